import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { useFollow, useTask } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { retryableImport } from '@/lib/retryable-import';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { ColorPicker } from '@/ui/ColorPicker';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { COLOR_FIELDS, INITIAL_COLOR, isCanonicalHex, type ColorField } from './fields';
import styles from './ui.module.css';

const NO_ARGS: [] = [];

/** colord (~6 KB gzip) stays out of the first load: the fields draw without it. */
const loadLogic = retryableImport(() => import('./logic'));

type ColorLogic = Awaited<ReturnType<typeof loadLogic>>;

/** The field being edited keeps its text as typed; the others are derived from the colour. */
type Drafts = Partial<Record<ColorField, string>>;

function parsed(logic: ColorLogic, field: ColorField, text: string): { hex?: string; invalid?: boolean } {
  try {
    return { hex: logic.parseColor(field, text) };
  } catch (error) {
    if (isInputError(error)) return { invalid: true };
    throw error;
  }
}

/**
 * One notation's field. Memoised, and given its strings: typing in one field renders it at once,
 * the others follow without translating their labels again.
 */
const ColorFieldInput = memo(function ColorFieldInput({
  field,
  label,
  placeholder,
  value,
  error,
  copyDisabled,
  onEdit,
}: {
  field: ColorField;
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  copyDisabled: boolean;
  onEdit: (field: ColorField, text: string, keepDraft: boolean) => void;
}) {
  return (
    <InputText
      label={label}
      value={value}
      onChange={(text) => onEdit(field, text, true)}
      placeholder={placeholder}
      clearable
      monospace
      rawText
      error={error}
      actions={<CopyButton value={value} label={label} isDisabled={copyDisabled} />}
    />
  );
});

export default function ColorConverter() {
  const { t } = useTranslation('color-converter');
  const [state, setState] = useToolState({ color: INITIAL_COLOR });
  const [drafts, setDrafts] = useState<Drafts>({});
  const logicTask = useTask(loadLogic);
  const loaded = useFollow(logicTask, NO_ARGS);
  const logic = loaded.value;
  // A stored value that is no longer a colour falls back to the initial one.
  const color = useMemo(() => {
    if (logic) return parsed(logic, 'hex', state.color).hex ?? INITIAL_COLOR;
    return isCanonicalHex(state.color) ? state.color : INITIAL_COLOR;
  }, [logic, state.color]);
  // What the person is moving answers at once (the picker, or the typed field's draft), the rest
  // follows in a render that yields to the next keystroke or pointer move: the six other fields
  // drawn in the keystroke's task made it 55-90 ms at the bench's 4x slower CPU.
  const [pickerLeads, setPickerLeads] = useState(false);
  const following = useDeferredValue(color);
  // A typed colour reaches the picker after the fields, in a render of its own: its area and
  // sliders are a quarter of the work, and the fields are what the person reads.
  const [pickerFollows, setPickerFollows] = useState(following);
  useEffect(() => startTransition(() => setPickerFollows(following)), [following]);
  const pickerColor = pickerLeads ? color : pickerFollows;
  const derived = useMemo(
    () => new Map(COLOR_FIELDS.map((field) => [field, logic?.formatColor(field, following)])),
    [logic, following],
  );

  const edit = useCallback(
    (field: ColorField, text: string, keepDraft: boolean) => {
      const apply = (current: ColorLogic) => {
        const { hex } = parsed(current, field, text);
        // An invalid or blank field leaves the colour, so the other fields keep their values.
        if (hex) setState({ color: hex });
      };
      setDrafts(keepDraft ? { [field]: text } : {});
      setPickerLeads(!keepDraft);
      if (logic) apply(logic);
      // Typed before colord arrived: applied when it does (a failed load shows below).
      else
        void loadLogic().then(
          (arrived) => apply(arrived),
          () => undefined,
        );
    },
    [logic, setState],
  );
  const onPicker = useCallback((hexa: string) => edit('hex', hexa, false), [edit]);
  const strings = useMemo(
    () =>
      Object.fromEntries(
        COLOR_FIELDS.map((field) => [field, { label: t(`fields.${field}`), placeholder: t(`placeholders.${field}`) }]),
      ) as Record<ColorField, { label: string; placeholder: string }>,
    [t],
  );

  return (
    <Card>
      <ColorPicker
        label={t('picker')}
        value={pickerColor}
        onChange={onPicker}
        areaLabel={t('pickerArea')}
        hueLabel={t('pickerHue')}
        alphaLabel={t('pickerAlpha')}
      />
      <div className={styles.fields}>
        {COLOR_FIELDS.map((field) => {
          const draft = drafts[field];
          const formatted = derived.get(field);
          // Until colord is here, the fields are blank rather than "Unknown".
          const value = draft ?? (logic ? (formatted ?? t('unknown')) : '');
          const invalid = draft !== undefined && logic !== undefined && parsed(logic, field, draft).invalid === true;
          const { label, placeholder } = strings[field];
          return (
            <ColorFieldInput
              key={field}
              field={field}
              label={label}
              placeholder={placeholder}
              value={value}
              error={invalid ? t('invalidFormat', { label }) : undefined}
              copyDisabled={!value || (draft === undefined && formatted === undefined)}
              onEdit={edit}
            />
          );
        })}
      </div>
      {loaded.error ? (
        <>
          <TaskError error={loaded.error} ns="color-converter" />
          <Button onPress={() => void logicTask.run()}>{t('app:toolError.retry')}</Button>
        </>
      ) : null}
    </Card>
  );
}
