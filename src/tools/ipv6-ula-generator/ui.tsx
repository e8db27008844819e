import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableOutput } from '@/components/CopyableOutput';
import { TaskError } from '@/components/TaskError';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useFollow, useTask } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { isInputError, type InputError } from '@/lib/errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { ntpTimestamp, parseMac, ulaPrefix, type NtpTimestamp, type UlaPrefix } from './logic';
import styles from './ui.module.css';

const defaults = { mac: '20:37:06:12:34:56' };

export default function Ipv6UlaGenerator() {
  const { t } = useTranslation('ipv6-ula-generator');
  const [state, setState] = useToolState(defaults);
  const setter = useFieldSetters(setState);
  // The time is taken once per Refresh; changing the MAC re-hashes with the same time.
  const [time, setTime] = useState(() => ntpTimestamp(Date.now()));

  const parsed = useMemo((): { mac?: Uint8Array; error?: InputError } => {
    try {
      return { mac: parseMac(state.mac) };
    } catch (error) {
      if (isInputError(error)) return { error };
      throw error;
    }
  }, [state.mac]);

  const { error } = parsed;
  return (
    <Card>
      <Alert type="info">{t('info')}</Alert>
      <div className={styles.mac}>
        <InputText
          label={t('mac')}
          value={state.mac}
          onChange={setter('mac')}
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
      {parsed.mac ? <UlaResult mac={parsed.mac} time={time} /> : null}
    </Card>
  );
}

/**
 * The prefix of a valid MAC. WebCrypto's SHA-1 answers within a frame, but asynchronously: the
 * hashing state lives here, so its updates re-render the outputs only, not the field above.
 */
function UlaResult({ mac, time }: { mac: Uint8Array; time: NtpTimestamp }) {
  const hashing = useTask((_context, bytes: Uint8Array, at: NtpTimestamp) => ulaPrefix(bytes, at));
  const live = useFollow(hashing, [mac, time]);
  // The previous prefix stays while the next one is hashed, so the outputs do not blink per keystroke.
  const [last, setLast] = useState<UlaPrefix>();
  if (live.value && live.value !== last) setLast(live.value);
  const prefix = live.error ? undefined : (live.value ?? last);
  return (
    <>
      <TaskError error={live.error} ns="ipv6-ula-generator" />
      {prefix ? <UlaOutputs prefix={prefix} /> : null}
    </>
  );
}

/** Memoised: a new MAC re-renders the outputs once, when its prefix is there. */
const UlaOutputs = memo(function UlaOutputs({ prefix }: { prefix: UlaPrefix }) {
  const { t } = useTranslation('ipv6-ula-generator');
  return (
    <>
      <CopyableOutput label={t('ula')} value={prefix.ula} />
      <CopyableOutput label={t('firstBlock')} value={prefix.firstBlock} />
      <CopyableOutput label={t('lastBlock')} value={prefix.lastBlock} />
    </>
  );
});
