import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** Accessible name; shown unless labelHidden. */
  label: string;
  labelHidden?: boolean;
  /** 0…1; absent means indeterminate (unknown total). */
  fraction?: number;
  /** The text read out and shown beside the bar (e.g. "42 % · 1.2 MiB / 3.0 MiB"). */
  valueText?: string;
  className?: string;
}

/** A progressbar with a visible value text; indeterminate when the fraction is unknown. */
export function ProgressBar({ label, labelHidden, fraction, valueText, className }: ProgressBarProps) {
  const indeterminate = fraction === undefined || !Number.isFinite(fraction);
  const value = indeterminate ? undefined : Math.min(1, Math.max(0, fraction)) * 100;
  return (
    <AriaProgressBar
      className={[styles.progress, className].filter(Boolean).join(' ')}
      value={value}
      isIndeterminate={indeterminate}
      valueLabel={valueText}
    >
      {({ percentage }) => (
        <>
          <Label className={labelHidden ? 'visually-hidden' : styles.label}>{label}</Label>
          <div className={styles.track}>
            <div
              className={indeterminate ? styles.indeterminate : styles.fill}
              style={indeterminate ? undefined : { transform: `scaleX(${(percentage ?? 0) / 100})` }}
            />
          </div>
          {/* Our own text: react-aria gives none while indeterminate (e.g. elapsed time). */}
          {valueText ? <span className={styles.value}>{valueText}</span> : null}
        </>
      )}
    </AriaProgressBar>
  );
}
