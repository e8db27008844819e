import { Label, Slider as AriaSlider, SliderThumb, SliderTrack } from 'react-aria-components';
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

export function Slider({ label, ariaLabel, ...rest }: SliderProps) {
  return (
    <AriaSlider {...rest} className={styles.slider} aria-label={ariaLabel}>
      <Label className={styles.label}>{label}</Label>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={styles.thumb} aria-label={ariaLabel} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
