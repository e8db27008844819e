import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
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

export default function Ipv4SubnetCalculator() {
  const { t } = useTranslation('ipv4-subnet-calculator');
  const [state, setState] = useToolState(defaults);
  const { subnet, error } = useMemo(() => parse(state.input), [state.input]);
  const listText = usePagedListText('ipv4-subnet-calculator');
  const details = subnet ? describeSubnet(subnet) : undefined;

  return (
    <div className={styles.tool}>
      <Card>
        <InputText
          label={t('input')}
          value={state.input}
          onChange={(input) => setState({ input })}
          placeholder={t('placeholder')}
          monospace
          rawText
          error={error ? t('parseError') : undefined}
          errorDetail={error ? t(error.key, error.params) : undefined}
        />
        {subnet && details ? (
          <>
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
            <div className={styles.actions}>
              <Button onPress={() => setState({ input: adjacentBlock(subnet, -1) })}>{t('previousBlock')}</Button>
              <Button onPress={() => setState({ input: adjacentBlock(subnet, 1) })}>{t('nextBlock')}</Button>
            </div>
          </>
        ) : null}
      </Card>
      {subnet ? (
        <PagedList
          key={`${subnet.network}/${subnet.prefix}`}
          title={t('addresses')}
          count={subnet.size}
          itemAt={(index) => addressInBlock(subnet, index)}
          text={listText}
        />
      ) : null}
    </div>
  );
}
