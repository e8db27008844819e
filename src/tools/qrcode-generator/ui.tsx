import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCodeImage } from '@/components/QrCodeImage';
import { QrColorFields } from '@/components/QrColorFields';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { isHexColor } from '@/lib/hex-color';
import { oneOf } from '@/lib/query-options';
import { ButtonsSelect } from '@/ui/ButtonsSelect';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { colorOf, DEFAULT_OPTIONS, ERROR_RESISTANCES, errorCorrectionOf, qrCodeText } from './logic';
import styles from './ui.module.css';

const queryKeys = ['foreground', 'background', 'errorCorrection'] as const;

export default function QrCodeGenerator() {
  const { t } = useTranslation('qrcode-generator');
  const [options, setOptions] = useToolState(DEFAULT_OPTIONS, {
    query: queryKeys,
    valid: { foreground: isHexColor, background: isHexColor, errorCorrection: oneOf(ERROR_RESISTANCES) },
  });
  const setter = useFieldSetters(setOptions);
  // Made once per language: a new list at each keystroke would draw the select again.
  const levelOptions = useMemo(() => ERROR_RESISTANCES.map((level) => ({ value: level, label: t(`levels.${level}`) })), [t]);
  const foreground = colorOf(options.foreground, DEFAULT_OPTIONS.foreground);
  const background = colorOf(options.background, DEFAULT_OPTIONS.background);
  const errorCorrection = errorCorrectionOf(options.errorCorrection);
  return (
    <Card>
      <div className={styles.layout}>
        <div className={styles.inputs}>
          <InputText
            label={t('text')}
            value={options.text}
            onChange={setter('text')}
            placeholder={t('placeholder')}
            multiline
            autosize
            rawText
          />
          <QrColorFields ns="qrcode-generator" foreground={foreground} background={background} onChange={setOptions} />
          <ButtonsSelect
            label={t('errorResistance')}
            value={errorCorrection}
            onChange={(level) => setOptions({ errorCorrection: level })}
            options={levelOptions}
          />
        </div>
        <QrCodeImage
          text={qrCodeText(options.text)}
          style={{ foreground, background, errorCorrection }}
          alt={t('alt')}
          emptyMessage={t('empty')}
          ns="qrcode-generator"
          downloadPngLabel={t('downloadPng')}
          downloadSvgLabel={t('downloadSvg')}
        />
      </div>
    </Card>
  );
}
