import { useTranslation } from 'react-i18next';
import { ColorPicker } from '@/ui/ColorPicker';
import styles from './QrColorFields.module.css';

interface QrColorFieldsProps {
  /** The tool's namespace: it holds the labels (foreground, background and their area/hue/alpha names). */
  ns: string;
  foreground: string;
  background: string;
  /** Colours come back as lower-case #rrggbbaa. */
  onChange: (patch: { foreground?: string; background?: string }) => void;
}

/** The foreground and background pickers of a QR code, side by side (stacked on small screens). */
export function QrColorFields({ ns, foreground, background, onChange }: QrColorFieldsProps) {
  const { t } = useTranslation(ns);
  return (
    <div className={styles.colors}>
      <ColorPicker
        label={t('foreground')}
        value={foreground}
        onChange={(hexa) => onChange({ foreground: hexa.toLowerCase() })}
        areaLabel={t('foregroundArea')}
        hueLabel={t('foregroundHue')}
        alphaLabel={t('foregroundAlpha')}
      />
      <ColorPicker
        label={t('background')}
        value={background}
        onChange={(hexa) => onChange({ background: hexa.toLowerCase() })}
        areaLabel={t('backgroundArea')}
        hueLabel={t('backgroundHue')}
        alphaLabel={t('backgroundAlpha')}
      />
    </div>
  );
}
