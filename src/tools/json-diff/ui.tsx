import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentInput, documentWorkerOptions } from '@/components/DocumentInput';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useCopy } from '@/hooks/useCopy';
import { useRememberedText } from '@/hooks/useTextInput';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker, useWorker } from '@/hooks/useWorker';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { Switch } from '@/ui/Switch';
import type { JsonDiffLines } from './lines';
import styles from './ui.module.css';
import { JsonDiffView } from './view';

const summaryCounts = ({ added, removed, updated }: JsonDiffLines) => ({ added, removed, updated });

const DEFAULTS = { left: '', right: '', onlyDifferences: false, matchArraysByContent: false };

export default function JsonDiffTool() {
  const { t } = useTranslation('json-diff');
  const [state, setState] = useToolState(DEFAULTS, { query: ['onlyDifferences', 'matchArraysByContent'] });
  const setter = useFieldSetters(setState);
  const [left, setLeft] = useRememberedText(state.left, (value) => setState({ left: value }));
  const [right, setRight] = useRememberedText(state.right, (value) => setState({ right: value }));
  const { onlyDifferences, matchArraysByContent } = state;
  const options = useMemo(() => ({ matchArraysByContent }), [matchArraysByContent]);
  const live = useLiveWorker('diff', 'jsonDiff', [left, right, options], documentWorkerOptions(left, right));
  const valueOf = useWorker('diff', 'jsonDiffValue');
  const { copy } = useCopy();
  const invalid = isInputError(live.error) && live.error.key === 'invalidJson' ? live.error.params : undefined;
  const result = live.value;

  const onCopy = async (line: number) => {
    if (!result) return;
    const text = await valueOf.run(result.token, line);
    if (typeof text === 'string') await copy(text);
  };

  return (
    <>
      <Card>
        {/* Documents over 256 K characters stay out of the fields: a field lays out all its text (seconds for 5 MB). */}
        <div className={styles.inputs}>
          <DocumentInput
            ns="json-diff"
            labelKey="left"
            placeholderKey="leftPlaceholder"
            value={left}
            onChange={setLeft}
            rows={20}
            fileButtonNamesField
            error={invalid?.left ? t('invalidJson') : undefined}
          />
          <DocumentInput
            ns="json-diff"
            labelKey="right"
            placeholderKey="rightPlaceholder"
            value={right}
            onChange={setRight}
            rows={20}
            fileButtonNamesField
            error={invalid?.right ? t('invalidJson') : undefined}
          />
        </div>
        <div className={styles.options}>
          <Switch label={t('matchArraysByContent')} isSelected={matchArraysByContent} onChange={setter('matchArraysByContent')} />
        </div>
        <TaskStatus {...taskStatusProps(live.state)} onCancel={live.cancel} />
        {invalid ? null : <TaskError error={live.error} ns="json-diff" />}
      </Card>
      <Card title={t('diff')}>
        {/* Always in the page, so that each new answer is announced; blank while there is none. */}
        <p className={result?.same ? styles.same : styles.summary} role="status">
          {!result ? '' : result.same || !result.lines ? t('same') : t('summary', summaryCounts(result.lines))}
        </p>
        {result?.lines && !result.same ? (
          <>
            <Switch label={t('onlyDifferences')} isSelected={onlyDifferences} onChange={setter('onlyDifferences')} />
            <JsonDiffView lines={result.lines} onlyDifferences={onlyDifferences} onCopy={(line) => void onCopy(line)} />
            <p className={styles.summary}>{t('copyHint')}</p>
          </>
        ) : null}
        <TaskError error={valueOf.state.status === 'error' ? valueOf.state.error : undefined} ns="json-diff" />
      </Card>
    </>
  );
}
