import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import rfc4648 from '../../../tests/vectors/base64-rfc4648.json';
import { decodeString, encodeString } from './logic';

describe('RFC 4648 §10 vectors', () => {
  it.each(rfc4648.vectors)('"$text"', ({ text, base64, base64url }) => {
    expect(encodeString(text, false)).toBe(base64);
    expect(encodeString(text, true)).toBe(base64url);
    expect(decodeString(base64, false)).toEqual({ text, validUtf8: true });
    expect(decodeString(base64url, true)).toEqual({ text, validUtf8: true });
  });
});

describe('encodeString', () => {
  it.each([
    ['', false, ''],
    ['héllo wörld', false, 'aMOpbGxvIHfDtnJsZA=='],
    ['🌍 你好', false, Buffer.from('🌍 你好').toString('base64')],
    ['??>', false, 'Pz8+'],
    ['??>', true, 'Pz8-'],
    ['????', true, 'Pz8_Pw'],
  ])('%j (url safe %s)', (text, url, expected) => expect(encodeString(text, url)).toBe(expected));

  it('round-trips a large Unicode text', () => {
    const text = 'ça va? 😀 '.repeat(20_000);
    expect(decodeString(encodeString(text, false), false).text).toBe(text);
    expect(decodeString(encodeString(text, true), true).text).toBe(text);
  });
});

describe('decodeString', () => {
  it.each([
    ['', false, ''],
    ['   ', false, ''],
    ['  aMOpbGxv\nIHfDtnJsZA==  ', false, 'héllo wörld'],
    ['data:text/plain;base64,SGk=', false, 'Hi'],
    ['data:text/plain;charset=utf-8;base64,SGk=', false, 'Hi'],
    ['Pz8-', true, '??>'],
    ['Pz8+', true, '??>'],
    ['Pz8_Pw', true, '????'],
    ['Pz8_Pw==', true, '????'],
    // URL-safe mode drops characters outside the alphabets.
    ['P!z8*_P.w', true, '????'],
  ])('%j (url safe %s)', (base64, url, text) => expect(decodeString(base64, url).text).toBe(text));

  it.each([
    ['SGk', false],
    ['Pz8-', false],
    ['SGk*', false],
    ['S', false],
    ['S', true],
    ['SGk=SGk=', false],
  ])('rejects %j (url safe %s) with "invalidBase64"', (base64, url) => {
    expect(() => decodeString(base64, url)).toThrow(expect.objectContaining({ key: 'invalidBase64' }));
  });

  it.each([
    ['SGk*', 4],
    ['  data:text/plain;base64,SGk*', 29],
    ['SGk', 4],
    ['SGk=SGk=', 4],
  ])('locates the problem in %j at %i', (base64, position) => {
    expect(() => decodeString(base64, false)).toThrow(expect.objectContaining({ params: { position } }));
  });

  it('flags bytes that are not UTF-8 and shows U+FFFD', () => {
    expect(decodeString('/w==', false)).toEqual({ text: '\uFFFD', validUtf8: false });
    expect(decodeString('aGn/', false)).toEqual({ text: 'hi\uFFFD', validUtf8: false });
  });
});
