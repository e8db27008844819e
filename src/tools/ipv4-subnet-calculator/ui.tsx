import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { usePagedListText } from '@/hooks/usePagedListText';
import { useToolState } from '@/hooks/useToolState';
import { InputError, isInputError } from '@/lib/errors';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { TextCopyable } from '@/ui/TextCopyable';
import { ValueRow } from '@/ui/ValueRow';
import { addressInBlock, adjacentBlock, describeSubnet, ipClass, parseSubnet, type Subnet } from './logic';
import styles from './ui.module.css';

const defaults = { input: '192.168.0.1/24' };

function parse(input: string): { subnet?: Subnet; error?: InputError } {
  if (!input.trim()) return {};
  try {
    return { subnet: parseSubnet(input) };
  } catch (error) {
    if (isInputError(error)) return { error };
    throw error;
  }
}

/** The subnet's figures. Memoised: it renders only when the subnet changes. */
const SubnetDetails = memo(function SubnetDetails({ subnet }: { subnet: Subnet }) {
  const { t } = useTranslation('ipv4-subnet-calculator');
  const details = describeSubnet(subnet);
  return (
    <div>
      {details.rows.map((row) => (
        <ValueRow key={row.key} label={t(row.key)}>
          <TextCopyable value={row.value} monospace />
        </ValueRow>
      ))}
      <ValueRow label={t('broadcastAddress')}>
        {details.broadcast ? (
          <TextCopyable value={details.broadcast} monospace />
        ) : (
          <span className={styles.muted}>{t('noBroadcast')}</span>
        )}
      </ValueRow>
      <ValueRow label={t('ipClass')}>
        <TextCopyable value={ipClass(subnet.address)} />
      </ValueRow>
    </div>
  );
});

const AddressList = memo(function AddressList({ subnet }: { subnet: Subnet }) {
  const { t } = useTranslation('ipv4-subnet-calculator');
  const listText = usePagedListText('ipv4-subnet-calculator');
  const itemAt = useCallback((index: number) => addressInBlock(subnet, index), [subnet]);
  return (
    <PagedList
      listKey={`${subnet.network}/${subnet.prefix}`}
      title={t('addresses')}
      count={subnet.size}
      itemAt={itemAt}
      text={listText}
    />
  );
});

export default function Ipv4SubnetCalculator() {
  const { t } = useTranslation('ipv4-subnet-calculator');
  const [state, setState] = useToolState(defaults);
  const setter = useFieldSetters(setState);
  const { subnet: current, error } = useMemo(() => parse(state.input), [state.input]);
  // The field answers each keystroke at once; the figures and the list follow in an
  // interruptible render, so no task of a keystroke runs long on a slow phone.
  const subnet = useDeferredValue(current);

  return (
    <div className={styles.tool}>
      <Card>
        <InputText
          label={t('input')}
          value={state.input}
          onChange={setter('input')}
          placeholder={t('placeholder')}
          monospace
          rawText
          error={error ? t('parseError') : undefined}
          errorDetail={error ? t(error.key, error.params) : undefined}
        />
        {subnet ? (
          <>
            <SubnetDetails subnet={subnet} />
            <div className={styles.actions}>
              <Button onPress={() => setState({ input: adjacentBlock(subnet, -1) })}>{t('previousBlock')}</Button>
              <Button onPress={() => setState({ input: adjacentBlock(subnet, 1) })}>{t('nextBlock')}</Button>
            </div>
          </>
        ) : null}
      </Card>
      {subnet ? <AddressList subnet={subnet} /> : null}
    </div>
  );
}
