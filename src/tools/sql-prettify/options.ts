/** The formatter's options, without the formatter itself (the page imports this; the worker formats). */

/** The offered dialects, in the menu's order. */
export const SQL_DIALECT_IDS = [
  'bigquery',
  'db2',
  'hive',
  'mariadb',
  'mysql',
  'n1ql',
  'plsql',
  'postgresql',
  'redshift',
  'spark',
  'sql',
  'sqlite',
  'transactsql',
] as const;

export type SqlDialect = (typeof SQL_DIALECT_IDS)[number];
export type KeywordCase = 'upper' | 'lower' | 'preserve';
export type IndentStyle = 'standard' | 'tabularLeft' | 'tabularRight';

export const KEYWORD_CASES: readonly KeywordCase[] = ['upper', 'lower', 'preserve'];
export const INDENT_STYLES: readonly IndentStyle[] = ['standard', 'tabularLeft', 'tabularRight'];

export interface SqlFormatOptions {
  dialect: SqlDialect;
  keywordCase: KeywordCase;
  indentStyle: IndentStyle;
}

export const DEFAULT_SQL_OPTIONS: SqlFormatOptions = { dialect: 'sql', keywordCase: 'upper', indentStyle: 'standard' };

export const isSqlDialect = (value: unknown): value is SqlDialect =>
  typeof value === 'string' && (SQL_DIALECT_IDS as readonly string[]).includes(value);
