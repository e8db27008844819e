import { lazyWidget } from './lazy-widget';
import styles from './Slider.module.css';

export interface SliderProps {
  /** Visible label (may include the value, e.g. "Length (64)"). */
  label: string;
  /** Accessible name when the visible label carries the value. */
  ariaLabel?: string;
  value: number;
  onChange: (value: number) => void;
  minValue: number;
  maxValue: number;
  step?: number;
}

/** Where a value sits on the track, in percent. */
export const trackPercent = (value: number, min: number, max: number) =>
  max > min ? ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100 : 0;

/** The slider as it will look, without a thumb to grab, while its implementation loads. */
function SliderPlaceholder({ label, value, minValue, maxValue }: SliderProps) {
  const percent = trackPercent(value, minValue, maxValue);
  return (
    <div className={styles.slider}>
      <span className={styles.label}>{label}</span>
      <div className={styles.track}>
        <div className={styles.fill} style={{ width: `${percent}%` }} />
        <div className={styles.thumb} style={{ position: 'absolute', left: `${percent}%`, transform: 'translate(-50%, -50%)' }} />
      </div>
    </div>
  );
}

/** A single-thumb slider; react-aria's implementation (`SliderAria`) loads apart from the route. */
export const Slider = lazyWidget(() => import('./SliderAria').then((module) => module.default), SliderPlaceholder);
