/** One line of the sheet: the syntax (never translated) and its meaning, under `entries.<id>` in the locale files. */
export interface MemoRow {
  id: string;
  syntax: string;
}

/** A table of the sheet; its title lives under `sections.<id>`. */
export interface MemoSection {
  id: string;
  rows: readonly MemoRow[];
}

/** JavaScript regex syntax, grouped as one looks for it. */
export const REGEX_MEMO: readonly MemoSection[] = [
  {
    id: 'characters',
    rows: [
      { id: 'literal', syntax: 'cat' },
      { id: 'anyChar', syntax: '.' },
      { id: 'wordChar', syntax: '\\w' },
      { id: 'notWordChar', syntax: '\\W' },
      { id: 'digit', syntax: '\\d' },
      { id: 'notDigit', syntax: '\\D' },
      { id: 'unicodeProperty', syntax: '\\p{L}' },
      { id: 'notUnicodeProperty', syntax: '\\P{L}' },
    ],
  },
  {
    id: 'whitespace',
    rows: [
      { id: 'whitespace', syntax: '\\s' },
      { id: 'notWhitespace', syntax: '\\S' },
      { id: 'tab', syntax: '\\t' },
      { id: 'lineFeed', syntax: '\\n' },
      { id: 'carriageReturn', syntax: '\\r' },
      { id: 'verticalTab', syntax: '\\v' },
      { id: 'formFeed', syntax: '\\f' },
      { id: 'nul', syntax: '\\0' },
    ],
  },
  {
    id: 'sets',
    rows: [
      { id: 'oneOf', syntax: '[abc]' },
      { id: 'noneOf', syntax: '[^abc]' },
      { id: 'range', syntax: '[a-z]' },
      { id: 'combined', syntax: '[a-f0-9_.]' },
      { id: 'anything', syntax: '[\\s\\S]' },
      { id: 'subtraction', syntax: '[\\p{L}--[a-z]]' },
      { id: 'intersection', syntax: '[\\p{L}&&\\p{Script=Greek}]' },
      { id: 'strings', syntax: '[\\q{ab|cd}]' },
    ],
  },
  {
    id: 'escaping',
    rows: [
      { id: 'outsideSet', syntax: '\\^ \\$ \\\\ \\. \\* \\+ \\? \\( \\) \\[ \\] \\{ \\} \\|' },
      { id: 'slash', syntax: '\\/' },
      { id: 'insideSet', syntax: '\\] \\\\ \\- \\^' },
      { id: 'insideSetV', syntax: '\\( \\) \\[ \\{ \\} \\/ \\|' },
      { id: 'hex', syntax: '\\x41' },
      { id: 'unicodeEscape', syntax: '\\u00E9' },
      { id: 'codePoint', syntax: '\\u{1F600}' },
      { id: 'control', syntax: '\\cJ' },
    ],
  },
  {
    id: 'quantifiers',
    rows: [
      { id: 'zeroOrMore', syntax: 'a*' },
      { id: 'oneOrMore', syntax: 'a+' },
      { id: 'optional', syntax: 'a?' },
      { id: 'exactly', syntax: 'a{3}' },
      { id: 'atLeast', syntax: 'a{3,}' },
      { id: 'between', syntax: 'a{3,6}' },
      { id: 'lazy', syntax: 'a+?' },
      { id: 'repeatGroup', syntax: '(ab)+' },
    ],
  },
  {
    id: 'boundaries',
    rows: [
      { id: 'start', syntax: '^' },
      { id: 'end', syntax: '$' },
      { id: 'wordBoundary', syntax: '\\b' },
      { id: 'notWordBoundary', syntax: '\\B' },
    ],
  },
  {
    id: 'lookaround',
    rows: [
      { id: 'lookahead', syntax: 'a(?=b)' },
      { id: 'negativeLookahead', syntax: 'a(?!b)' },
      { id: 'lookbehind', syntax: '(?<=b)a' },
      { id: 'negativeLookbehind', syntax: '(?<!b)a' },
    ],
  },
  {
    id: 'groups',
    rows: [
      { id: 'capture', syntax: '(abc)' },
      { id: 'named', syntax: '(?<year>\\d{4})' },
      { id: 'nonCapturing', syntax: '(?:abc)' },
      { id: 'alternation', syntax: 'cat|dog' },
      { id: 'backreference', syntax: '(\\w)\\1' },
      { id: 'namedBackreference', syntax: '(?<q>[\'"]).*?\\k<q>' },
      { id: 'replacement', syntax: '$1 $<year> $&' },
    ],
  },
  {
    id: 'flags',
    rows: [
      { id: 'global', syntax: 'g' },
      { id: 'ignoreCase', syntax: 'i' },
      { id: 'multiline', syntax: 'm' },
      { id: 'dotAll', syntax: 's' },
      { id: 'unicode', syntax: 'u' },
      { id: 'unicodeSets', syntax: 'v' },
      { id: 'sticky', syntax: 'y' },
      { id: 'indices', syntax: 'd' },
    ],
  },
];

/** Further reading; each link's text lives under `references.<id>`. */
export const REFERENCES: readonly { id: string; url: string }[] = [
  { id: 'mdnGuide', url: 'https://developer.mozilla.org/docs/Web/JavaScript/Guide/Regular_expressions' },
  { id: 'mdnCheatsheet', url: 'https://developer.mozilla.org/docs/Web/JavaScript/Guide/Regular_expressions/Cheatsheet' },
  { id: 'mdnRegExp', url: 'https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/RegExp' },
  { id: 'ecmaScript', url: 'https://tc39.es/ecma262/multipage/text-processing.html#sec-regexp-regular-expression-objects' },
];
