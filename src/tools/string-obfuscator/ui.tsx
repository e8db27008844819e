import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextOutput } from '@/components/TextOutput';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useHoldBusy } from '@/hooks/useHoldBusy';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { Switch } from '@/ui/Switch';
import { DEFAULT_OBFUSCATE_OPTIONS, keepCountError, obfuscate, replacementError } from './logic';
import styles from './ui.module.css';

const DEFAULT_TEXT = 'Lorem ipsum dolor sit amet';
const OPTION_KEYS = ['keepFirst', 'keepLast', 'keepSpaces', 'replacement'] as const;

export default function StringObfuscator() {
  const { t } = useTranslation('string-obfuscator');
  // Sensitive: the string lives only in this component; the options are kept and put in the URL.
  const [text, setText] = useState(DEFAULT_TEXT);
  const [options, setOptions] = useToolState(DEFAULT_OBFUSCATE_OPTIONS, {
    persist: OPTION_KEYS,
    query: OPTION_KEYS,
    valid: {
      keepFirst: (n) => !keepCountError(n),
      keepLast: (n) => !keepCountError(n),
      replacement: (c) => !replacementError(c),
    },
  });
  const setter = useFieldSetters(setOptions);
  useHoldBusy(text !== '' && text !== DEFAULT_TEXT, 'unsaved');
  const firstError = keepCountError(options.keepFirst);
  const lastError = keepCountError(options.keepLast);
  const replacementKey = replacementError(options.replacement);
  // A bad option blanks the output rather than showing a stale one.
  const result = firstError || lastError || replacementKey ? '' : obfuscate(text, options);

  return (
    <Card>
      <InputText
        label={t('input')}
        value={text}
        onChange={setText}
        multiline
        autosize
        clearable
        rawText
        placeholder={t('placeholder')}
      />
      <div className={styles.options}>
        <NumberInput
          label={t('keepFirst')}
          value={options.keepFirst}
          onChange={setter('keepFirst')}
          snapToStep={false}
          error={firstError && t(firstError)}
        />
        <NumberInput
          label={t('keepLast')}
          value={options.keepLast}
          onChange={setter('keepLast')}
          snapToStep={false}
          error={lastError && t(lastError)}
        />
        <InputText
          label={t('replacement')}
          value={options.replacement}
          onChange={setter('replacement')}
          rawText
          placeholder="*"
          error={replacementKey && t(replacementKey)}
        />
      </div>
      <Switch label={t('keepSpaces')} isSelected={options.keepSpaces} onChange={setter('keepSpaces')} />
      {/* A preview of a long result: megabytes laid out in an autosized field freeze the page. */}
      <TextOutput label={t('output')} value={result} autosize monospace />
    </Card>
  );
}
