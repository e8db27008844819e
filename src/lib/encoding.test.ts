import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import rfc4648 from '../../tests/vectors/base64-rfc4648.json';
import {
  Base64Decoder,
  Base64SyntaxError,
  base64Length,
  base64ToBytes,
  bytesToBase64,
  bytesToBinary,
  bytesToHex,
  encodeBase64Into,
  parseHex,
  toPem,
} from './encoding';
import { seededBytes } from '../../tests/support/seeded-bytes';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('RFC 4648 §10 vectors', () => {
  it.each(rfc4648.vectors)('"$text"', ({ text, base64, base64url, base16 }) => {
    const bytes = utf8(text);
    expect(bytesToBase64(bytes)).toBe(base64);
    expect(bytesToBase64(bytes, { url: true })).toBe(base64url);
    expect(bytesToHex(bytes)).toBe(base16.toLowerCase());
    expect(parseHex(base16)).toEqual(bytes);
    expect(base64ToBytes(base64, 'standard')).toEqual(bytes);
    expect(base64ToBytes(base64url, 'lenient')).toEqual(bytes);
    expect(base64ToBytes(base64url, 'drop')).toEqual(bytes);
  });
});

describe('hex and binary', () => {
  it.each([
    ['', new Uint8Array()],
    ['00ff10', Uint8Array.of(0, 255, 16)],
    ['DE AD\nbe\tef', Uint8Array.of(0xde, 0xad, 0xbe, 0xef)],
  ])('parses %j', (text, bytes) => expect(parseHex(text)).toEqual(bytes));

  // Signs and non-ASCII digits too: Number.parseInt alone would take them.
  it.each(['abc', '0g', 'zz', '0x00', '12 3', '+1', '-f', '١٢', 'ａｂ'])('rejects %j', (text) =>
    expect(parseHex(text)).toBeUndefined(),
  );

  it('writes bits most significant first', () => {
    expect(bytesToBinary(Uint8Array.of(1, 128, 255))).toBe('000000011000000011111111');
    expect(bytesToBinary(new Uint8Array())).toBe('');
  });
});

describe('PEM', () => {
  it('wraps the Base64 at 64 characters and handles an empty body', () => {
    const pem = toPem('X', seededBytes(48));
    expect(pem.split('\n').map((l) => l.length)).toEqual([17, 64, 15]);
    expect(pem.split('\n')[1]).toBe(Buffer.from(seededBytes(48)).toString('base64'));
    expect(toPem('X', new Uint8Array(0))).toBe('-----BEGIN X-----\n-----END X-----');
  });
});

describe('Base64 encoding matches Node on random data', () => {
  it.each([0, 1, 2, 3, 4, 5, 255, 256, 257, 4096 + 1])('%i bytes', (n) => {
    const bytes = seededBytes(n, n + 1);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(bytesToBase64(bytes, { url: true })).toBe(Buffer.from(bytes).toString('base64url'));
    expect(bytesToBase64(bytes, { url: true, pad: true })).toBe(
      Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_'),
    );
    expect(base64Length(n)).toBe(Buffer.from(bytes).toString('base64').length);
    expect(base64Length(n, false)).toBe(Buffer.from(bytes).toString('base64url').length);
    const out = new Uint8Array(base64Length(n));
    expect(encodeBase64Into(bytes, out)).toBe(out.length);
    expect(new TextDecoder().decode(out)).toBe(Buffer.from(bytes).toString('base64'));
    // An odd offset takes the byte-by-byte path.
    const odd = new Uint8Array(base64Length(n, false) + 1).subarray(1);
    expect(encodeBase64Into(bytes, odd, { url: true })).toBe(odd.length);
    expect(new TextDecoder().decode(odd)).toBe(Buffer.from(bytes).toString('base64url'));
    expect(base64ToBytes(Buffer.from(bytes).toString('base64'))).toEqual(bytes);
  });
});

describe('Base64 decoding modes', () => {
  const ok: [string, 'standard' | 'lenient' | 'drop', string][] = [
    ['', 'standard', ''],
    ['  Zm9v\r\nYmFy  ', 'standard', 'foobar'],
    ['Zm9vYg==', 'standard', 'foob'],
    ['Zm9vYg', 'lenient', 'foob'],
    ['Zm9vYg==', 'lenient', 'foob'],
    ['w7_DqQ', 'lenient', 'ÿé'],
    ['w7/DqQ==', 'lenient', 'ÿé'],
    ['8J+Mjg', 'lenient', '🌎'],
    ['8J-Mjg', 'drop', '🌎'],
    ['Zm9v!Ym#Fy=', 'drop', 'foobar'],
    ['Zm9v Y g', 'drop', 'foob'],
    // Bits past the last whole byte are ignored, as most decoders do.
    ['Zh==', 'standard', 'f'],
  ];
  it.each(ok)('%j (%s)', (text, mode, expected) => expect(base64ToBytes(text, mode)).toEqual(utf8(expected)));

  const bad: [string, 'standard' | 'lenient' | 'drop', string, number][] = [
    ['Zm9vYg', 'standard', 'padding', 6],
    ['Zm9v*mFy', 'standard', 'character', 4],
    ['Zm9v*mFy', 'lenient', 'character', 4],
    ['w7_DqQ==', 'standard', 'character', 2],
    ['Zm9vY', 'lenient', 'length', 4],
    ['Zm9vY', 'drop', 'length', 4],
    ['Zg=', 'lenient', 'padding', 2],
    ['Zg===', 'lenient', 'padding', 4],
    ['Z===', 'standard', 'padding', 3],
    ['Zg==Zm8=', 'lenient', 'padding', 2],
    ['Zm9é', 'lenient', 'character', 3],
    ['Zm9v🌍', 'standard', 'character', 4],
  ];
  it.each(bad)('rejects %j (%s): %s at %i', (text, mode, reason, position) => {
    try {
      base64ToBytes(text, mode);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Base64SyntaxError);
      expect((error as Base64SyntaxError).reason).toBe(reason);
      expect((error as Base64SyntaxError).position).toBe(position);
    }
  });

  it('names the offending character', () => {
    expect(() => base64ToBytes('Zm9v🌍')).toThrow(expect.objectContaining({ character: '🌍' }));
  });
});

describe('Base64Decoder in pieces', () => {
  it('gives the same bytes whatever the cut points', () => {
    const bytes = seededBytes(1000, 7);
    const text = Buffer.from(bytes)
      .toString('base64')
      .replace(/(.{76})/g, '$1\r\n');
    for (const size of [1, 2, 3, 5, 7, 64, 333, text.length]) {
      const decoder = new Base64Decoder('standard');
      const parts: Uint8Array[] = [];
      for (let i = 0; i < text.length; i += size) parts.push(decoder.push(text.slice(i, i + size)));
      parts.push(decoder.end());
      expect(Buffer.concat(parts)).toEqual(Buffer.from(bytes));
    }
  });

  it('counts error positions across pieces', () => {
    const decoder = new Base64Decoder('lenient');
    decoder.push('Zm9v\nYmFy');
    expect(() => decoder.push('Zm9v%')).toThrow(expect.objectContaining({ reason: 'character', position: 13 }));
  });

  it('rejects data after padding in a later piece', () => {
    const decoder = new Base64Decoder('lenient');
    decoder.push('Zg==');
    decoder.push('\n');
    expect(() => decoder.push('Zg')).toThrow(expect.objectContaining({ reason: 'padding', position: 2 }));
  });
});
