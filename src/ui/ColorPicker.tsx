import { lazyWidget } from './lazy-widget';
import styles from './ColorPicker.module.css';

export interface ColorPickerProps {
  /** Visible label; names the group of controls. */
  label: string;
  /** Any CSS hex colour (#rgb, #rrggbb, #rrggbbaa). */
  value: string;
  /** The picked colour as `#RRGGBBAA`. */
  onChange: (hexa: string) => void;
  /** Accessible names of the saturation/brightness area and of the hue and alpha sliders. */
  areaLabel: string;
  hueLabel: string;
  alphaLabel: string;
}

/** The picker's frame in the current colour, without thumbs to grab, while its implementation loads. */
function ColorPickerPlaceholder({ label, value }: ColorPickerProps) {
  return (
    <div className={styles.picker}>
      <span className={styles.label}>{label}</span>
      <div className={styles.area} style={{ background: value }} />
      <div className={`${styles.track} ${styles.hueTrack}`} />
      <div className={`${styles.track} ${styles.alphaTrack}`} />
    </div>
  );
}

/**
 * An inline colour picker with alpha: a saturation × brightness area, a hue slider and an alpha
 * slider. react-aria's implementation (`ColorPickerAria`) loads apart from the route.
 */
export const ColorPicker = lazyWidget(() => import('./ColorPickerAria').then((module) => module.default), ColorPickerPlaceholder);
