import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LargeTextView } from '@/components/LargeTextView';
import { SourceText } from '@/components/SourceText';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useLastAnswer } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { isInputError } from '@/lib/errors';
import { oneOf } from '@/lib/query-options';
import { Card } from '@/ui/Card';
import { Select } from '@/ui/Select';
import {
  DEFAULT_SQL_OPTIONS,
  INDENT_STYLES,
  isSqlDialect,
  KEYWORD_CASES,
  SQL_DIALECT_IDS,
  type IndentStyle,
  type KeywordCase,
  type SqlDialect,
  type SqlFormatOptions,
} from './options';
import styles from './ui.module.css';

const DEFAULT_QUERY = 'select field1,field2,field3 from my_table where my_condition;';
const OPTION_KEYS = ['dialect', 'keywordCase', 'indentStyle'] as const;
/** Queries up to this size format at every keystroke; longer ones once typing pauses (latest wins). */
const IMMEDIATE_CHARS = 64 * 1024;
const SETTLE_MS = 200;

/** The three options. Memoised on their values: typing a query does not re-render these selects. */
const SqlOptions = memo(function SqlOptions({
  options,
  setOptions,
}: {
  options: SqlFormatOptions;
  setOptions: (patch: Partial<SqlFormatOptions>) => void;
}) {
  const { t } = useTranslation('sql-prettify');
  return (
    <Card>
      <div className={styles.options}>
        <Select<SqlDialect>
          label={t('dialect')}
          value={options.dialect}
          onChange={(value) => setOptions({ dialect: value })}
          options={SQL_DIALECT_IDS.map((id) => ({ value: id, label: t(`dialects.${id}`) }))}
        />
        <Select<KeywordCase>
          label={t('keywordCase')}
          value={options.keywordCase}
          onChange={(value) => setOptions({ keywordCase: value })}
          options={KEYWORD_CASES.map((id) => ({ value: id, label: t(`keywordCases.${id}`) }))}
        />
        <Select<IndentStyle>
          label={t('indentStyle')}
          value={options.indentStyle}
          onChange={(value) => setOptions({ indentStyle: value })}
          options={INDENT_STYLES.map((id) => ({ value: id, label: t(`indentStyles.${id}`) }))}
        />
      </div>
    </Card>
  );
});

export default function SqlPrettify() {
  const { t } = useTranslation('sql-prettify');
  // Only the options are kept: the query is not stored.
  const [state, setState] = useToolState<SqlFormatOptions>(DEFAULT_SQL_OPTIONS, {
    query: OPTION_KEYS,
    persist: OPTION_KEYS,
    valid: { dialect: isSqlDialect, keywordCase: oneOf(KEYWORD_CASES), indentStyle: oneOf(INDENT_STYLES) },
  });
  const [query, setQuery] = useState(DEFAULT_QUERY);
  const dialect: SqlDialect = isSqlDialect(state.dialect) ? state.dialect : DEFAULT_SQL_OPTIONS.dialect;
  const keywordCase = KEYWORD_CASES.includes(state.keywordCase) ? state.keywordCase : DEFAULT_SQL_OPTIONS.keywordCase;
  const indentStyle = INDENT_STYLES.includes(state.indentStyle) ? state.indentStyle : DEFAULT_SQL_OPTIONS.indentStyle;
  // One object per distinct choice: the worker call follows its arguments by identity.
  const options = useMemo<SqlFormatOptions>(() => ({ dialect, keywordCase, indentStyle }), [dialect, keywordCase, indentStyle]);
  const large = query.length > IMMEDIATE_CHARS;
  const live = useLiveWorker('sql', 'formatSql', [query, options], {
    debounceMs: large ? SETTLE_MS : 0,
    restartWhenSuperseded: large,
  });
  // The last answer stays while the next is computed: the output does not blink at each keystroke.
  const answer = useLastAnswer(live);
  const inputError = isInputError(answer.error) ? answer.error : undefined;

  return (
    <>
      <SqlOptions options={options} setOptions={setState} />
      <Card>
        <SourceText
          label={t('input')}
          value={query}
          onChange={setQuery}
          placeholder={t('inputPlaceholder')}
          monospace
          openFile
          // This render sends the text to the worker: deferring it to the next task delayed the
          // answer by the render (~25 ms at the bench's 4x) and left the longest task as long.
          deferTool={false}
          error={inputError ? t(inputError.key, inputError.params) : undefined}
        />
        <TaskStatus {...taskStatusProps(live.state)} onCancel={live.cancel} />
        {inputError ? null : <TaskError error={answer.error} ns="sql-prettify" />}
        <LargeTextView
          label={t('output')}
          value={answer.value ?? ''}
          downloadName="query.sql"
          mimeType="application/sql;charset=utf-8"
        />
      </Card>
    </>
  );
}
