import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { InputError, isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { CopyableOutput } from '@/components/CopyableOutput';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { formatInteger, isValidBase, parseInteger } from './logic';
import styles from './ui.module.css';

/** Longer numbers convert once typing settles (conversion is quadratic in length); shorter ones at once. */
const INSTANT_MAX_CHARS = 500;

const FIXED_OUTPUTS = [
  { key: 'binary', base: 2 },
  { key: 'octal', base: 8 },
  { key: 'decimal', base: 10 },
  { key: 'hexadecimal', base: 16 },
  { key: 'base64', base: 64 },
] as const;

export default function BaseConverter() {
  const { t } = useTranslation('base-converter');
  const [state, setState] = useToolState(
    { input: '42', inputBase: 10, customBase: 42 },
    { query: ['inputBase', 'customBase'], valid: { inputBase: isValidBase, customBase: isValidBase } },
  );
  const settled = useDebouncedValue(state.input, 150);
  const source = state.input.length <= INSTANT_MAX_CHARS ? state.input : settled;
  const pending = source !== state.input;

  const parsed = useMemo((): { value?: bigint; error?: InputError } => {
    if (!isValidBase(state.inputBase)) return {};
    try {
      return { value: parseInteger(source, state.inputBase) };
    } catch (error) {
      if (isInputError(error)) return { error };
      throw error;
    }
  }, [source, state.inputBase]);

  const value = pending ? undefined : parsed.value;
  const show = (base: number) => (value === undefined || !isValidBase(base) ? '' : formatInteger(value, base));
  const inputError = pending || !parsed.error ? undefined : t(parsed.error.key, parsed.error.params);

  return (
    <Card>
      <div className={styles.options}>
        <InputText
          label={t('inputNumber')}
          value={state.input}
          onChange={(input) => setState({ input })}
          placeholder={t('inputPlaceholder')}
          monospace
          rawText
          error={inputError}
        />
        <NumberInput
          label={t('inputBase')}
          value={state.inputBase}
          onChange={(inputBase) => setState({ inputBase })}
          snapToStep={false}
          error={isValidBase(state.inputBase) ? undefined : t('invalidBase')}
        />
      </div>
      {FIXED_OUTPUTS.map(({ key, base }) => (
        <CopyableOutput key={key} label={t(key)} value={show(base)} description={base === 64 ? t('base64Hint') : undefined} />
      ))}
      <div className={styles.custom}>
        <NumberInput
          label={t('customBase')}
          value={state.customBase}
          onChange={(customBase) => setState({ customBase })}
          snapToStep={false}
          error={isValidBase(state.customBase) ? undefined : t('invalidBase')}
        />
        <CopyableOutput label={t('custom')} value={show(state.customBase)} />
      </div>
    </Card>
  );
}
