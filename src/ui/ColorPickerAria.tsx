import { useId } from 'react';
import { ColorArea, ColorPicker as AriaColorPicker, ColorSlider, ColorThumb, SliderTrack } from 'react-aria-components';
import styles from './ColorPicker.module.css';
import type { ColorPickerProps } from './ColorPicker';

/** An inline colour picker with alpha: a saturation × brightness area, a hue slider and an alpha slider. */
export default function ColorPickerAria({ label, value, onChange, areaLabel, hueLabel, alphaLabel }: ColorPickerProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.picker}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <AriaColorPicker value={value} onChange={(color) => onChange(color.toString('hexa'))}>
        <ColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" aria-label={areaLabel} className={styles.area}>
          <ColorThumb className={styles.thumb} />
        </ColorArea>
        <ColorSlider colorSpace="hsb" channel="hue" aria-label={hueLabel} className={styles.slider}>
          <SliderTrack className={styles.track}>
            <ColorThumb className={`${styles.thumb} ${styles.sliderThumb}`} />
          </SliderTrack>
        </ColorSlider>
        <ColorSlider channel="alpha" aria-label={alphaLabel} className={styles.slider}>
          <SliderTrack className={`${styles.track} ${styles.alphaTrack}`}>
            <ColorThumb className={`${styles.thumb} ${styles.sliderThumb}`} />
          </SliderTrack>
        </ColorSlider>
      </AriaColorPicker>
    </div>
  );
}
