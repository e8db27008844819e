import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useFollow, useTask } from '@/hooks/useTask';
import { useRememberedText } from '@/hooks/useTextInput';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Switch } from '@/ui/Switch';
import type { CronOptions, CronReport } from './logic';
import { CronReference } from './reference';
import styles from './ui.module.css';

const SWITCHES = ['verbose', 'use24HourTimeFormat', 'dayOfWeekStartIndexZero'] as const;
const DEFAULTS = { expression: '40 * * * *', verbose: true, use24HourTimeFormat: true, dayOfWeekStartIndexZero: true };
const DEBOUNCE_MS = 150;
// cronstrue (with its 7 other languages) and croner arrive after the page is drawn.
const loadLogic = () => import('./logic');
const NO_ARGS: [] = [];
const NO_REPORT: CronReport = { kind: 'empty', description: '', runs: [] };

type Outcome =
  | { report: CronReport; error?: undefined }
  | { report?: undefined; error: { key: string; params: Record<string, string | number> } };

export default function CrontabGenerator() {
  const { t, i18n } = useTranslation('crontab-generator');
  const [state, setState] = useToolState(DEFAULTS, { query: SWITCHES });
  const setter = useFieldSetters(setState);
  const [expression, setExpression] = useRememberedText(state.expression, (value) => setState({ expression: value }));
  const settled = useDebouncedValue(expression, DEBOUNCE_MS);
  const options: CronOptions = {
    verbose: state.verbose,
    use24HourTimeFormat: state.use24HourTimeFormat,
    dayOfWeekStartIndexZero: state.dayOfWeekStartIndexZero,
  };
  const optionsKey = JSON.stringify(options);
  const language = i18n.resolvedLanguage ?? 'en';
  const logic = useFollow(useTask(loadLogic), NO_ARGS);
  const explainCron = logic.value?.explainCron;
  const outcome = useMemo<Outcome>(() => {
    if (!explainCron) return { report: NO_REPORT };
    try {
      return { report: explainCron(settled, JSON.parse(optionsKey) as CronOptions, language) };
    } catch (error) {
      if (isInputError(error)) return { error: { key: error.key, params: error.params } };
      throw error;
    }
  }, [explainCron, settled, optionsKey, language]);
  // While typing, the last answer belongs to an older text: show nothing rather than something stale.
  const current = settled === expression ? outcome : { report: NO_REPORT };
  const error = current.error;
  const params = error?.params ?? {};
  const detail =
    typeof params.detailKey === 'string'
      ? t(params.detailKey, { ...params, fieldName: typeof params.field === 'string' ? t(`fields.${params.field}`) : '' })
      : typeof params.reason === 'string'
        ? params.reason
        : undefined;
  const report = current.report;
  const description = report?.kind === 'reboot' ? t('reboot') : (report?.description ?? '');
  const descriptionId = useId();
  const runsId = useId();

  return (
    <>
      <Card>
        <InputText
          label={t('expression')}
          value={expression}
          onChange={setExpression}
          placeholder="* * * * *"
          monospace
          rawText
          className={styles.large}
          error={error ? t(error.key) : undefined}
          errorDetail={detail}
        />
        <TaskError error={logic.error} ns="crontab-generator" />
        <div className={styles.switches}>
          {SWITCHES.map((key) => (
            <Switch key={key} label={t(key)} isSelected={state[key]} onChange={setter(key)} />
          ))}
        </div>
        <div>
          <span id={descriptionId} className={styles.label}>
            {t('description')}
          </span>
          <output aria-labelledby={descriptionId} aria-live="polite" className={styles.description}>
            {description}
          </output>
        </div>
        <div>
          <span id={runsId} className={styles.label}>
            {t('nextRuns')}
          </span>
          {report?.kind === 'schedule' && report.runs.length === 0 ? (
            <p className={styles.muted}>{t('noNextRuns')}</p>
          ) : (
            <ol aria-labelledby={runsId} className={styles.runs}>
              {(report?.runs ?? []).map((run) => (
                <li key={run}>{run}</li>
              ))}
            </ol>
          )}
        </div>
      </Card>
      <CronReference />
    </>
  );
}
