import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Slider } from '@/ui/Slider';
import { Switch } from '@/ui/Switch';
import { generateToken, MAX_LENGTH, MIN_LENGTH, type TokenOptions } from './logic';
import styles from './ui.module.css';

const defaults: TokenOptions = { length: 64, uppercase: true, lowercase: true, numbers: true, symbols: false };
const queryKeys = ['length', 'uppercase', 'lowercase', 'numbers', 'symbols'] as const;
/** A length outside the slider's range (from a link or old state) falls back to the default. */
const valid = { length: (n: number) => Number.isInteger(n) && n >= MIN_LENGTH && n <= MAX_LENGTH };

export default function TokenGenerator() {
  const { t } = useTranslation('token-generator');
  const [options, setOptions] = useToolState(defaults, { query: queryKeys, valid });
  const [token, setToken] = useState(() => generateToken(options));
  const { copy } = useCopy({ toast: t('copied') });
  // Every option change and Refresh draws a new token.
  const change = (patch: Partial<TokenOptions>) => {
    setOptions(patch);
    setToken(generateToken({ ...options, ...patch }));
  };
  const setter = useFieldSetters(change);
  return (
    <Card>
      <div className={styles.switches}>
        <Switch label={t('uppercase')} isSelected={options.uppercase} onChange={setter('uppercase')} />
        <Switch label={t('lowercase')} isSelected={options.lowercase} onChange={setter('lowercase')} />
        <Switch label={t('numbers')} isSelected={options.numbers} onChange={setter('numbers')} />
        <Switch label={t('symbols')} isSelected={options.symbols} onChange={setter('symbols')} />
      </div>
      <Slider
        label={t('lengthWithValue', { length: options.length })}
        value={options.length}
        minValue={MIN_LENGTH}
        maxValue={MAX_LENGTH}
        onChange={setter('length')}
      />
      <InputText
        label={t('token')}
        value={token}
        readOnly
        multiline
        rows={3}
        monospace
        centered
        rawText
        placeholder={t('placeholder')}
      />
      <div className={styles.actions}>
        <Button onPress={() => void copy(token)}>{t('copy')}</Button>
        <Button onPress={() => setToken(generateToken(options))}>{t('refresh')}</Button>
      </div>
    </Card>
  );
}
