import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { Table } from '@/ui/Table';
import {
  benchmarkResults,
  DEFAULT_SUITES,
  EMPTY_SUITES,
  parseStoredSuites,
  toBulletList,
  toMarkdownTable,
  withNewSuite,
  type Headers,
  type ResultRow,
  type Suite,
} from './logic';
import { SuiteCard } from './SuiteCard';
import styles from './ui.module.css';

/** The table, or no rows while a measure is not a number (its field says so). */
function resultsOf(suites: readonly Suite[], unit: string): ResultRow[] {
  try {
    return benchmarkResults(suites, unit);
  } catch (error) {
    if (isInputError(error)) return [];
    throw error;
  }
}

const COLUMNS = ['position', 'title', 'samples', 'mean', 'variance'] as const;

/** The ranking and its copy buttons. Memoised: it follows the typed measures in a deferred render. */
const Results = memo(function Results({ rows }: { rows: ResultRow[] }) {
  const { t } = useTranslation('benchmark-builder');
  const headers: Headers = {
    position: t('position'),
    title: t('suite'),
    samples: t('samples'),
    mean: t('mean'),
    variance: t('variance'),
  };
  return (
    <Card title={t('results')}>
      <Table data={rows} headers={COLUMNS.map((key) => ({ key, label: headers[key] }))} description={t('results')} />
      <div className={styles.buttons}>
        <CopyButton
          value={toMarkdownTable(rows, headers)}
          label={t('results')}
          text={t('copyMarkdown')}
          isDisabled={!rows.length}
        />
        <CopyButton value={toBulletList(rows, headers)} label={t('results')} text={t('copyBullets')} isDisabled={!rows.length} />
      </div>
    </Card>
  );
});

export default function BenchmarkBuilder() {
  const { t } = useTranslation('benchmark-builder');
  const [state, setState] = useToolState({ suites: JSON.stringify(DEFAULT_SUITES), unit: '' }, { query: ['unit'] });
  const setter = useFieldSetters(setState);
  const suites = useMemo(() => parseStoredSuites(state.suites, DEFAULT_SUITES), [state.suites]);
  const setSuites = (next: readonly Suite[]) => setState({ suites: JSON.stringify(next) });
  // The typed field answers at once; the ranking follows in an interruptible render.
  const rows = useDeferredValue(useMemo(() => resultsOf(suites, state.unit), [suites, state.unit]));

  return (
    <>
      <div className={styles.suites}>
        {suites.map((suite, index) => (
          <SuiteCard
            // Suites have no identity but their place; every field is controlled, so index keys are safe.
            key={index}
            suite={suite}
            position={index + 1}
            onChange={(changed) => setSuites(suites.map((s, i) => (i === index ? changed : s)))}
            onDelete={suites.length > 1 ? () => setSuites(suites.filter((_, i) => i !== index)) : undefined}
          />
        ))}
      </div>
      <Card>
        <div className={styles.controls}>
          <Button onPress={() => setSuites(withNewSuite(suites))}>{t('addSuite')}</Button>
          <InputText
            label={t('unit')}
            value={state.unit}
            onChange={setter('unit')}
            placeholder={t('unitPlaceholder')}
            className={styles.unit}
          />
          <Button variant="warning" onPress={() => setSuites(EMPTY_SUITES)}>
            {t('resetSuites')}
          </Button>
        </div>
      </Card>
      <Results rows={rows} />
    </>
  );
}
