import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskStatus } from '@/components/TaskStatus';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useWorkerTask } from '@/hooks/useWorkerTask';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import type { DictionaryReport } from './dictionary-attack';
import { bruteForce, durationOfSeconds, scientific, type Duration } from './logic';
import styles from './ui.module.css';
import { ValueRow } from '@/ui/ValueRow';

const EXPONENT_FROM = 10n ** 21n;
const STRENGTHS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

/** "3 minutes, 28 seconds" in the UI language; counts ≥ 10^21 in exponent form (3 significant digits). */
function useDurationText() {
  const { t, i18n } = useTranslation('password-strength-analyser');
  const language = i18n.language;
  return useMemo(() => {
    const plain = new Intl.NumberFormat(language);
    const mantissa = new Intl.NumberFormat(language, { maximumSignificantDigits: 3 });
    const count = (value: bigint) => {
      if (value < EXPONENT_FROM) return plain.format(value);
      const { mantissa: m, exponent } = scientific(value);
      return `${mantissa.format(m)}e+${exponent}`;
    };
    return (duration: Duration): string => {
      if (duration.kind === 'instantly') return t('instantly');
      if (duration.kind === 'lessThanASecond') return t('lessThanASecond');
      return duration.parts.map(({ unit, count: n }) => t(`units.${unit}`, { count: Number(n), value: count(n) })).join(', ');
    };
  }, [t, language]);
}

function BruteForceCard({ password }: { password: string }) {
  const { t } = useTranslation('password-strength-analyser');
  const durationText = useDurationText();
  const report = bruteForce(password);
  return (
    <Card title={t('bruteForceTitle')}>
      <div className={styles.headline}>
        <ValueRow label={t('durationToCrack')}>{durationText(report.duration)}</ValueRow>
      </div>
      <ValueRow label={t('passwordLength')}>{report.length}</ValueRow>
      <ValueRow label={t('entropy')}>{report.entropy === 0 ? '0' : report.entropy.toFixed(2)}</ValueRow>
      <ValueRow label={t('charsetSize')}>{report.charsetSize}</ValueRow>
      <ValueRow label={t('score')}>{`${report.score} / 100`}</ValueRow>
      <p className={styles.note}>{t('bruteForceNote')}</p>
    </Card>
  );
}

function DictionaryCard({ password }: { password: string }) {
  const { t, i18n } = useTranslation('password-strength-analyser');
  const durationText = useDurationText();
  const task = useWorkerTask<DictionaryReport, [string, string]>('strength', 'dictionaryAttack');
  const settled = useDebouncedValue(password, 150);
  const { run, status } = task;
  // Latest wins, but a run in progress is never torn down by typing (that would restart the
  // dictionary download): the newest password is analysed as soon as the worker is free.
  const analysed = useRef<{ password: string; language: string }>(undefined);
  useEffect(() => {
    if (!settled || status === 'running') return;
    const wanted = { password: settled, language: i18n.language };
    if (analysed.current?.password === wanted.password && analysed.current.language === wanted.language) return;
    analysed.current = wanted;
    void run(wanted.password, wanted.language);
  }, [settled, i18n.language, status, run]);
  // Shown only when computed from exactly the current password and language: never stale.
  const report = password && settled === password ? task.resultFor(password, i18n.language) : undefined;
  return (
    <Card title={t('dictionaryTitle')}>
      <TaskStatus running={task.status === 'running'} startedAt={task.startedAt} onCancel={task.cancel} />
      <ValueRow label={t('strength')}>
        {report ? `${report.score} / 4 (${t(`strengths.${STRENGTHS[report.score]}`)})` : ''}
      </ValueRow>
      <ValueRow label={t('estimatedGuesses')}>{report ? `10^${report.guessesLog10.toFixed(2)}` : ''}</ValueRow>
      <ValueRow label={t('crackOffline')}>{report ? durationText(durationOfSeconds(report.offlineFastSeconds)) : ''}</ValueRow>
      <ValueRow label={t('crackOnline')}>{report ? durationText(durationOfSeconds(report.onlineThrottledSeconds)) : ''}</ValueRow>
      <ValueRow label={t('warning')}>{report?.warning ?? ''}</ValueRow>
      <ValueRow label={t('suggestions')}>
        {report?.suggestions.length ? (
          <ul className={styles.suggestions}>
            {report.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : null}
      </ValueRow>
    </Card>
  );
}

export default function PasswordStrengthAnalyser() {
  const { t } = useTranslation('password-strength-analyser');
  // Sensitive: the password lives only in this component's state, never stored nor in the URL.
  const [password, setPassword] = useState('');
  return (
    <>
      <Card>
        <InputText
          label={t('password')}
          value={password}
          onChange={setPassword}
          type="password"
          clearable
          autoFocus
          rawText
          placeholder={t('placeholder')}
        />
      </Card>
      <BruteForceCard password={password} />
      <DictionaryCard password={password} />
    </>
  );
}
