import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { decodeSafelink } from './logic';

const SAMPLE =
  'https://eur02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.example.com%2Fpath%3Fa%3D1%26b%3D2%23top&data=05%7C02%7C%7Cabc%7C0%7C0%7C638456%7CUnknown&sdata=Zm9v%3D&reserved=0';

describe('decodeSafelink', () => {
  it.each([
    ['', ''],
    ['   \n', ''],
    [SAMPLE, 'https://www.example.com/path?a=1&b=2#top'],
    [`  ${SAMPLE}  `, 'https://www.example.com/path?a=1&b=2#top'],
    // Separators written as &amp; (a link taken from an e-mail's HTML).
    [SAMPLE.replaceAll('&', '&amp;'), 'https://www.example.com/path?a=1&b=2#top'],
    // Host letters in any case, url parameter not first.
    ['https://NAM11.SafeLinks.Protection.Outlook.com/?data=x&url=http%3A%2F%2Fexample.org', 'http://example.org'],
    // Unicode: IDN host and emoji in the target, percent-encoded as UTF-8.
    [
      'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fm%C3%BCnchen.de%2F%F0%9F%98%80%3Fq%3De%CC%81',
      'https://münchen.de/😀?q=e\u0301',
    ],
  ])('%j → %j', (input, url) => expect(decodeSafelink(input)).toBe(url));

  it.each([
    'not a url',
    'https://www.example.com/?url=https%3A%2F%2Fexample.org',
    // The suffix must be a whole domain suffix, not any ending.
    'https://evilsafelinks.protection.outlook.com/?url=https%3A%2F%2Fexample.org',
    'https://safelinks.protection.outlook.com.evil.com/?url=https%3A%2F%2Fexample.org',
  ])('rejects %j as not a SafeLinks URL', (input) => {
    expect(inputErrorOf(() => decodeSafelink(input))).toEqual({ key: 'invalidSafelink', params: {} });
  });

  it.each([
    'https://eur02.safelinks.protection.outlook.com/?data=05',
    'https://eur02.safelinks.protection.outlook.com/?url=&data=05',
    'https://eur02.safelinks.protection.outlook.com/',
  ])('reports the missing url parameter of %j', (input) => {
    expect(inputErrorOf(() => decodeSafelink(input))).toEqual({ key: 'noUrlParam', params: {} });
  });
});
