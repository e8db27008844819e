/**
 * Hostile inputs for the registry fuzz (tests/e2e/fuzz.spec.ts): a fixed corpus, and a small seeded
 * generator (mulberry32) that adds random ones, so that any failure replays from its seed.
 */

export interface FuzzInput {
  /** Short stable name: it appears in failure reports and in the known-bug skip list. */
  name: string;
  value: string;
}

/** mulberry32: a tiny, fast, seedable 32-bit PRNG (floats in [0, 1)). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string mixed with a seed: one independent stream per tool and field. */
export function subSeed(seed: number, key: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The markers the XSS inputs plant: any of them in the page means markup was injected. */
export const XSS_MARKER = 'data-fuzz-xss';

const MB = 1 << 20;
/** 1 MB of text on few lines (thousands of line breaks make `fill` slow in Chromium). */
const oneMegabyte = () => {
  const line = `${'lorem ipsum dolor sit amet 0123456789 '.repeat(2700)}\n`; // ~100 kB
  return line.repeat(Math.ceil(MB / line.length)).slice(0, MB);
};

const yamlBomb = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
].join('\n');

const xmlBomb = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE lolz [',
  ' <!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, i) =>
      ` <!ENTITY lol${i + 1} "${Array(10)
        .fill(`&lol${i || ''};`)
        .join('')}">`,
  ),
  ']>',
  '<lolz>&lol9;</lolz>',
].join('\n');

/**
 * The fixed corpus, in the order quick mode rotates through it. Values are built on first use
 * (the big ones are a few MB in total).
 */
export function fixedCorpus(): FuzzInput[] {
  return [
    { name: 'empty', value: '' },
    { name: 'whitespace', value: ' \t \u00a0\u2003\u3000  \n \r\n\t' },
    { name: 'xss-img', value: `"><img src=x ${XSS_MARKER} onerror="window.__xss=1">` },
    { name: 'lone-surrogates', value: 'a\ud800b\udfffc\udbff\ud83d \udc00' },
    { name: 'json-proto', value: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"a":[1]}' },
    { name: 'huge-number', value: '1e309' },
    { name: 'deep-json', value: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
    {
      name: 'control-chars',
      value: Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('') + '\u007f\u0085\u009b',
    },
    { name: 'redos-spaces', value: `a${' '.repeat(60_000)}!` },
    { name: 'one-megabyte', value: oneMegabyte() },
    {
      name: 'xss-script',
      value: `<script ${XSS_MARKER}>window.__xss=1</script><svg ${XSS_MARKER} onload="window.__xss=1"></svg>`,
    },
    { name: 'emoji-zwj', value: '👩‍👩‍👧‍👦🏳️‍🌈👨🏿‍💻🧑‍🤝‍🧑e\u0301\u20dd🇺🇳'.repeat(50) },
    { name: 'negative-number', value: '-99999999999999999999999999999' },
    { name: 'yaml-bomb', value: yamlBomb },
    { name: 'rtl-marks', value: '\u202eevil.exe\u202c \u200fשלום\u200e مرحبا\u061c \u2066x\u2069 \u202b' },
    { name: 'nan', value: 'NaN' },
    { name: 'xml-bomb', value: xmlBomb },
    { name: 'redos-letters', value: `${'a'.repeat(50_000)}!` },
    { name: 'deep-json-objects', value: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}` },
    { name: 'infinity', value: '-Infinity' },
    { name: 'redos-mixed', value: `${'0.'.repeat(30_000)}x${'\\'.repeat(20_000)}${'"'.repeat(5_000)}` },
    { name: 'huge-integer', value: '9'.repeat(5_000) },
    { name: 'tiny-number', value: '4.9e-324' },
    { name: 'xss-attr', value: `' onmouseover='window.__xss=1' x='<a ${XSS_MARKER} href="javascript:window.__xss=1">x</a>` },
    { name: 'unclosed', value: '{"a":"\\u12\n[[[\n<a><b>\n- - -\n  x: [\n%ZZ%\n&#x110000;&#99999999999;\\u{110000}' },
    { name: 'redos-separators', value: `${'-_.'.repeat(20_000)}@${'a.'.repeat(20_000)}` },
    { name: 'negative-zero', value: '-0' },
    { name: 'null-bytes', value: '\u0000'.repeat(1000) },
  ];
}

/** What a spin button gets: numbers at and past the edges, and text that is no number. */
export function numberCorpus(): FuzzInput[] {
  return [
    { name: 'empty', value: '' },
    { name: 'huge-number', value: '1e309' },
    { name: 'negative-number', value: '-99999999999999999999999999999' },
    { name: 'nan', value: 'NaN' },
    { name: 'infinity', value: '-Infinity' },
    { name: 'tiny-number', value: '4.9e-324' },
    { name: 'negative-zero', value: '-0' },
    { name: 'huge-integer', value: '9'.repeat(400) },
    { name: 'max-safe-plus', value: '9007199254740993' },
    { name: 'letters', value: 'abc' },
    { name: 'arabic-digits', value: '١٢٣' },
    { name: 'comma-decimal', value: '1,5' },
    { name: 'whitespace', value: '  ' },
  ];
}

const ALPHABETS = [
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ' \t\n\r',
  '{}[]():;,."\'`\\/<>=&#%?!*+-_|~^$@',
  '\u0000\u0001\u001b\u007f\u0085\u200b\u200d\u200e\u200f\u202e\u2028\u2029\ufeff\ufffd\uffff',
  '\ud800\udbff\udc00\udfff',
  'éßøЖжשمअ中文日本語한국어',
  '😀👍🏽🏳️‍🌈👩‍💻🇫🇷',
  '0123456789.eE+-',
];

const TOKENS = [
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e999',
  '<script>',
  '</',
  '<!--',
  ']]>',
  '&amp;',
  '&#0;',
  '%00',
  '%',
  '${',
  '{{',
  '\\u0000',
  '\\',
  '"',
  "'",
  '---',
  '- ',
  ': ',
  '!!',
  '*a',
  '&a',
  '[[',
  '= ',
  '0x',
  '0b',
  '255.255.255.256',
  '::',
  '/',
  '//',
];

/** One random input: runs from random alphabets and tokens, sometimes a long repeat of one run. */
export function randomInput(random: () => number, index: number): FuzzInput {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let value = '';
  const parts = 1 + Math.floor(random() * 12);
  for (let p = 0; p < parts; p++) {
    if (random() < 0.3) {
      value += pick(TOKENS);
      continue;
    }
    const alphabet = Array.from(pick(ALPHABETS));
    let run = '';
    const length = Math.floor(random() ** 2 * 200);
    for (let i = 0; i < length; i++) run += pick(alphabet);
    // Long repeats keep to one line: Chromium inserts thousands of line breaks slowly, whatever
    // the page does, and that is not what this fuzz looks for.
    value += random() < 0.1 ? run.replace(/[\n\r]/g, ' ').repeat(1 + Math.floor(random() * 500)) : run;
  }
  return { name: `random-${index}`, value };
}
