import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { ColorPicker } from '@/ui/ColorPicker';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { COLOR_FIELDS, formatColor, INITIAL_COLOR, parseColor, type ColorField } from './logic';
import styles from './ui.module.css';

/** The field being edited keeps its text as typed; the others are derived from the colour. */
type Drafts = Partial<Record<ColorField, string>>;

function parsed(field: ColorField, text: string): { hex?: string; invalid?: boolean } {
  try {
    return { hex: parseColor(field, text) };
  } catch (error) {
    if (isInputError(error)) return { invalid: true };
    throw error;
  }
}

export default function ColorConverter() {
  const { t } = useTranslation('color-converter');
  const [state, setState] = useToolState({ color: INITIAL_COLOR });
  const [drafts, setDrafts] = useState<Drafts>({});
  // A stored value that is no longer a colour falls back to the initial one.
  const color = useMemo(() => parsed('hex', state.color).hex ?? INITIAL_COLOR, [state.color]);

  const edit = (field: ColorField, text: string) => {
    setDrafts({ [field]: text });
    const { hex } = parsed(field, text);
    // An invalid or blank field leaves the colour, so the other fields keep their values.
    if (hex) setState({ color: hex });
  };

  return (
    <Card>
      <ColorPicker
        label={t('picker')}
        value={color}
        onChange={(hexa) => {
          setDrafts({});
          setState({ color: parseColor('hex', hexa) ?? color });
        }}
        areaLabel={t('pickerArea')}
        hueLabel={t('pickerHue')}
        alphaLabel={t('pickerAlpha')}
      />
      <div className={styles.fields}>
        {COLOR_FIELDS.map((field) => {
          const label = t(`fields.${field}`);
          const draft = drafts[field];
          const derived = formatColor(field, color);
          const value = draft ?? derived ?? t('unknown');
          const invalid = draft !== undefined && parsed(field, draft).invalid;
          return (
            <InputText
              key={field}
              label={label}
              value={value}
              onChange={(text) => edit(field, text)}
              placeholder={t(`placeholders.${field}`)}
              clearable
              monospace
              rawText
              error={invalid ? t('invalidFormat', { label }) : undefined}
              actions={
                <CopyButton value={value} label={label} isDisabled={!value || (draft === undefined && derived === undefined)} />
              }
            />
          );
        })}
      </div>
    </Card>
  );
}
