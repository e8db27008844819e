import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isIndentIn, type IndentRange } from '@/lib/indent';
import { NumberInput } from '@/ui/NumberInput';
import { Switch } from '@/ui/Switch';

export interface FormatterOptionsProps {
  /** The tool's namespace: the switch's label, `indentSize` and `indentRange` ({{min}}, {{max}}). */
  ns: string;
  /** Key of the switch's label in `ns` (e.g. sortKeys). */
  switchKey: string;
  switched: boolean;
  onSwitch: (value: boolean) => void;
  indentSize: number;
  onIndentSize: (value: number) => void;
  indent: IndentRange;
}

/**
 * A formatter's options: one switch and the indent size, with its range's message when out of it.
 * Memoised: with stable callbacks, a worker's progress or answer does not draw them again.
 */
export const FormatterOptions = memo(function FormatterOptions({
  ns,
  switchKey,
  switched,
  onSwitch,
  indentSize,
  onIndentSize,
  indent,
}: FormatterOptionsProps) {
  const { t } = useTranslation(ns);
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
});
