import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableOutput } from '@/components/CopyableOutput';
import { SourceText } from '@/components/SourceText';
import { useErrorText } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { Card } from '@/ui/Card';
import { TIME_LIMIT_MS } from './limits';

/** mathjs lives in the math worker only (logic.ts): this page never imports it. */
export default function MathEvaluator() {
  const { t } = useTranslation('math-evaluator');
  const errorText = useErrorText('math-evaluator');
  const [state, setState] = useToolState({ expression: '' });
  const [expression, setExpression] = useRememberedText(state.expression, (value) => setState({ expression: value }));

  // A run superseded by a newer expression terminates the worker: a long evaluation would hold up the new one.
  const live = useLiveWorker('math', 'evaluateExpression', expression.trim() ? [expression] : null, {
    debounceMs: 150,
    restartWhenSuperseded: true,
    progress: true,
  });

  // The worker reports when the evaluation itself starts; past the limit the run is cancelled,
  // which terminates the worker (the next expression gets a fresh one).
  const [timedOut, setTimedOut] = useState<readonly unknown[] | null>(null);
  const { state: run, cancel } = live;
  const evaluatingSince = run.status === 'running' ? run.progressAt : undefined;
  useEffect(() => {
    if (run.status !== 'running' || evaluatingSince === undefined) return;
    const args = run.args;
    const timer = setTimeout(
      () => {
        setTimedOut(args);
        cancel();
      },
      Math.max(0, TIME_LIMIT_MS - (performance.now() - evaluatingSince)),
    );
    return () => clearTimeout(timer);
  }, [run, evaluatingSince, cancel]);

  const tooLong = run.status === 'cancelled' && timedOut === run.args;
  const error = tooLong ? t('timeout') : errorText(live.error);
  const result = live.value ?? '';

  // The card follows the last answer: shown for a non-empty result, hidden for an error or a blank
  // expression, and kept (blank) while the next answer is awaited, so it does not flicker as one types.
  const blank = !expression.trim();
  const settled =
    run.status === 'done' ? result !== '' : blank || run.status === 'error' || run.status === 'cancelled' ? false : undefined;
  const [cardKept, setCardKept] = useState(false);
  if (settled !== undefined && settled !== cardKept) setCardKept(settled);
  const showCard = settled ?? cardKept;

  return (
    <>
      <Card>
        <SourceText
          label={t('expression')}
          value={expression}
          onChange={setExpression}
          placeholder={t('placeholder')}
          monospace
          autoFocus
          rows={1}
          error={error}
        />
        {/* Elapsed time and Cancel after 300 ms; the evaluation has no steps to count. */}
        <TaskStatus {...taskStatusProps(run)} progress={undefined} onCancel={cancel} />
      </Card>
      {showCard ? (
        <Card title={t('result')}>
          <CopyableOutput label={t('result')} value={result} />
        </Card>
      ) : null}
    </>
  );
}
