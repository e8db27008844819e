import { formatDialect } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { formatSql, SQL_DIALECTS } from './logic';
import { INDENT_STYLES, KEYWORD_CASES, SQL_DIALECT_IDS, type SqlDialect, type SqlFormatOptions } from './options';

// Statement-by-statement formatting must give exactly what the library gives for the whole text.

/** The library on the whole text: its output, or the first line of its error. */
function whole(query: string, { dialect, keywordCase, indentStyle }: SqlFormatOptions) {
  if (query.trim() === '') return { output: '' };
  try {
    const config = { dialect: SQL_DIALECTS[dialect], tabWidth: 2, useTabs: false, keywordCase, indentStyle };
    return { output: formatDialect(query, config) };
  } catch (error) {
    return { reason: (error as Error).message.split('\n')[0]!.trim() };
  }
}

function ours(query: string, options: SqlFormatOptions) {
  let output = '';
  const error = inputErrorOf(() => (output = formatSql(query, options)));
  return error === 'no error' ? { output } : { reason: (error.params as { reason: string }).reason };
}

const COMMON = [
  "select a, b from t where x = 'a;b' and y = 'it''s; ok'",
  'select "col;name", "a""b" from "t;1"',
  'select 1 -- a comment; not the end\n',
  'select /* ; */ 2 /* multi\nline; */',
  "insert into t (a, b) values (1, 'x'), (2, 'y')",
  'update t set a = 1, b = b + 1 where c in (select c from u where d = 2)',
  'delete from t where id = 3',
  'create table t (id int primary key, name varchar(20) not null)',
  "select case when a > 1 then 'x' else 'y' end as z from t",
  'with c as (select 1 as x) select * from c',
  'select a from t order by x',
  'set x = 1',
  'select count(*) from t group by a having count(*) > 1',
  '',
  '-- only a comment',
  'select 1 -- a line comment before the semicolon\n',
  'begin select 1; select 2; end',
  'create procedure p() begin declare x int; set x = 1; select x; end',
  'select a.set, t.values, b.by from t',
  'select a as set from t',
  'select a from t union all select b from u',
  'select 1 /* sql-formatter-disable */ select   2 ; select 3 /* sql-formatter-enable */',
  '/* sql-formatter-disable */ keep    this; and; this',
  'select (1',
  'select a from t where',
  "select 'abc",
  'select * from t limit 10 offset 5',
  'select x, y from t t1 join u t2 on t1.id = t2.id left join v on v.a = t1.a',
];

const BY_DIALECT: Partial<Record<SqlDialect, string[]>> = {
  postgresql: [
    'create function f() returns int as $$ begin return 1; end; $$ language plpgsql',
    'select $tag$ a; b $tag$, $$;$$',
    "select e'a\\';b', a::text from t",
    'select /* nested /* ; */ still; */ 1',
    'do $$ begin raise notice $q$;$q$; end $$',
  ],
  redshift: ['select $$;$$', "select 'a;b'::varchar"],
  mysql: [
    'select `a;b` from `t`',
    'select 1 # hash comment ;\n',
    "create table t (s set('a','b'))",
    'insert into t values (1) on duplicate key update a = values(a)',
    "select 'a\\';b'",
  ],
  mariadb: ['select `a;b` from t', 'select 1 # hash; comment\n', 'select set(1)', 'select "a;b"'],
  transactsql: [
    'select [a;b] from [t]',
    'begin tran; update t set a = 1; commit tran',
    'create procedure p as begin set nocount on; select 1; end',
    "select N'a;b'",
  ],
  plsql: [
    "select q'[a;b]' from dual",
    'begin null; end',
    'declare x number; begin x := 1; end',
    'create or replace function f return number is begin return 1; end',
    'create sequence s increment by 1',
    'set serveroutput on',
    'set transaction read only',
  ],
  bigquery: [
    "select '''a;b''', r'a;b', b\"x;\"",
    'select struct<a int64, b array<string>>(1, [])',
    'select arr[offset(1)] from t',
    'select `p.d.t;x`',
  ],
  sqlite: ['select [a;b], `c;d` from t', 'create trigger tr after insert on t begin update u set a = 1; end'],
  spark: ["select 'a;b', `c;d`", 'select window(t, "1 minute") from s', 'select items from t'],
  hive: ["select 'a;b', `c;d`", 'select ${hiveconf:x}'],
  db2: ['select "a;b" from t', 'begin atomic declare x int; set x = 1; end'],
  n1ql: ['select `a;b` from b', 'select {"a": 1}'],
};

