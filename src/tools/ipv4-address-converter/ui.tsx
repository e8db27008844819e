import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { isInputError, type InputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { FORMATS, formatAddress, formatAs, parseAddress, parseAs, type Format } from './logic';

const defaults = { address: '192.168.1.1' };

/** What the person is typing in one of the representation fields (kept even while invalid). */
interface Draft {
  format: Format;
  text: string;
}

function attempt<T>(work: () => T): { value?: T; error?: InputError } {
  try {
    return { value: work() };
  } catch (error) {
    if (isInputError(error)) return { error };
    throw error;
  }
}

export default function Ipv4AddressConverter() {
  const { t } = useTranslation('ipv4-address-converter');
  const [state, setState] = useToolState(defaults);
  const [draft, setDraft] = useState<Draft | null>(null);
  const address = useMemo(() => attempt(() => parseAddress(state.address)), [state.address]);
  const draftError = useMemo(() => (draft ? attempt(() => parseAs(draft.text, draft.format)).error : undefined), [draft]);

  const editAddress = (text: string) => {
    setDraft(null);
    setState({ address: text });
  };
  // A valid value typed in any representation rewrites the address; an invalid one stays in its field.
  const editFormat = (format: Format, text: string) => {
    setDraft({ format, text });
    const parsed = attempt(() => parseAs(text, format));
    if (parsed.value !== undefined) setState({ address: formatAddress(parsed.value) });
  };

  const addressError = address.error
    ? { message: t('invalidAddress'), detail: state.address.trim() ? t(address.error.key, address.error.params) : undefined }
    : undefined;

  return (
    <Card>
      <InputText
        label={t('address')}
        value={state.address}
        onChange={editAddress}
        placeholder={t('addressPlaceholder')}
        monospace
        rawText
        error={addressError?.message}
        errorDetail={addressError?.detail}
      />
      {FORMATS.map((format) => {
        const editing = draft?.format === format;
        const shown = address.value === undefined ? '' : formatAs(address.value, format);
        const value = editing ? draft.text : shown;
        return (
          <InputText
            key={format}
            label={t(format)}
            value={value}
            onChange={(text) => editFormat(format, text)}
            placeholder={t('placeholder')}
            monospace
            rawText
            error={editing && draftError ? t(draftError.key) : undefined}
            actions={<CopyButton value={value} label={t(format)} isDisabled={!value || (editing && Boolean(draftError))} />}
          />
        );
      })}
    </Card>
  );
}
