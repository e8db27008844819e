import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { TextCopyable } from '@/ui/TextCopyable';
import { ValueRow } from '@/ui/ValueRow';
import { compactIban, EXAMPLE_IBANS, parseIban } from './logic';
import styles from './ui.module.css';

export default function IbanValidatorAndParser() {
  const { t } = useTranslation('iban-validator-and-parser');
  const [state, setState] = useToolState({ iban: '' });
  const setter = useFieldSetters(setState);
  const report = parseIban(useDebouncedValue(state.iban, 150));
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const copyable = (value: string | undefined) => (value ? <TextCopyable value={value} monospace /> : t('notAvailable'));
  return (
    <>
      <Card>
        <InputText
          label={t('iban')}
          value={state.iban}
          onChange={setter('iban')}
          placeholder={t('placeholder')}
          clearable
          monospace
          rawText
        />
        {report ? (
          <div className={styles.results}>
            <ValueRow label={t('isValid')}>{yesNo(report.valid)}</ValueRow>
            {report.valid ? null : (
              <ValueRow label={t('ibanErrors')}>
                <ul className={styles.errors}>
                  {report.errors.map((key) => (
                    <li key={key}>{t(key)}</li>
                  ))}
                </ul>
              </ValueRow>
            )}
            <ValueRow label={t('isQrIban')}>{yesNo(report.isQrIban)}</ValueRow>
            <ValueRow label={t('countryCode')}>{copyable(report.countryCode)}</ValueRow>
            <ValueRow label={t('bban')}>{copyable(report.bban)}</ValueRow>
            <ValueRow label={t('friendly')}>{copyable(report.friendly)}</ValueRow>
          </div>
        ) : null}
      </Card>
      <Card title={t('examples')}>
        <ul className={styles.examples}>
          {EXAMPLE_IBANS.map((example) => (
            <li key={example}>
              <TextCopyable value={compactIban(example)} displayedValue={example} monospace />
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
