import { describe, expect, it } from 'vitest';
import { highlightRow } from './highlight-row';
import { languageOfMimeType } from './languages';

describe('languageOfMimeType', () => {
  it.each([
    ['application/json;charset=utf-8', 'json'],
    ['application/yaml;charset=utf-8', 'yaml'],
    ['application/toml', 'toml'],
    ['application/xml;charset=utf-8', 'xml'],
    ['text/html', 'xml'],
    ['application/sql;charset=utf-8', 'sql'],
    ['text/csv;charset=utf-8', undefined],
    ['text/plain', undefined],
    [undefined, undefined],
  ])('%s → %s', (mimeType, language) => {
    expect(languageOfMimeType(mimeType)).toBe(language);
  });
});

const unescaped = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
/** The text of each coloured token of a row, by class. */
const tokens = (html: string) =>
  [...html.matchAll(/<span class="hljs-([\w-]+)">([^<]*)<\/span>/g)].map(([, kind, text]) => `${kind}:${unescaped(text!)}`);

describe('highlightRow', () => {
  it.each<[Parameters<typeof highlightRow>[0], string, string[]]>([
    ['json', '   "id": 12, "ok": null,', ['attr:"id"', 'number:12', 'attr:"ok"', 'keyword:null']],
    ['yaml', '  name: "x" # note', ['attr:name:', 'string:"x"', 'comment:# note']],
    ['toml', '[server]', ['section:[server]']],
    ['toml', 'port = 8080', ['attr:port', 'number:8080']],
    ['sql', 'SELECT a FROM t WHERE b = 1', ['keyword:SELECT', 'keyword:FROM', 'keyword:WHERE', 'number:1']],
  ])('%s: %s', (language, row, expected) => {
    expect(tokens(highlightRow(language, row))).toEqual(expect.arrayContaining(expected));
  });

  it('escapes markup and keeps the text', () => {
    const html = highlightRow('xml', '<a href="x">&amp; <b></a>');
    expect(html).toContain('<span class="hljs-name">a</span>');
    expect(html).not.toContain('<b>');
    expect(unescaped(html)).toBe('<a href="x">&amp; <b></a>');
  });
});
