import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useFieldSetters } from '@/hooks/useFieldSetters';
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
  const set = useFieldSetters(setState);
  const settled = useDebouncedValue(state.input, 150);
  const instant = state.input.length <= INSTANT_MAX_CHARS ? state.input : settled;
  // The outputs follow in a render React can interrupt: a keystroke paints the field at once, and
  // redrawing the six outputs never makes one long task.
  const source = useDeferredValue(instant);
  const pending = instant !== state.input;

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
  const inputError = pending || !parsed.error ? undefined : t(parsed.error.key, parsed.error.params);

  return (
    <Card>
      <div className={styles.options}>
        <InputText
          label={t('inputNumber')}
          value={state.input}
          onChange={set('input')}
          placeholder={t('inputPlaceholder')}
          monospace
          rawText
          error={inputError}
        />
        <NumberInput
          label={t('inputBase')}
          value={state.inputBase}
          onChange={set('inputBase')}
          snapToStep={false}
          error={isValidBase(state.inputBase) ? undefined : t('invalidBase')}
        />
      </div>
      <Outputs value={value} customBase={state.customBase} onCustomBaseChange={set('customBase')} />
    </Card>
  );
}

const show = (value: bigint | undefined, base: number) =>
  value === undefined || !isValidBase(base) ? '' : formatInteger(value, base);

/** The number in every base; memoised, so a keystroke that does not change the number skips it. */
const Outputs = memo(function Outputs({
  value,
  customBase,
  onCustomBaseChange,
}: {
  value: bigint | undefined;
  customBase: number;
  onCustomBaseChange: (base: number) => void;
}) {
  const { t } = useTranslation('base-converter');
  return (
    <>
      {FIXED_OUTPUTS.map(({ key, base }) => (
        <CopyableOutput
          key={key}
          label={t(key)}
          value={show(value, base)}
          description={base === 64 ? t('base64Hint') : undefined}
        />
      ))}
      <div className={styles.custom}>
        <NumberInput
          label={t('customBase')}
          value={customBase}
          onChange={onCustomBaseChange}
          snapToStep={false}
          error={isValidBase(customBase) ? undefined : t('invalidBase')}
        />
        <CopyableOutput label={t('custom')} value={show(value, customBase)} />
      </div>
    </>
  );
});
