import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { decodeUrl, encodeUrl } from './logic';

describe('encodeUrl', () => {
  it.each([
    ['', ''],
    ['Hello world :)', 'Hello%20world%20%3A)'],
    // The characters kept as they are.
    ["AZaz09-_.!~*'()", "AZaz09-_.!~*'()"],
    ['a+b=c&d', 'a%2Bb%3Dc%26d'],
    ['/?#[]@', '%2F%3F%23%5B%5D%40'],
    ['%', '%25'],
    ['é', '%C3%A9'],
    // A combining mark is its own code point.
    ['e\u0301', 'e%CC%81'],
    ['😀', '%F0%9F%98%80'],
    ['münchen.de', 'm%C3%BCnchen.de'],
    ['日本', '%E6%97%A5%E6%9C%AC'],
    ['line\nbreak', 'line%0Abreak'],
  ])('%j → %j', (text, encoded) => expect(encodeUrl(text)).toBe(encoded));

  it.each(['\uD83D', 'a\uDE00b'])('rejects the lone surrogate in %j', (text) => {
    expect(inputErrorOf(() => encodeUrl(text))).toEqual({ key: 'parseError', params: {} });
  });

  it('encodes a long text', () => {
    expect(encodeUrl('a b😀'.repeat(100_000))).toBe('a%20b%F0%9F%98%80'.repeat(100_000));
  });
});

describe('decodeUrl', () => {
  it.each([
    ['', ''],
    ['   ', '   '],
    ['Hello%20world%20%3A)', 'Hello world :)'],
    // `+` is not a space here: only form encoding uses it that way.
    ['a+b', 'a+b'],
    ['%2b%2B', '++'],
    ['%C3%A9', 'é'],
    ['%F0%9F%98%80', '😀'],
    ['e%CC%81', 'e\u0301'],
    ['already decoded: é 😀', 'already decoded: é 😀'],
  ])('%j → %j', (encoded, text) => expect(decodeUrl(encoded)).toBe(text));

  it.each(['%', '%2', '%zz', '100%', '%C3', '%FF', '%ED%A0%80'])('rejects %j', (encoded) => {
    expect(inputErrorOf(() => decodeUrl(encoded))).toEqual({ key: 'parseError', params: {} });
  });

  it.each(['Hello world :)', 'ça va? 😀👩‍💻 日本語', "AZaz09-_.!~*'()+/?#&="])('decodeUrl(encodeUrl(%j)) gives it back', (text) =>
    expect(decodeUrl(encodeUrl(text))).toBe(text),
  );
});