/** A small seeded generator (the failures repeat). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEPARATORS = [' ', '\n', '', '\n\n', ' -- after; this\n', '\t/* x; */ ', '\r\n'];

function texts(dialect: SqlDialect, count: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const fragments = [...COMMON, ...(BY_DIALECT[dialect] ?? [])];
  return Array.from({ length: count }, () => {
    let text = next() < 0.3 ? pick(SEPARATORS) : '';
    const statements = 2 + Math.floor(next() * 7);
    for (let i = 0; i < statements; i++) text += pick(fragments) + (next() < 0.85 ? ';' : '') + pick(SEPARATORS);
    return text;
  });
}

const REAL = [
  `-- monthly report
select c.name, sum(o.total) as total
from orders o join customers c on c.id = o.customer_id
where o.created_at >= '2024-01-01' -- since January; inclusive
group by c.name;

update stats set refreshed = now(); /* done; */
insert into log (msg) values ('report; ok');`,
  `CREATE TABLE users (id serial PRIMARY KEY, email text UNIQUE);
CREATE INDEX users_email ON users (email);
CREATE FUNCTION touch() RETURNS trigger AS $body$
BEGIN
  NEW.updated = now();
  RETURN NEW;
END;
$body$ LANGUAGE plpgsql;
SELECT 'done;';`,
  `CREATE PROCEDURE dbo.Archive AS
BEGIN
  SET NOCOUNT ON;
  INSERT INTO [archive;old] SELECT * FROM [orders] WHERE [date] < '2020-01-01';
  DELETE FROM [orders] WHERE [date] < '2020-01-01';
END;
GO`,
];

describe('formatting statement by statement', () => {
  it.each(SQL_DIALECT_IDS)('gives the whole text’s output or error in %s', (dialect) => {
    const next = random(dialect.length * 7919);
    const corpus = [...texts(dialect, 120, dialect.charCodeAt(0) * 31 + dialect.length), ...REAL];
    for (const text of corpus) {
      const options: SqlFormatOptions = {
        dialect,
        keywordCase: KEYWORD_CASES[Math.floor(next() * 3)]!,
        indentStyle: INDENT_STYLES[Math.floor(next() * 3)]!,
      };
      const expected = whole(text, options);
      // Twice: formatted, then from the cache.
      expect(ours(text, options), text).toEqual(expected);
      expect(ours(text, options), text).toEqual(expected);
      // One statement changed: the others come from the cache.
      const edited = text.replace(/select/i, 'select 42,');
      expect(ours(edited, options), edited).toEqual(whole(edited, options));
    }
  });

  it('tells a wrong split apart (a cut at every ";" gives other outputs for these texts)', () => {
    const options: SqlFormatOptions = { dialect: 'postgresql', keywordCase: 'upper', indentStyle: 'standard' };
    const naive = (text: string) =>
      text
        .split(/(?<=;)/)
        .map((piece) => whole(piece, options).output ?? '')
        .join('\n\n')
        .trimEnd();
    const differing = [...texts('postgresql', 60, 1), ...REAL].filter((text) => naive(text) !== whole(text, options).output);
    expect(differing.length).toBeGreaterThan(10);
  });

  it('reports an error in a later statement at its line and column in the whole text', () => {
    const options: SqlFormatOptions = { dialect: 'sql', keywordCase: 'upper', indentStyle: 'standard' };
    const text = 'select 1;\nselect 2;\nselect ( from t;';
    formatSql('select 1;\nselect 2;\nselect 3;', options);
    expect(ours(text, options)).toEqual({ reason: 'Parse error at token: ; at line 3 column 16' });
    expect(ours(text, options)).toEqual(whole(text, options));
  });

  it('formats whole a piece whose tokens depend on the statement before it (PL/SQL "BY 1; SET")', () => {
    const options: SqlFormatOptions = { dialect: 'plsql', keywordCase: 'upper', indentStyle: 'standard' };
    const after = (first: string) => `${first};\nset serveroutput on;`;
    formatSql(after('select 1 from dual'), options);
    const text = after('create sequence s increment by 1');
    expect(ours(text, options)).toEqual({ output: 'CREATE SEQUENCE s increment BY 1;\n\nSET serveroutput ON;' });
    expect(ours(text, options)).toEqual(whole(text, options));
  });
});
