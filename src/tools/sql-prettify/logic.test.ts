import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { formatSql, SQL_DIALECTS } from './logic';
import { DEFAULT_SQL_OPTIONS, type SqlFormatOptions } from './options';

const DEFAULT_QUERY = 'select field1,field2,field3 from my_table where my_condition;';
const opts = (patch: Partial<SqlFormatOptions> = {}): SqlFormatOptions => ({ ...DEFAULT_SQL_OPTIONS, ...patch });

describe('formatSql', () => {
  it.each<[string, string, SqlFormatOptions, string]>([
    [
      'the default query',
      DEFAULT_QUERY,
      opts(),
      'SELECT\n  field1,\n  field2,\n  field3\nFROM\n  my_table\nWHERE\n  my_condition;',
    ],
    ['lowercase keywords', 'SELECT a FROM t', opts({ keywordCase: 'lower' }), 'select\n  a\nfrom\n  t'],
    ['keywords kept as typed', 'Select a From t', opts({ keywordCase: 'preserve' }), 'Select\n  a\nFrom\n  t'],
    [
      'tabular left',
      'select a,b from t join u on t.id=u.id where x=1',
      opts({ indentStyle: 'tabularLeft', keywordCase: 'lower' }),
      'select    a,\n          b\nfrom      t\njoin      u on t.id = u.id\nwhere     x = 1',
    ],
    ['tabular right', 'select a from t', opts({ indentStyle: 'tabularRight' }), '   SELECT a\n     FROM t'],
    ['MySQL backticks', 'select `a b` from `t`', opts({ dialect: 'mysql' }), 'SELECT\n  `a b`\nFROM\n  `t`'],
    [
      'PostgreSQL casts (data types as typed)',
      'select a::int from t',
      opts({ dialect: 'postgresql' }),
      'SELECT\n  a::int\nFROM\n  t',
    ],
    ['T-SQL brackets', 'select [a] from [t]', opts({ dialect: 'transactsql' }), 'SELECT\n  [a]\nFROM\n  [t]'],
    ['Unicode identifiers and strings', "select 'héllo 😀' as ключ from t", opts(), "SELECT\n  'héllo 😀' AS ключ\nFROM\n  t"],
    ['empty input', '  \n\t ', opts(), ''],
    [
      'an unknown dialect (from a URL) falls back to Standard SQL',
      'select a from t',
      opts({ dialect: 'cobol' as never }),
      'SELECT\n  a\nFROM\n  t',
    ],
    [
      'two spaces, never tabs',
      'select a from t where b in (select c from u)',
      opts(),
      'SELECT\n  a\nFROM\n  t\nWHERE\n  b IN (\n    SELECT\n      c\n    FROM\n      u\n  )',
    ],
  ])('%s', (_, query, options, expected) => {
    expect(formatSql(query, options)).toBe(expected);
  });

  it('formats in every offered dialect', () => {
    for (const dialect of Object.keys(SQL_DIALECTS) as (keyof typeof SQL_DIALECTS)[])
      expect(formatSql('select a from t', opts({ dialect }))).toMatch(/^SELECT\n\s+a\nFROM\n\s+t$/);
  });

  it.each<[string, string, SqlFormatOptions, ReturnType<typeof inputErrorOf>]>([
    [
      'unclosed parenthesis: only the first line of the parser message',
      'select ( from',
      opts(),
      { key: 'invalidSql', params: { reason: 'Parse error at token: «EOF» at line 1 column 14' } },
    ],
    [
      'unterminated string',
      'SELECT "abc',
      opts({ dialect: 'mysql' }),
      { key: 'invalidSql', params: { reason: 'Parse error: Unexpected ""abc" at line 1 column 8.' } },
    ],
  ])('%s', (_, query, options, expected) => {
    expect(inputErrorOf(() => formatSql(query, options))).toEqual(expected);
  });
});
