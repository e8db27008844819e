import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isIndentIn, type IndentRange } from '@/lib/indent';
import { NumberInput } from '@/ui/NumberInput';
import { Switch } from '@/ui/Switch';

export interface FormatterOptionsProps<K extends string> {
  /** The tool's namespace: the switch's label, `indentSize` and `indentRange` ({{min}}, {{max}}). */
  ns: string;
  /** The boolean option the switch sets, also the key of its label in `ns` (e.g. sortKeys). */
  switchKey: K;
  switched: boolean;
  indentSize: number;
  /** The tool's state setter (useToolState): stable, so the options are drawn only when they change. */
  setOptions: (patch: Partial<Record<K, boolean>> | { indentSize: number }) => void;
  indent: IndentRange;
}

/**
 * A formatter's options: one switch and the indent size, with its range's message when out of it.
 * Memoised: a keystroke in the document, a worker's progress or its answer does not draw them again.
 */
function FormatterOptionsImpl<K extends string>({
  ns,
  switchKey,
  switched,
  indentSize,
  setOptions,
  indent,
}: FormatterOptionsProps<K>) {
  const { t } = useTranslation(ns);
  const onSwitch = useCallback(
    (value: boolean) => setOptions({ [switchKey]: value } as Partial<Record<K, boolean>>),
    [setOptions, switchKey],
  );
  const onIndentSize = useCallback((value: number) => setOptions({ indentSize: value }), [setOptions]);
  return (
    <>
      <Switch label={t(switchKey)} isSelected={switched} onChange={onSwitch} />
      <NumberInput
        label={t('indentSize')}
        value={indentSize}
        onChange={onIndentSize}
        error={isIndentIn(indent, indentSize) ? undefined : t('indentRange', { min: indent.min, max: indent.max })}
      />
    </>
  );
}

export const FormatterOptions = memo(FormatterOptionsImpl) as typeof FormatterOptionsImpl;
