import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { useToolState } from '@/hooks/useToolState';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Slider } from '@/ui/Slider';
import { Switch } from '@/ui/Switch';
import { generateToken, MAX_LENGTH, MIN_LENGTH } from './logic';
import styles from './ui.module.css';

const defaults = { length: 64, uppercase: true, lowercase: true, numbers: true, symbols: false };
const queryKeys = ['length', 'uppercase', 'lowercase', 'numbers', 'symbols'] as const;

export default function TokenGenerator() {
  const { t } = useTranslation('token-generator');
  const [options, setOptions] = useToolState(defaults, { query: queryKeys });
  const [generation, setGeneration] = useState(0);
  // Options and Refresh (generation) regenerate the token.
  const token = useMemo(() => generateToken(options), [options, generation]);
  const { copy } = useCopy({ toast: t('copied') });
  return (
    <Card>
      <div className={styles.switches}>
        <Switch label={t('uppercase')} isSelected={options.uppercase} onChange={(uppercase) => setOptions({ uppercase })} />
        <Switch label={t('lowercase')} isSelected={options.lowercase} onChange={(lowercase) => setOptions({ lowercase })} />
        <Switch label={t('numbers')} isSelected={options.numbers} onChange={(numbers) => setOptions({ numbers })} />
        <Switch label={t('symbols')} isSelected={options.symbols} onChange={(symbols) => setOptions({ symbols })} />
      </div>
      <Slider
        label={t('lengthWithValue', { length: options.length })}
        ariaLabel={t('length')}
        value={options.length}
        minValue={MIN_LENGTH}
        maxValue={MAX_LENGTH}
        onChange={(length) => setOptions({ length })}
      />
      <InputText label={t('token')} value={token} readOnly multiline rows={3} monospace centered rawText placeholder={t('placeholder')} />
      <div className={styles.actions}>
        <Button onPress={() => void copy(token)}>{t('copy')}</Button>
        <Button onPress={() => setGeneration((g) => g + 1)}>{t('refresh')}</Button>
      </div>
    </Card>
  );
}
