import { Label, Slider as AriaSlider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import rangeStyles from './RangeSlider.module.css';
import styles from './Slider.module.css';
import type { RangeSliderProps } from './RangeSlider';

/** A slider with two thumbs choosing an inclusive range; the chosen range is shown next to the label. */
export default function RangeSliderAria({ label, thumbLabels, value, onChange, ...rest }: RangeSliderProps) {
  return (
    <AriaSlider
      {...rest}
      value={[...value]}
      onChange={(next) => onChange([next[0] ?? rest.minValue, next[1] ?? rest.maxValue])}
      className={styles.slider}
    >
      <div className={rangeStyles.header}>
        <Label className={styles.label}>{label}</Label>
        <SliderOutput className={rangeStyles.output}>
          {({ state }) => `${state.getThumbValueLabel(0)} – ${state.getThumbValueLabel(1)}`}
        </SliderOutput>
      </div>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div
              className={styles.fill}
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            <SliderThumb index={0} className={styles.thumb} aria-label={thumbLabels[0]} />
            <SliderThumb index={1} className={styles.thumb} aria-label={thumbLabels[1]} />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
