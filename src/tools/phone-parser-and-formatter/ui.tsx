import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/components/TaskError';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Select } from '@/ui/Select';
import { TextCopyable } from '@/ui/TextCopyable';
import { ValueRow } from '@/ui/ValueRow';
import type { PhoneReport } from './logic';
import { regionSubtag } from './region';
import styles from './ui.module.css';

const NS = 'phone-parser-and-formatter';

function useCountryNames(language: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    return (code: string) => names.of(code) ?? code;
  }, [language]);
}

type PhoneLogic = typeof import('./logic');

/**
 * libphonenumber-js with its full metadata (~150 KB gzip) arrives after the page is usable, as its
 * own chunk: the field can be typed in meanwhile, and the answer shows once it is there.
 */
function usePhoneLogic(): PhoneLogic | null {
  const [logic, setLogic] = useState<PhoneLogic | null>(null);
  useEffect(() => {
    let live = true;
    void import('./logic').then((module) => live && setLogic(module));
    return () => {
      live = false;
    };
  }, []);
  return logic;
}

function analyse(logic: PhoneLogic | null, text: string, country: string): { report: PhoneReport | null; error?: unknown } {
  if (!logic) return { report: null };
  try {
    return { report: logic.parsePhone(text, country) };
  } catch (error) {
    if (isInputError(error)) return { report: null, error };
    throw error;
  }
}

export default function PhoneParserAndFormatter() {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText(NS);
  // Only the country is kept; the number typed stays on this page.
  const [state, setState] = useToolState({ country: regionSubtag(navigator.language) }, { query: ['country'] });
  const setter = useFieldSetters(setState);
  const [phone, setPhone] = useState('');
  const countryName = useCountryNames(i18n.language);
  const logic = usePhoneLogic();
  const countries = useMemo(
    () =>
      (logic?.phoneCountries() ?? [])
        .map(({ code, callingCode }) => ({ value: code as string, label: `${countryName(code)} (+${callingCode})` }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [logic, countryName, i18n.language],
  );
  // The country list comes with the library: an unknown country (a hand-edited URL, old storage)
  // falls back to the browser's once it is here, and the URL follows.
  const unknownCountry = logic !== null && state.country !== '' && !logic.isCountryCode(state.country);
  useEffect(() => {
    if (unknownCountry) setState({ country: logic.regionOfLanguage(navigator.language) });
  }, [unknownCountry, logic, setState]);
  const settled = useDebouncedValue(phone, 150);
  const { report, error } = analyse(logic, settled, state.country);
  const unknown = t('unknown');
  const copyable = (value: string | undefined) => (value ? <TextCopyable value={value} /> : unknown);
  return (
    <Card>
      <div className={styles.inputs}>
        <Select
          label={t('defaultCountry')}
          value={state.country || null}
          onChange={setter('country')}
          options={countries}
          searchable
        />
        <InputText
          label={t('phoneNumber')}
          value={phone}
          onChange={setPhone}
          placeholder={t('placeholder')}
          error={phone === settled ? errorText(error) : undefined}
          clearable
          rawText
        />
      </div>
      {report ? (
        <div className={styles.results}>
          <ValueRow label={t('country')}>{copyable(report.country)}</ValueRow>
          <ValueRow label={t('countryName')}>{copyable(report.country && countryName(report.country))}</ValueRow>
          <ValueRow label={t('countryCallingCode')}>{copyable(report.countryCallingCode)}</ValueRow>
          <ValueRow label={t('isValid')}>{copyable(report.isValid ? t('yes') : t('no'))}</ValueRow>
          <ValueRow label={t('isPossible')}>{copyable(report.isPossible ? t('yes') : t('no'))}</ValueRow>
          <ValueRow label={t('type')}>{copyable(report.type && t(`types.${report.type}`))}</ValueRow>
          <ValueRow label={t('international')}>{copyable(report.international)}</ValueRow>
          <ValueRow label={t('national')}>{copyable(report.national)}</ValueRow>
          <ValueRow label={t('e164')}>{copyable(report.e164)}</ValueRow>
          <ValueRow label={t('rfc3966')}>{copyable(report.rfc3966)}</ValueRow>
        </div>
      ) : null}
    </Card>
  );
}
