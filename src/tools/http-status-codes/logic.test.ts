import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/tools/http-status-codes.json';
import es from '../../../locales/es/tools/http-status-codes.json';
import fr from '../../../locales/fr/tools/http-status-codes.json';
import pt from '../../../locales/pt/tools/http-status-codes.json';
import ru from '../../../locales/ru/tools/http-status-codes.json';
import uk from '../../../locales/uk/tools/http-status-codes.json';
import vi from '../../../locales/vi/tools/http-status-codes.json';
import zh from '../../../locales/zh/tools/http-status-codes.json';
import { HTTP_STATUSES, STATUS_SECTIONS } from './data';
import { createCodeSearch, createStatusSearch } from './logic';
import { sameTexts, statusTexts, type StatusTexts } from './texts';

type Locale = typeof en;
const locales: Record<string, Locale> = { en, es, fr, pt, ru, uk, vi, zh };
const describer = (locale: Locale) => (code: number) => (locale.descriptions as Record<string, string>)[String(code)] ?? '';
const search = createStatusSearch(en.groups, describer(en));
const codesOf = (query: string) => search(query).map((status) => status.code);

describe('the table', () => {
  it('holds the 63 standard codes from 100 to 511, sorted and unique', () => {
    const codes = HTTP_STATUSES.map((status) => status.code);
    expect(codes).toHaveLength(63);
    expect(new Set(codes).size).toBe(63);
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    expect(codes[0]).toBe(100);
    expect(codes.at(-1)).toBe(511);
    expect(codes).toContain(418);
    expect(codes).toContain(306);
  });

  it('groups them 1xx–5xx with the ranges of the spec', () => {
    const groups = STATUS_SECTIONS;
    expect(groups.map((g) => [g.group, g.statuses.length])).toEqual([
      ['1xx', 4],
      ['2xx', 10],
      ['3xx', 9],
      ['4xx', 29],
      ['5xx', 11],
    ]);
    expect(groups[3]!.statuses.map((s) => s.code).filter((c) => c > 418)).toEqual([
      421, 422, 423, 424, 425, 426, 428, 429, 431, 451,
    ]);
  });

  it('marks the WebDav codes', () => {
    expect(HTTP_STATUSES.filter((s) => s.type === 'WebDav').map((s) => s.code)).toEqual([102, 207, 208]);
  });
});

describe.each(Object.entries(locales))('the %s descriptions', (_language, locale) => {
  it('describe exactly the codes of the table, as full sentences, the WebDav ones saying so', () => {
    expect(Object.keys(locale.descriptions).map(Number)).toEqual(HTTP_STATUSES.map((s) => s.code));
    for (const status of HTTP_STATUSES) {
      const description = describer(locale)(status.code);
      expect(description.length, String(status.code)).toBeGreaterThan(3);
      expect(description, String(status.code)).toMatch(/[.。]$/);
      expect(description.includes('WebDav'), String(status.code)).toBe(status.type === 'WebDav');
    }
  });
});

describe('search', () => {
  it.each([
    ['404', 404],
    ['418', 418],
    ['teapot', 418],
    ['not found', 404],
    ['Too Many Requests', 429],
    ['rate limiting', 429],
    ['gateway timeout', 504],
  ])('%j finds %i first', (query, code) => expect(codesOf(query)[0]).toBe(code));

  it('finds by group name and by words of the description', () => {
    expect(codesOf('redirection')).toEqual(expect.arrayContaining([301, 302, 307, 308]));
    expect(codesOf('WebDav')).toEqual(expect.arrayContaining([102, 207, 208]));
  });

  it.each([
    ['fr', 'théière', 418],
    ['es', 'tetera', 418],
    ['ru', 'чайник', 418],
    ['zh', '茶壶', 418],
    ['fr', 'ressource demandée', 404],
  ] as const)('in %s, %j finds %i first', (language, query, code) => {
    const locale = locales[language]!;
    expect(createStatusSearch(locale.groups, describer(locale))(query)[0]?.code).toBe(code);
  });

  it('searches the descriptions of the language it was given, not English ones', () => {
    expect(createStatusSearch(fr.groups, describer(fr))('rate limiting')[0]?.code).toBe(429);
    expect(createStatusSearch(zh.groups, describer(zh))('captive portal')).toEqual([]);
    expect(codesOf('captive portal')[0]).toBe(511);
  });

  it.each(['', '   '])('a blank query %j finds nothing', (query) => expect(search(query)).toEqual([]));

  it.each(['zzzzqqq', '999', 'çava 😀'])('%j matches nothing', (query) => expect(search(query)).toEqual([]));

  it('answers a pasted page of text at once, finding nothing', () => {
    const start = performance.now();
    expect(search('9'.repeat(5000))).toEqual([]);
    expect(search(`not found ${'x'.repeat(100_000)}`)).toEqual([]);
    expect(performance.now() - start).toBeLessThan(200);
  });

  it('still finds a description quoted whole', () => {
    const description = en.descriptions['429'];
    expect(codesOf(`${description} `)[0]).toBe(429);
  });

  it('returns the table entries themselves', () => {
    expect(search('204')[0]).toEqual({ code: 204, name: 'No Content', type: 'HTTP' });
    expect(search('204')[0]).toBe(HTTP_STATUSES.find((s) => s.code === 204));
  });
});

describe("the search worker's method", () => {
  const textsOf = (locale: Locale): StatusTexts =>
    statusTexts((key) => {
      const [section, id] = key.split('.') as ['groups' | 'descriptions', string];
      return (locale[section] as Record<string, string>)[id] ?? '';
    });

  it('reads the locale strings of every group and code', () => {
    const texts = textsOf(en);
    expect(texts.groups).toEqual(en.groups);
    expect(Object.keys(texts.descriptions).map(Number)).toEqual(HTTP_STATUSES.map((s) => s.code));
    expect(texts.descriptions[429]).toBe(en.descriptions['429']);
  });

  it('compares texts by their strings, not by object', () => {
    expect(sameTexts(textsOf(en), structuredClone(textsOf(en)))).toBe(true);
    expect(sameTexts(textsOf(en), textsOf(fr))).toBe(false);
  });

  it.each(['teapot', 'not found', 'redirection', 'gateway timeout', '', 'zzzzqqq'])(
    'gives the codes of the page search for %j, in the same order',
    (query) => expect(createCodeSearch()(structuredClone(textsOf(en)), query)).toEqual(codesOf(query)),
  );

  it('follows a change of language', () => {
    const search = createCodeSearch();
    expect(search(textsOf(en), 'captive portal')[0]).toBe(511);
    expect(search(textsOf(zh), 'captive portal')).toEqual([]);
    expect(search(textsOf(fr), 'théière')[0]).toBe(418);
  });
});
