import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import { Button } from '@/ui/Button';
import styles from './TaskStatus.module.css';

export const SHOW_PROGRESS_AFTER_MS = 300;

export interface TaskStatusProps {
  running: boolean;
  startedAt?: number;
  progress?: { done: number; total: number };
  /** Progress counts bytes (shows sizes and speed). */
  bytes?: boolean;
  onCancel: () => void;
}

/** After ~300 ms of work: elapsed time or a progress bar, and "Cancel" (tools.md convention 5). */
export function TaskStatus({ running, startedAt, progress, bytes, onCancel }: TaskStatusProps) {
  const { t } = useTranslation('app');
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  if (!running || startedAt === undefined) return null;
  const elapsed = Math.max(0, now - startedAt);
  if (elapsed < SHOW_PROGRESS_AFTER_MS) return null;
  const fraction = progress && progress.total > 0 ? progress.done / progress.total : undefined;
  return (
    <div className={styles.status}>
      {fraction !== undefined ? (
        <progress className={styles.bar} value={fraction} max={1} aria-label={t('task.progress')} />
      ) : null}
      <span className={styles.text} aria-live="off">
        {fraction !== undefined && progress
          ? `${Math.floor(fraction * 100)} %${bytes ? ` · ${formatBytes(progress.done)} / ${formatBytes(progress.total)}` : ''}`
          : t('task.elapsed', { seconds: (elapsed / 1000).toFixed(1) })}
      </span>
      <Button size="small" onPress={onCancel}>
        {t('task.cancel')}
      </Button>
    </div>
  );
}
