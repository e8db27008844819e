import type { CheatSheetSection } from '@/components/cheat-sheet/types';

/** JavaScript regex syntax, grouped as one looks for it. */
export const REGEX_MEMO: readonly CheatSheetSection[] = [
  {
    id: 'characters',
    entries: [
      { id: 'literal', code: 'cat' },
      { id: 'anyChar', code: '.' },
      { id: 'wordChar', code: '\\w' },
      { id: 'notWordChar', code: '\\W' },
      { id: 'digit', code: '\\d' },
      { id: 'notDigit', code: '\\D' },
      { id: 'unicodeProperty', code: '\\p{L}' },
      { id: 'notUnicodeProperty', code: '\\P{L}' },
    ],
  },
  {
    id: 'whitespace',
    entries: [
      { id: 'whitespace', code: '\\s' },
      { id: 'notWhitespace', code: '\\S' },
      { id: 'tab', code: '\\t' },
      { id: 'lineFeed', code: '\\n' },
      { id: 'carriageReturn', code: '\\r' },
      { id: 'verticalTab', code: '\\v' },
      { id: 'formFeed', code: '\\f' },
      { id: 'nul', code: '\\0' },
    ],
  },
  {
    id: 'sets',
    entries: [
      { id: 'oneOf', code: '[abc]' },
      { id: 'noneOf', code: '[^abc]' },
      { id: 'range', code: '[a-z]' },
      { id: 'combined', code: '[a-f0-9_.]' },
      { id: 'anything', code: '[\\s\\S]' },
      { id: 'subtraction', code: '[\\p{L}--[a-z]]' },
      { id: 'intersection', code: '[\\p{L}&&\\p{Script=Greek}]' },
      { id: 'strings', code: '[\\q{ab|cd}]' },
    ],
  },
  {
    id: 'escaping',
    entries: [
      { id: 'outsideSet', code: '\\^ \\$ \\\\ \\. \\* \\+ \\? \\( \\) \\[ \\] \\{ \\} \\|' },
      { id: 'slash', code: '\\/' },
      { id: 'insideSet', code: '\\] \\\\ \\- \\^' },
      { id: 'insideSetV', code: '\\( \\) \\[ \\{ \\} \\/ \\|' },
      { id: 'hex', code: '\\x41' },
      { id: 'unicodeEscape', code: '\\u00E9' },
      { id: 'codePoint', code: '\\u{1F600}' },
      { id: 'control', code: '\\cJ' },
    ],
  },
  {
    id: 'quantifiers',
    entries: [
      { id: 'zeroOrMore', code: 'a*' },
      { id: 'oneOrMore', code: 'a+' },
      { id: 'optional', code: 'a?' },
      { id: 'exactly', code: 'a{3}' },
      { id: 'atLeast', code: 'a{3,}' },
      { id: 'between', code: 'a{3,6}' },
      { id: 'lazy', code: 'a+?' },
      { id: 'repeatGroup', code: '(ab)+' },
    ],
  },
  {
    id: 'boundaries',
    entries: [
      { id: 'start', code: '^' },
      { id: 'end', code: '$' },
      { id: 'wordBoundary', code: '\\b' },
      { id: 'notWordBoundary', code: '\\B' },
    ],
  },
  {
    id: 'lookaround',
    entries: [
      { id: 'lookahead', code: 'a(?=b)' },
      { id: 'negativeLookahead', code: 'a(?!b)' },
      { id: 'lookbehind', code: '(?<=b)a' },
      { id: 'negativeLookbehind', code: '(?<!b)a' },
    ],
  },
  {
    id: 'groups',
    entries: [
      { id: 'capture', code: '(abc)' },
      { id: 'named', code: '(?<year>\\d{4})' },
      { id: 'nonCapturing', code: '(?:abc)' },
      { id: 'alternation', code: 'cat|dog' },
      { id: 'backreference', code: '(\\w)\\1' },
      { id: 'namedBackreference', code: '(?<q>[\'"]).*?\\k<q>' },
      { id: 'replacement', code: '$1 $<year> $&' },
    ],
  },
  {
    id: 'flags',
    entries: [
      { id: 'global', code: 'g' },
      { id: 'ignoreCase', code: 'i' },
      { id: 'multiline', code: 'm' },
      { id: 'dotAll', code: 's' },
      { id: 'unicode', code: 'u' },
      { id: 'unicodeSets', code: 'v' },
      { id: 'sticky', code: 'y' },
      { id: 'indices', code: 'd' },
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
