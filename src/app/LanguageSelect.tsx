import { useTranslation } from 'react-i18next';
import { languages, type LanguageCode } from '@/i18n/languages';
import { localeAtom, useSetAtom } from '@/state';
import { NativeSelect } from './chrome';

export const LOCALE_MIRROR_KEY = 'toolshed:locale';

export function LanguageSelect() {
  const { t, i18n } = useTranslation('app');
  const setLocale = useSetAtom(localeAtom);
  const change = (code: LanguageCode) => {
    setLocale(code);
    try {
      localStorage.setItem(LOCALE_MIRROR_KEY, code);
    } catch {
      // Storage may be refused (private mode); IndexedDB or memory still holds the choice.
    }
    void i18n.changeLanguage(code);
  };
  return (
    <NativeSelect
      label={t('topBar.language')}
      value={(i18n.resolvedLanguage ?? i18n.language) as LanguageCode}
      onChange={change}
      options={languages.map((l) => ({ value: l.code, label: l.name }))}
    />
  );
}
