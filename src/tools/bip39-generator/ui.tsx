import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Select } from '@/ui/Select';
import {
  entropyToMnemonicText,
  isLanguage,
  isMnemonicLength,
  LANGUAGES,
  loadWordlist,
  mnemonicToEntropyHex,
  parseEntropyHex,
  MNEMONIC_LENGTHS,
  randomEntropyHex,
  type Bip39Language,
  type MnemonicLength,
} from './logic';
import styles from './ui.module.css';

// Sensitive tool: only the language and the length are kept, never the entropy or the mnemonic.
const defaults = { language: 'english' as string, length: 12 };
const optionKeys = ['language', 'length'] as const;

/** The wordlist of `language`, loaded on demand (undefined while its chunk loads). */
function useWordlist(language: Bip39Language): string[] | undefined {
  const [loaded, setLoaded] = useState<{ language: Bip39Language; words: string[] }>();
  useEffect(() => {
    let live = true;
    void loadWordlist(language).then((words) => live && setLoaded({ language, words }));
    return () => {
      live = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.words : undefined;
}

/** The InputError key `fn` throws, if any. */
function errorKey(fn: () => unknown): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    if (isInputError(error)) return error.key;
    throw error;
  }
}

export default function Bip39Generator() {
  const { t } = useTranslation('bip39-generator');
  const [options, setOptions] = useToolState(defaults, {
    persist: optionKeys,
    query: optionKeys,
    valid: { language: isLanguage, length: isMnemonicLength },
  });
  const language: Bip39Language = isLanguage(options.language) ? options.language : 'english';
  const length: MnemonicLength = isMnemonicLength(options.length) ? options.length : 12;
  const wordlist = useWordlist(language);
  const [entropy, setEntropy] = useState(() => randomEntropyHex(length));
  const [mnemonic, setMnemonic] = useState('');
  const { copy: copyEntropy } = useCopy({ toast: t('entropyCopied') });
  const { copy: copyMnemonic } = useCopy({ toast: t('mnemonicCopied') });

  // A new wordlist (first load or a language change) re-renders the mnemonic from the entropy.
  const entropyRef = useRef(entropy);
  useLayoutEffect(() => {
    entropyRef.current = entropy;
  });
  useEffect(() => {
    if (!wordlist) return;
    try {
      setMnemonic(entropyToMnemonicText(entropyRef.current, wordlist));
    } catch (error) {
      if (!isInputError(error)) throw error;
    }
  }, [wordlist]);

  // Each side rewrites the other while it is valid; an invalid side leaves the other as it was.
  const changeEntropy = (value: string) => {
    setEntropy(value);
    if (!wordlist) return;
    try {
      setMnemonic(entropyToMnemonicText(value, wordlist));
    } catch (error) {
      if (!isInputError(error)) throw error;
    }
  };
  const changeMnemonic = (value: string) => {
    setMnemonic(value);
    if (!wordlist) return;
    try {
      setEntropy(mnemonicToEntropyHex(value, wordlist));
    } catch (error) {
      if (!isInputError(error)) throw error;
    }
  };
  const refresh = () => changeEntropy(randomEntropyHex(length));

  const entropyError = errorKey(() => parseEntropyHex(entropy));
  const mnemonicError = wordlist ? errorKey(() => mnemonicToEntropyHex(mnemonic, wordlist)) : undefined;

  return (
    <Card>
      <div className={styles.options}>
        <Select
          label={t('language')}
          value={language}
          searchable
          options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          onChange={(value) => setOptions({ language: value })}
        />
        <Select
          label={t('mnemonicLength')}
          value={String(length)}
          options={MNEMONIC_LENGTHS.map((n) => ({ value: String(n), label: t('words', { count: n }) }))}
          // The length only sets the size of the next Refresh: a typed entropy is never replaced.
          onChange={(value) => setOptions({ length: Number(value) as MnemonicLength })}
        />
      </div>
      {/* Each field with its buttons in a group, so the two "Copy" buttons are told apart. */}
      <div role="group" className={styles.field}>
        <InputText
          label={t('entropy')}
          value={entropy}
          onChange={changeEntropy}
          monospace
          rawText
          error={entropyError ? t(entropyError) : undefined}
        />
        <div className={styles.actions}>
          <Button onPress={() => refresh()}>{t('refresh')}</Button>
          <Button onPress={() => void copyEntropy(entropy)} isDisabled={!entropy || Boolean(entropyError)}>
            {t('copy')}
          </Button>
        </div>
      </div>
      <div role="group" className={styles.field}>
        <InputText
          label={t('mnemonic')}
          value={mnemonic}
          onChange={changeMnemonic}
          multiline
          rows={3}
          rawText
          description={t('mnemonicHint')}
          error={mnemonicError ? t(mnemonicError) : undefined}
        />
        <div className={styles.actions}>
          <Button onPress={() => void copyMnemonic(mnemonic)} isDisabled={!mnemonic || Boolean(mnemonicError)}>
            {t('copy')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
