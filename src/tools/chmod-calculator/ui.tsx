import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/components/TaskError';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useStableCallback } from '@/hooks/useStableCallback';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { Checkbox } from '@/ui/Checkbox';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { Switch } from '@/ui/Switch';
import {
  chmodCommand,
  NO_PERMISSIONS,
  parseOctal,
  parseSymbolic,
  RIGHTS,
  SCOPES,
  toOctal,
  toSymbolic,
  type Permissions,
  type Right,
  type Scope,
} from './logic';
import styles from './ui.module.css';

const SPECIAL_BITS = ['setuid', 'setgid', 'sticky'] as const;
type SpecialBit = (typeof SPECIAL_BITS)[number];
/** One box of the grid: a right of a scope, or a special bit. */
type Bit = { scope: Scope; right: Right } | { special: SpecialBit };

const withBit = (permissions: Permissions, bit: Bit, value: boolean): Permissions =>
  'special' in bit
    ? { ...permissions, [bit.special]: value }
    : { ...permissions, [bit.scope]: { ...permissions[bit.scope], [bit.right]: value } };

// Each box's bit, made once: a box keeps its props from one render to the next and is skipped.
const RIGHT_BITS = Object.fromEntries(
  SCOPES.map((scope) => [scope, Object.fromEntries(RIGHTS.map((right) => [right, { scope, right }]))]),
) as Record<Scope, Record<Right, Bit>>;
const SPECIAL = Object.fromEntries(SPECIAL_BITS.map((special) => [special, { special }])) as Record<SpecialBit, Bit>;

/** A box of the grid; memoised, so ticking one box draws only that one again. */
const BitBox = memo(function BitBox({
  bit,
  label,
  labelHidden,
  isSelected,
  onToggle,
}: {
  bit: Bit;
  label: string;
  labelHidden?: boolean;
  isSelected: boolean;
  onToggle: (bit: Bit, value: boolean) => void;
}) {
  return <Checkbox label={label} labelHidden={labelHidden} isSelected={isSelected} onChange={(value) => onToggle(bit, value)} />;
});
const DEFAULTS: { mode: string; recursive: boolean } = { mode: '000', recursive: false };

/** The text being typed in an editable output, and its failure when it does not parse. */
interface Draft {
  field: 'octal' | 'symbolic';
  text: string;
  error?: unknown;
}

function permissionsOf(octal: string): Permissions {
  try {
    return parseOctal(octal);
  } catch {
    return NO_PERMISSIONS; // a bad value from an old link or storage: start from nothing set
  }
}

function isOctalMode(octal: string): boolean {
  try {
    parseOctal(octal);
    return true;
  } catch {
    return false;
  }
}

export default function ChmodCalculator() {
  const { t } = useTranslation('chmod-calculator');
  const errorText = useErrorText('chmod-calculator');
  // The mode lives as its octal form: a short, readable URL (?mode=755).
  const [state, setState] = useToolState(DEFAULTS, { query: ['mode', 'recursive'], valid: { mode: isOctalMode } });
  const permissions = permissionsOf(state.mode);
  const octal = toOctal(permissions);
  const [draft, setDraft] = useState<Draft>();
  const invalid = draft?.error !== undefined;
  // A field being retyped from empty: no error (empty input is not wrong), but nothing to show elsewhere.
  const cleared = draft !== undefined && draft.text.trim() === '';
  const unshown = invalid || cleared;

  const set = useFieldSetters(setState);
  const setPermissions = (next: Permissions) => setState({ mode: toOctal(next) });
  const toggle = useStableCallback((bit: Bit, value: boolean) => {
    setDraft(undefined);
    setPermissions(withBit(permissions, bit, value));
  });
  const edit = (field: Draft['field'], text: string) => {
    if (text.trim() === '') {
      setDraft({ field, text });
      return;
    }
    try {
      setPermissions(field === 'octal' ? parseOctal(text) : parseSymbolic(text));
      setDraft({ field, text });
    } catch (error) {
      setDraft({ field, text, error });
    }
  };
  // What a field shows: the text being typed in it, else the value of the boxes (blank while the other field is invalid or empty).
  const shown = (field: Draft['field'], value: string) => (draft?.field === field ? draft.text : unshown ? '' : value);
  const command = unshown ? '' : chmodCommand(octal, state.recursive);
  // Under "Invalid octal permission", what chmod accepts (or that the value is too large).
  const octalReason = draft?.field === 'octal' && isInputError(draft.error) ? draft.error.params.reason : undefined;

  return (
    <Card>
      <table className={styles.grid}>
        <thead>
          <tr>
            <td />
            {SCOPES.map((scope) => (
              <th key={scope} scope="col">
                {t(`scopes.${scope}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {RIGHTS.map((right) => (
            <tr key={right}>
              <th scope="row">{t(`rights.${right}`)}</th>
              {SCOPES.map((scope) => (
                <td key={scope}>
                  <BitBox
                    bit={RIGHT_BITS[scope][right]}
                    label={t(`boxes.${scope}.${right}`)}
                    labelHidden
                    isSelected={permissions[scope][right]}
                    onToggle={toggle}
                  />
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('special')}</th>
            {SPECIAL_BITS.map((bit) => (
              <td key={bit}>
                <BitBox bit={SPECIAL[bit]} label={t(`specialBits.${bit}`)} isSelected={permissions[bit]} onToggle={toggle} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <Switch label={t('recursive')} isSelected={state.recursive} onChange={set('recursive')} />
      <div className={styles.outputs}>
        <InputText
          label={t('octal')}
          value={shown('octal', octal)}
          onChange={(text) => edit('octal', text)}
          monospace
          rawText
          inputMode="numeric"
          placeholder="755"
          error={draft?.field === 'octal' ? errorText(draft.error) : undefined}
          errorDetail={octalReason ? t(`errors.octalReason.${octalReason}`) : undefined}
          actions={<CopyButton value={octal} label={t('octal')} isDisabled={unshown} />}
        />
        <InputText
          label={t('symbolic')}
          value={shown('symbolic', toSymbolic(permissions))}
          onChange={(text) => edit('symbolic', text)}
          monospace
          rawText
          placeholder="rwxr-xr-x"
          error={draft?.field === 'symbolic' ? errorText(draft.error) : undefined}
          actions={<CopyButton value={toSymbolic(permissions)} label={t('symbolic')} isDisabled={unshown} />}
        />
      </div>
      <InputText
        label={t('command')}
        value={command}
        readOnly
        monospace
        rawText
        placeholder=""
        actions={<CopyButton value={command} label={t('command')} isDisabled={!command} />}
      />
    </Card>
  );
}
