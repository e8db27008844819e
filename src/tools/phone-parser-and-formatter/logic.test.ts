import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { parsePhone, phoneCountries, regionOfLanguage } from './logic';

describe('parsePhone', () => {
  it.each([
    [
      '+33 6 12 34 56 78',
      '',
      {
        country: 'FR',
        countryCallingCode: '+33',
        isValid: true,
        isPossible: true,
        type: 'MOBILE',
        international: '+33 6 12 34 56 78',
        national: '06 12 34 56 78',
        e164: '+33612345678',
        rfc3966: 'tel:+33612345678',
      },
    ],
    [
      '(213) 373-4253',
      'US',
      {
        country: 'US',
        countryCallingCode: '+1',
        isValid: true,
        isPossible: true,
        type: 'FIXED_LINE_OR_MOBILE',
        international: '+1 213 373 4253',
        national: '(213) 373-4253',
        e164: '+12133734253',
        rfc3966: 'tel:+12133734253',
      },
    ],
    [
      '020 7946 0018',
      'GB',
      {
        country: 'GB',
        countryCallingCode: '+44',
        isValid: true,
        type: 'FIXED_LINE',
        international: '+44 20 7946 0018',
        e164: '+442079460018',
      },
    ],
    ['0800 123 4567', 'DE', { country: 'DE', type: 'TOLL_FREE', e164: '+498001234567' }],
    ['+800 1234 5678', '', { country: undefined, countryCallingCode: '+800', isValid: true, type: 'TOLL_FREE' }],
    ['+1 900 555 0100', 'FR', { country: 'US', type: 'PREMIUM_RATE' }],
  ] as const)('%s (default %j)', (text, country, expected) => {
    expect(parsePhone(text, country)).toMatchObject(expected);
  });

  it('keeps a number that is possible but not valid', () => {
    expect(parsePhone('+1 555 555 5555', '')).toMatchObject({
      country: undefined,
      isValid: false,
      isPossible: true,
      type: undefined,
    });
    expect(parsePhone('+33 6 00 00 00 0', '')).toMatchObject({ country: 'FR', isValid: false, isPossible: false });
  });

  it('parses with the default country but lets a + number override it', () => {
    expect(parsePhone('06 12 34 56 78', 'FR')?.e164).toBe('+33612345678');
    expect(parsePhone('+44 7400 123456', 'FR')?.country).toBe('GB');
  });

  it.each(['', '   ', '\n'])('gives nothing for blank %j', (text) => expect(parsePhone(text, 'US')).toBeNull());

  it.each([
    ['06 12 34 56 78', ''], // no country: a national number is unparsable
    ['abc', 'US'],
    ['+33 6 12 ab', 'FR'],
    ['+٣٣ ٦١٢٣٤٥٦٧٨', 'FR'], // Arabic-Indic digits are not among the allowed characters
    ['1', 'US'],
    ['+', ''],
  ])('rejects %j (default %j)', (text, country) => {
    expect(inputErrorOf(() => parsePhone(text, country))).toEqual({ key: 'invalidPhone', params: {} });
  });

  it('ignores an unknown default country', () => {
    expect(inputErrorOf(() => parsePhone('06 12 34 56 78', 'ZZ'))).toEqual({ key: 'invalidPhone', params: {} });
  });
});

describe('phoneCountries', () => {
  it('lists every country with its calling code', () => {
    const countries = phoneCountries();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'FR', callingCode: '33' });
    expect(countries).toContainEqual({ code: 'US', callingCode: '1' });
    expect(countries).toContainEqual({ code: 'VN', callingCode: '84' });
  });
});

describe('regionOfLanguage', () => {
  it.each([
    ['en-US', 'US'],
    ['fr-fr', 'FR'],
    ['zh-Hans-CN', 'CN'],
    ['pt-BR', 'BR'],
    ['en', ''],
    ['es-419', ''],
    ['', ''],
  ])('%j → %j', (language, region) => expect(regionOfLanguage(language)).toBe(region));
});
