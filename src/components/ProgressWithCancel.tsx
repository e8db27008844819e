import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import { Button } from '@/ui/Button';
import { ProgressBar } from '@/ui/ProgressBar';
import styles from './ProgressWithCancel.module.css';

export interface ProgressWithCancelProps {
  /** Done and total units; absent (or total 0) shows an indeterminate bar. */
  progress?: { done: number; total: number };
  /** The units are bytes: show sizes after the percentage. */
  bytes?: boolean;
  /** Shown instead of the percentage when the total is unknown (e.g. elapsed time). */
  status?: string;
  /** Accessible name of the bar (default "Progress"). */
  label?: string;
  onCancel: () => void;
}

/** "42 %", or "42 % · 1.2 MiB / 3.0 MiB" for byte counts. */
export function progressText(progress: { done: number; total: number }, bytes = false): string {
  const fraction = progress.total > 0 ? Math.min(1, Math.max(0, progress.done / progress.total)) : 0;
  const percent = `${Math.floor(fraction * 100)} %`;
  return bytes ? `${percent} · ${formatBytes(progress.done)} / ${formatBytes(progress.total)}` : percent;
}

/** Memoised: the elapsed time shown every 100 ms does not draw the button (a React Aria button) again. */
const CancelButton = memo(function CancelButton({ label, onCancel }: { label: string; onCancel: () => void }) {
  return (
    <Button size="small" onPress={onCancel}>
      {label}
    </Button>
  );
});

/** A progress bar with its value text and a "Cancel" button: every long run can be stopped. */
export function ProgressWithCancel({ progress, bytes, status, label, onCancel }: ProgressWithCancelProps) {
  const { t } = useTranslation('app');
  const known = progress !== undefined && progress.total > 0;
  return (
    <div className={styles.row}>
      <ProgressBar
        label={label ?? t('task.progress')}
        labelHidden
        fraction={known ? progress.done / progress.total : undefined}
        valueText={known ? progressText(progress, bytes) : status}
      />
      <CancelButton label={t('task.cancel')} onCancel={onCancel} />
    </div>
  );
}
