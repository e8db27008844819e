import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { usePagedListText } from '@/hooks/usePagedListText';
import { useToolState } from '@/hooks/useToolState';
import { isInputError, type InputError } from '@/lib/errors';
import { parseIpv4 } from '@/lib/ipv4';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Table } from '@/ui/Table';
import { addressAt, cidrOf, expandRange, formatIpv4, type RangeExpansion } from './logic';
import styles from './ui.module.css';

const defaults = { start: '192.168.1.1', end: '192.168.6.255' };
const NS = 'ipv4-range-expander';

/** A field's address, its error, or nothing while it is empty. */
function parseField(text: string): { value?: number; error?: InputError } {
  if (!text.trim()) return {};
  try {
    return { value: parseIpv4(text) };
  } catch (error) {
    if (isInputError(error)) return { error };
    throw error;
  }
}

function AddressField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(NS);
  const { error } = useMemo(() => parseField(value), [value]);
  return (
    <InputText
      label={label}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      clearable
      monospace
      rawText
      error={error ? t('invalidAddress') : undefined}
      errorDetail={error ? t(error.key, error.params) : undefined}
    />
  );
}

/** The old and new range side by side. Memoised: it renders only when the range changes. */
const ExpansionTable = memo(function ExpansionTable({ expansion }: { expansion: RangeExpansion }) {
  const { t, i18n } = useTranslation(NS);
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <Table
      description={t('tableName')}
      headers={[
        { key: 'label', label: '' },
        { key: 'old', label: t('oldValue') },
        { key: 'new', label: t('newValue') },
      ]}
      data={[
        { label: t('start'), old: formatIpv4(expansion.old.start), new: formatIpv4(expansion.expanded.start) },
        { label: t('end'), old: formatIpv4(expansion.old.end), new: formatIpv4(expansion.expanded.end) },
        { label: t('count'), old: count.format(expansion.old.count), new: count.format(expansion.expanded.count) },
        { label: t('cidr'), old: '', new: cidrOf(expansion) },
      ]}
    />
  );
});

const AddressList = memo(function AddressList({ start, count }: { start: number; count: number }) {
  const { t } = useTranslation(NS);
  const listText = usePagedListText(NS);
  const itemAt = useCallback((index: number) => addressAt(start, index), [start]);
  return <PagedList listKey={`${start}-${count}`} title={t('addresses')} count={count} itemAt={itemAt} text={listText} />;
});

export default function Ipv4RangeExpander() {
  const { t } = useTranslation(NS);
  const [state, setState] = useToolState(defaults);
  const setter = useFieldSetters(setState);
  const start = useMemo(() => parseField(state.start).value, [state.start]);
  const end = useMemo(() => parseField(state.end).value, [state.end]);
  const reversed = start !== undefined && end !== undefined && end < start;
  const current = useMemo(
    () => (start !== undefined && end !== undefined && end >= start ? expandRange(start, end) : undefined),
    [start, end],
  );
  // The fields answer each keystroke at once; the table and the list follow in an interruptible
  // render, so no task of a keystroke runs long on a slow phone.
  const expansion = useDeferredValue(current);

  return (
    <div className={styles.tool}>
      <Card>
        <div className={styles.fields}>
          <AddressField label={t('start')} placeholder={t('startPlaceholder')} value={state.start} onChange={setter('start')} />
          <AddressField label={t('end')} placeholder={t('endPlaceholder')} value={state.end} onChange={setter('end')} />
        </div>
        {expansion ? <ExpansionTable expansion={expansion} /> : null}
        {reversed ? (
          <>
            <Alert type="error" title={t('reversedTitle')}>
              {t('reversedText')}
            </Alert>
            <div className={styles.switch}>
              <Button onPress={() => setState({ start: state.end, end: state.start })}>{t('switch')}</Button>
            </div>
          </>
        ) : null}
      </Card>
      {expansion ? <AddressList start={expansion.old.start} count={expansion.old.count} /> : null}
    </div>
  );
}
