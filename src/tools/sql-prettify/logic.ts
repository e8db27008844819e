import {
  bigquery,
  db2,
  formatDialect,
  hive,
  mariadb,
  mysql,
  n1ql,
  plsql,
  postgresql,
  redshift,
  spark,
  sql,
  sqlite,
  transactsql,
  type DialectOptions,
} from 'sql-formatter';
import { InputError } from '@/lib/errors';
import {
  DEFAULT_SQL_OPTIONS,
  INDENT_STYLES,
  isSqlDialect,
  KEYWORD_CASES,
  type SqlDialect,
  type SqlFormatOptions,
} from './options';
import { formatByStatement } from './statements';

/** Each offered dialect's definition (only these are bundled). */
export const SQL_DIALECTS = {
  bigquery,
  db2,
  hive,
  mariadb,
  mysql,
  n1ql,
  plsql,
  postgresql,
  redshift,
  spark,
  sql,
  sqlite,
  transactsql,
} as const satisfies Record<SqlDialect, DialectOptions>;

/**
 * The query formatted with 2-space indentation. Whitespace-only input gives ''. A query the
 * dialect's parser refuses throws `invalidSql` with the parser's first line ("Parse error…").
 * Unknown option values fall back to the defaults (they may come from a URL).
 */
export function formatSql(query: string, options: SqlFormatOptions): string {
  if (query.trim() === '') return '';
  const dialect = isSqlDialect(options.dialect) ? options.dialect : DEFAULT_SQL_OPTIONS.dialect;
  const keywordCase = KEYWORD_CASES.includes(options.keywordCase) ? options.keywordCase : DEFAULT_SQL_OPTIONS.keywordCase;
  const indentStyle = INDENT_STYLES.includes(options.indentStyle) ? options.indentStyle : DEFAULT_SQL_OPTIONS.indentStyle;
  const config = { tabWidth: 2, useTabs: false, keywordCase, indentStyle };
  // Unchanged statements come from the cache; any doubt or error: the whole text, whose errors
  // point at their line and column in it.
  const byStatement = formatByStatement(query, SQL_DIALECTS[dialect], config);
  if (byStatement !== null) return byStatement;
  try {
    return formatDialect(query, { dialect: SQL_DIALECTS[dialect], ...config });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The parser appends the whole grammar state it expected: the first line says what and where.
    throw new InputError('invalidSql', { reason: message.split('\n')[0]?.trim() ?? message });
  }
}
