import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/components/TaskError';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { Select } from '@/ui/Select';
import {
  isLanguage,
  isMnemonicLength,
  LANGUAGES,
  MNEMONIC_LENGTHS,
  randomEntropyHex,
  type Bip39Language,
  type MnemonicLength,
} from './options';
import { SecretField } from './SecretField';
import { useBip39Fields } from './useBip39Fields';
import styles from './ui.module.css';

// Sensitive tool: only the language and the length are kept, never the entropy or the mnemonic.
const defaults = { language: 'english' as string, length: 12 };
const optionKeys = ['language', 'length'] as const;

export default function Bip39Generator() {
  const { t } = useTranslation('bip39-generator');
  const [options, setOptions] = useToolState(defaults, {
    persist: optionKeys,
    query: optionKeys,
    valid: { language: isLanguage, length: isMnemonicLength },
  });
  const language: Bip39Language = isLanguage(options.language) ? options.language : 'english';
  const length: MnemonicLength = isMnemonicLength(options.length) ? options.length : 12;
  const { entropy, mnemonic, entropyError, mnemonicError, setEntropy, setMnemonic, followEntropy } = useBip39Fields(
    language,
    () => randomEntropyHex(length),
  );
  const errorText = useErrorText('bip39-generator');
  const changeLanguage = useCallback(
    (value: Bip39Language) => {
      setOptions({ language: value });
      followEntropy();
    },
    [setOptions, followEntropy],
  );
  // The length only sets the size of the next Refresh: a typed entropy is never replaced.
  const changeLength = useCallback((value: MnemonicLength) => setOptions({ length: value }), [setOptions]);
  const refresh = useCallback(() => setEntropy(randomEntropyHex(length)), [setEntropy, length]);

  return (
    <Card>
      <Bip39Options language={language} length={length} onLanguage={changeLanguage} onLength={changeLength} />
      <SecretField
        label={t('entropy')}
        value={entropy}
        onChange={setEntropy}
        error={errorText(entropyError)}
        copiedToast={t('entropyCopied')}
        onRefresh={refresh}
      />
      <SecretField
        label={t('mnemonic')}
        value={mnemonic}
        onChange={setMnemonic}
        error={errorText(mnemonicError)}
        copiedToast={t('mnemonicCopied')}
        multiline
        description={t('mnemonicHint')}
      />
    </Card>
  );
}

interface OptionsProps {
  language: Bip39Language;
  length: MnemonicLength;
  onLanguage: (value: Bip39Language) => void;
  onLength: (value: MnemonicLength) => void;
}

/** The two selects; memoised like the fields, as the secrets change far more often than these. */
const Bip39Options = memo(function Bip39Options({ language, length, onLanguage, onLength }: OptionsProps) {
  const { t } = useTranslation('bip39-generator');
  return (
    <div className={styles.options}>
      <Select
        label={t('language')}
        value={language}
        searchable
        options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        onChange={onLanguage}
      />
      <Select
        label={t('mnemonicLength')}
        value={String(length)}
        options={MNEMONIC_LENGTHS.map((n) => ({ value: String(n), label: t('words', { count: n }) }))}
        onChange={(value) => onLength(Number(value) as MnemonicLength)}
      />
    </div>
  );
});
