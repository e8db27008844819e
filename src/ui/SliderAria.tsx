import { Label, Slider as AriaSlider, SliderThumb, SliderTrack } from 'react-aria-components';
import styles from './Slider.module.css';
import type { SliderProps } from './Slider';

export default function SliderAria({ label, ariaLabel, ...rest }: SliderProps) {
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
