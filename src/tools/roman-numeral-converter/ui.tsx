import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { arabicToRoman, MAX_ARABIC, MIN_ARABIC, parseArabic, romanToArabic } from './logic';
import styles from './ui.module.css';

/** The converted value, or the key of the error that replaces it (the result is then empty). */
function attempt<T>(convert: () => T | undefined): { value?: T; error?: string } {
  try {
    return { value: convert() };
  } catch (error) {
    if (isInputError(error)) return { error: error.key };
    throw error;
  }
}

/** A converted number, large, with its copy button under it. */
function Result({ label, value, copyText, toast }: { label: string; value: string; copyText: string; toast: string }) {
  return (
    <>
      <InputText label={label} value={value} readOnly rawText placeholder="" className={styles.large} />
      <div className={styles.actions}>
        <CopyButton value={value} label={label} text={copyText} size="medium" isDisabled={!value} toast={toast} />
      </div>
    </>
  );
}

export default function RomanNumeralConverter() {
  const { t, i18n } = useTranslation('roman-numeral-converter');
  const [state, setState] = useToolState({ arabic: '42', roman: 'XLII' });
  const setter = useFieldSetters(setState);

  const roman = useMemo(
    () =>
      attempt(() => {
        const value = parseArabic(state.arabic);
        return value === undefined ? undefined : arabicToRoman(value);
      }),
    [state.arabic],
  );
  const arabic = useMemo(() => attempt(() => romanToArabic(state.roman)), [state.roman]);
  const format = new Intl.NumberFormat(i18n.language);
  const rangeMessage = t('outOfRange', { min: format.format(MIN_ARABIC), max: format.format(MAX_ARABIC) });
  const romanText = roman.value ?? '';
  const arabicText = arabic.value === undefined ? '' : String(arabic.value);

  return (
    <>
      <Card title={t('arabicToRoman')}>
        <InputText
          label={t('arabicNumber')}
          value={state.arabic}
          onChange={setter('arabic')}
          inputMode="decimal"
          rawText
          error={roman.error ? rangeMessage : undefined}
        />
        <Result label={t('romanResult')} value={romanText} copyText={t('copy')} toast={t('copiedRoman')} />
      </Card>
      <Card title={t('romanToArabic')}>
        <InputText
          label={t('romanNumeral')}
          value={state.roman}
          onChange={setter('roman')}
          rawText
          error={arabic.error ? t(arabic.error) : undefined}
        />
        <Result label={t('arabicResult')} value={arabicText} copyText={t('copy')} toast={t('copiedArabic')} />
      </Card>
    </>
  );
}
