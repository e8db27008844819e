import { describe, expect, it } from 'vitest';
import { CASES, convertCases, mockingCase, splitWords } from './logic';

describe('convertCases', () => {
  it('converts the default string to every case, in screen order', () => {
    expect(convertCases('lorem ipsum dolor sit amet')).toStrictEqual({
      lowercase: 'lorem ipsum dolor sit amet',
      uppercase: 'LOREM IPSUM DOLOR SIT AMET',
      camelcase: 'loremIpsumDolorSitAmet',
      capitalcase: 'Lorem Ipsum Dolor Sit Amet',
      constantcase: 'LOREM_IPSUM_DOLOR_SIT_AMET',
      dotcase: 'lorem.ipsum.dolor.sit.amet',
      headercase: 'Lorem-Ipsum-Dolor-Sit-Amet',
      nocase: 'lorem ipsum dolor sit amet',
      paramcase: 'lorem-ipsum-dolor-sit-amet',
      pascalcase: 'LoremIpsumDolorSitAmet',
      pathcase: 'lorem/ipsum/dolor/sit/amet',
      sentencecase: 'Lorem ipsum dolor sit amet',
      snakecase: 'lorem_ipsum_dolor_sit_amet',
      mockingcase: 'LoReM IpSuM DoLoR SiT AmEt',
    });
    expect(Object.keys(convertCases('x'))).toEqual([...CASES]);
  });

  it('gives empty outputs for an empty input', () => {
    expect(Object.values(convertCases('')).every((value) => value === '')).toBe(true);
  });

  it.each([
    // [input, case, expected]
    ['helloWorld', 'snakecase', 'hello_world'],
    ['XMLHttpRequest', 'paramcase', 'xml-http-request'],
    ['  --foo__bar..baz  ', 'camelcase', 'fooBarBaz'],
    ['user id 42', 'constantcase', 'USER_ID_42'],
    ['v2 api', 'headercase', 'V2-Api'],
    ['item 3 of 10', 'pathcase', 'item/3/of/10'],
    ['ab1Cd', 'dotcase', 'ab1.cd'],
    ['multi\nline\ttext', 'capitalcase', 'Multi Line Text'],
    ['THE END', 'sentencecase', 'The end'],
    ['!!!', 'camelcase', ''],
  ])('%j → %s %j', (input, id, expected) => {
    expect(convertCases(input)[id as (typeof CASES)[number]]).toBe(expected);
  });

  // A word starting with a digit joins camel and Pascal case without a `_` (change-case's default).
  it.each<[string, Partial<Record<(typeof CASES)[number], string>>]>([
    [
      'snake_case_2_words',
      {
        camelcase: 'snakeCase2Words',
        pascalcase: 'SnakeCase2Words',
        capitalcase: 'Snake Case 2 Words',
        constantcase: 'SNAKE_CASE_2_WORDS',
        dotcase: 'snake.case.2.words',
        headercase: 'Snake-Case-2-Words',
        nocase: 'snake case 2 words',
        paramcase: 'snake-case-2-words',
        pathcase: 'snake/case/2/words',
        sentencecase: 'Snake case 2 words',
        snakecase: 'snake_case_2_words',
      },
    ],
    ['item 3 of 10', { camelcase: 'item3Of10', pascalcase: 'Item3Of10' }],
    ['2 fast', { camelcase: '2Fast', pascalcase: '2Fast' }],
    ['version 1 2', { camelcase: 'version12', pascalcase: 'Version12' }],
    ['XML 2 json', { camelcase: 'xml2Json', pascalcase: 'Xml2Json' }],
  ])('digits: %j', (input, expected) => {
    expect(convertCases(input)).toMatchObject(expected);
  });

  it.each([
    // Accented letters keep their accents, precomposed or decomposed (letter + combining mark).
    ['Ça va très bien', 'pascalcase', 'ÇaVaTrèsBien'],
    ['cafe\u0301 Olé', 'snakecase', 'cafe\u0301_olé'],
    ['cafe\u0301Bar', 'paramcase', 'cafe\u0301-bar'],
    ['Straße groß', 'constantcase', 'STRASSE_GROSS'],
    ['ΟΔΟΣ ΚΑΛΗ', 'camelcase', 'οδοςΚαλη'],
    ['привет мир', 'headercase', 'Привет-Мир'],
    ['数据 转换', 'snakecase', '数据_转换'],
    // Digits of other scripts are digits too.
    ['صفحة ٣', 'dotcase', 'صفحة.٣'],
    // Emoji are separators, as any other symbol.
    ['hello 😀 world', 'camelcase', 'helloWorld'],
  ])('Unicode: %j → %s %j', (input, id, expected) => {
    expect(convertCases(input)[id as (typeof CASES)[number]]).toBe(expected);
  });

  it('maps case without the UI locale (no Turkish dotted I)', () => {
    expect(convertCases('istanbul').uppercase).toBe('ISTANBUL');
    expect(convertCases('istanbul').constantcase).toBe('ISTANBUL');
    expect(convertCases('İ').lowercase).toBe('i\u0307');
  });

  it('keeps astral letters whole (never splits a surrogate pair)', () => {
    const deseret = '𐐨𐐩 text';
    const { snakecase, pascalcase } = convertCases(deseret);
    expect(snakecase).toBe('𐐨𐐩_text');
    expect(pascalcase.endsWith('Text')).toBe(true);
    expect(pascalcase.isWellFormed()).toBe(true);
  });

  it('handles a long input', () => {
    const text = 'someVariableName '.repeat(4_000);
    const { snakecase } = convertCases(text);
    expect(snakecase.split('_')).toHaveLength(12_000);
  });
});

describe('splitWords', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['fooBar', ['foo', 'Bar']],
    ['FOOBar', ['FOO', 'Bar']],
    ['foo2Bar', ['foo2', 'Bar']],
    ['Éa\u0301Bc', ['Éa\u0301', 'Bc']],
    ['a-b_c.d/e f', ['a', 'b', 'c', 'd', 'e', 'f']],
  ])('%j → %j', (input, words) => expect(splitWords(input)).toEqual(words));
});

describe('mockingCase', () => {
  it.each([
    ['', ''],
    ['abcd', 'AbCd'],
    ['a b', 'A B'],
    // Every code point counts, an emoji as one.
    ['😀abc', '😀aBc'],
    ['ééé', 'ÉéÉ'],
  ])('%j → %j', (input, expected) => expect(mockingCase(input)).toBe(expected));
});
