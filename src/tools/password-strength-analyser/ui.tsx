import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useHoldBusy } from '@/hooks/useHoldBusy';
import { useLiveWorker } from '@/hooks/useWorker';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
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
  // A superseded analysis is ignored, never torn down (that would load the dictionaries again).
  const task = useLiveWorker('strength', 'dictionaryAttack', password ? [password, i18n.language] : null, { debounceMs: 150 });
  const report = task.value;
  return (
    <Card title={t('dictionaryTitle')}>
      <TaskStatus {...taskStatusProps(task.state)} onCancel={task.cancel} />
      <TaskError error={task.error} ns="password-strength-analyser" />
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
  // Never stored: an update must not reload it away.
  useHoldBusy(password !== '', 'unsaved');
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
