import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useHoldBusy } from '@/hooks/useHoldBusy';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { isValidCost, SLOW_COST } from './options';
import styles from './ui.module.css';

const DEBOUNCE_MS = 300;

function HashCard() {
  const { t } = useTranslation('bcrypt');
  const [options, setOptions] = useToolState({ saltCount: 10 }, { persist: ['saltCount'] });
  const setter = useFieldSetters(setOptions);
  const [text, setText] = useState('');
  const costValid = isValidCost(options.saltCount);
  useHoldBusy(text !== '', 'unsaved');
  // bcrypt is synchronous WASM: a superseded run restarts the worker instead of delaying the new one.
  const live = useLiveWorker('kdf', 'bcryptHash', costValid ? [text, options.saltCount] : null, {
    debounceMs: DEBOUNCE_MS,
    restartWhenSuperseded: true,
  });
  const hash = live.value ?? '';
  return (
    <Card title={t('hashTitle')}>
      <InputText label={t('yourString')} value={text} onChange={setText} placeholder={t('hashPlaceholder')} rawText />
      <NumberInput
        label={t('saltCount')}
        value={options.saltCount}
        onChange={setter('saltCount')}
        placeholder={t('saltPlaceholder')}
        error={costValid ? undefined : t('saltError')}
      />
      {costValid && options.saltCount > SLOW_COST ? <Alert type="warning">{t('slowWarning')}</Alert> : null}
      <InputText
        label={t('hashed')}
        value={hash}
        readOnly
        monospace
        rawText
        placeholder=""
        actions={<CopyButton value={hash} label={t('hashed')} isDisabled={!hash} toast={t('copiedHash')} />}
      />
      <TaskStatus {...taskStatusProps(live.state)} onCancel={live.cancel} />
      <TaskError error={live.error} ns="bcrypt" />
      <div className={styles.actions}>
        <CopyButton
          value={hash}
          label={t('hashed')}
          text={t('copyHash')}
          size="medium"
          isDisabled={!hash}
          toast={t('copiedHash')}
        />
      </div>
    </Card>
  );
}

function CompareCard() {
  const { t } = useTranslation('bcrypt');
  const [text, setText] = useState('');
  const [hash, setHash] = useState('');
  useHoldBusy(text !== '' || hash !== '', 'unsaved');
  // Its own worker instance, so a hash run never delays a comparison.
  const live = useLiveWorker('kdf', 'bcryptCompare', hash.trim() ? [text, hash] : null, {
    debounceMs: DEBOUNCE_MS,
    instance: 1,
    restartWhenSuperseded: true,
  });
  const match = live.value;
  return (
    <Card title={t('compareTitle')}>
      <InputText label={t('yourString')} value={text} onChange={setText} placeholder={t('comparePlaceholder')} rawText />
      <InputText
        label={t('yourHash')}
        value={hash}
        onChange={setHash}
        placeholder={t('hashComparePlaceholder')}
        rawText
        monospace
      />
      <TaskStatus {...taskStatusProps(live.state)} onCancel={live.cancel} />
      <TaskError error={live.error} ns="bcrypt" />
      <div className={styles.matchRow} role="group" aria-labelledby="bcrypt-match-label">
        <span id="bcrypt-match-label" className={styles.matchLabel}>
          {t('doTheyMatch')}
        </span>
        <output
          aria-labelledby="bcrypt-match-label"
          className={match === undefined ? styles.pending : match ? styles.yes : styles.no}
        >
          {match === undefined ? null : match ? (
            <>
              <CircleCheck size={16} aria-hidden /> {t('yes')}
            </>
          ) : (
            <>
              <CircleX size={16} aria-hidden /> {t('no')}
            </>
          )}
        </output>
      </div>
    </Card>
  );
}

export default function Bcrypt() {
  return (
    <>
      <HashCard />
      <CompareCard />
    </>
  );
}
