import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskStatus } from '@/components/TaskStatus';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { useWorkerTask } from '@/hooks/useWorkerTask';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { isValidCost, SLOW_COST } from './logic';
import styles from './ui.module.css';

const DEBOUNCE_MS = 300;

function HashCard() {
  const { t } = useTranslation('bcrypt');
  const [options, setOptions] = useToolState({ saltCount: 10 }, { persist: ['saltCount'] });
  const [text, setText] = useState('');
  const task = useWorkerTask<string, [string, number]>('kdf', 'bcryptHash');
  const costValid = isValidCost(options.saltCount);
  const settled = useDebouncedValue({ text, cost: options.saltCount }, DEBOUNCE_MS);
  const { run, reset } = task;

  // New input cancels the run in progress at once; the next run starts once typing settles.
  useEffect(() => reset(), [text, options.saltCount, reset]);
  useEffect(() => {
    if (isValidCost(settled.cost)) void run(settled.text, settled.cost);
  }, [settled, run]);

  const hash = (costValid && task.resultFor(text, options.saltCount)) || '';
  return (
    <Card title={t('hashTitle')}>
      <InputText label={t('yourString')} value={text} onChange={setText} placeholder={t('hashPlaceholder')} rawText />
      <NumberInput
        label={t('saltCount')}
        value={options.saltCount}
        onChange={(saltCount) => setOptions({ saltCount })}
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
      <TaskStatus running={task.status === 'running'} startedAt={task.startedAt} onCancel={task.cancel} />
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
  // Its own worker instance, so a new hash run never cancels a comparison.
  const task = useWorkerTask<boolean, [string, string]>('kdf', 'bcryptCompare', { instance: 1 });
  const settled = useDebouncedValue({ text, hash }, DEBOUNCE_MS);
  const { run, reset } = task;
  useEffect(() => reset(), [text, hash, reset]);
  useEffect(() => {
    if (settled.hash.trim()) void run(settled.text, settled.hash);
  }, [settled, run]);

  const match = hash.trim() ? task.resultFor(text, hash) : undefined;
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
      <TaskStatus running={task.status === 'running'} startedAt={task.startedAt} onCancel={task.cancel} />
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
