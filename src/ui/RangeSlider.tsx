import { lazyWidget } from './lazy-widget';
import rangeStyles from './RangeSlider.module.css';
import { trackPercent } from './Slider';
import styles from './Slider.module.css';

export interface RangeSliderProps {
  /** Visible label and the group's accessible name. */
  label: string;
  /** Accessible names of the two thumbs (e.g. "Minimum", "Maximum"); each is read with the label. */
  thumbLabels: readonly [string, string];
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  minValue: number;
  maxValue: number;
  step?: number;
}

/** The range slider as it will look, without thumbs to grab, while its implementation loads. */
function RangeSliderPlaceholder({ label, value, minValue, maxValue }: RangeSliderProps) {
  const [from, to] = value.map((v) => trackPercent(v, minValue, maxValue)) as [number, number];
  const thumb = (left: number) => (
    <div className={styles.thumb} style={{ position: 'absolute', left: `${left}%`, transform: 'translate(-50%, -50%)' }} />
  );
  return (
    <div className={styles.slider}>
      <div className={rangeStyles.header}>
        <span className={styles.label}>{label}</span>
        <span className={rangeStyles.output}>{`${value[0]} – ${value[1]}`}</span>
      </div>
      <div className={styles.track}>
        <div className={styles.fill} style={{ left: `${from}%`, width: `${to - from}%` }} />
        {thumb(from)}
        {thumb(to)}
      </div>
    </div>
  );
}

/** A two-thumb range slider; react-aria's implementation (`RangeSliderAria`) loads apart from the route. */
export const RangeSlider = lazyWidget(() => import('./RangeSliderAria').then((module) => module.default), RangeSliderPlaceholder);
