import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { isInputError, type InputError } from '@/lib/errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CopyableOutput } from '@/components/CopyableOutput';
import { InputText } from '@/ui/InputText';
import { ntpTimestamp, parseMac, ulaPrefix, type UlaPrefix } from './logic';
import styles from './ui.module.css';

const defaults = { mac: '20:37:06:12:34:56' };

export default function Ipv6UlaGenerator() {
  const { t } = useTranslation('ipv6-ula-generator');
  const [state, setState] = useToolState(defaults);
  // The time is taken once per Refresh; changing the MAC re-hashes with the same time.
  const [time, setTime] = useState(() => ntpTimestamp(Date.now()));

  const result = useMemo((): { prefix?: UlaPrefix; error?: InputError } => {
    try {
      return { prefix: ulaPrefix(parseMac(state.mac), time) };
    } catch (error) {
      if (isInputError(error)) return { error };
      throw error;
    }
  }, [state.mac, time]);

  const { prefix, error } = result;
  return (
    <Card>
      <Alert type="info">{t('info')}</Alert>
      <div className={styles.mac}>
        <InputText
          label={t('mac')}
          value={state.mac}
          onChange={(mac) => setState({ mac })}
          placeholder={t('macPlaceholder')}
          monospace
          rawText
          error={error ? t('invalidMac') : undefined}
          errorDetail={error ? t(error.key, error.params) : undefined}
        />
        <Button className={styles.refresh} onPress={() => setTime(ntpTimestamp(Date.now()))}>
          {t('refresh')}
        </Button>
      </div>
      {prefix ? (
        <>
          <CopyableOutput label={t('ula')} value={prefix.ula} />
          <CopyableOutput label={t('firstBlock')} value={prefix.firstBlock} />
          <CopyableOutput label={t('lastBlock')} value={prefix.lastBlock} />
        </>
      ) : null}
    </Card>
  );
}
