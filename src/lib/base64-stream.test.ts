import { Buffer } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Base64StreamDecoder, Base64SyntaxError, nativeBase64 } from './base64-stream';

type Options = { alphabet?: 'base64' | 'base64url'; lastChunkHandling?: 'loose' | 'strict' | 'stop-before-partial' };

/**
 * A test stand-in for the engine's Uint8Array.prototype.setFromBase64 / fromBase64 (absent in
 * Node 20), following the TC39 algorithm closely enough to exercise the streaming decoder's native path.
 */
function setFromBase64(this: Uint8Array, text: string, options: Options = {}): { read: number; written: number } {
  const alphabet = options.alphabet === 'base64url' ? /[A-Za-z0-9\-_]/ : /[A-Za-z0-9+/]/;
  const handling = options.lastChunkHandling ?? 'loose';
  let quantum = '';
  let quantumStart = 0;
  let written = 0;
  const flush = (chars: string) => {
    const bytes = Buffer.from(chars, options.alphabet === 'base64url' ? 'base64url' : 'base64');
    this.set(bytes, written);
    written += bytes.length;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (' \t\n\f\r'.includes(c)) continue;
    if (c === '=') {
      if (quantum.length < 2) throw new SyntaxError('bad padding');
      let j = i + 1;
      const skip = () => {
        while (j < text.length && ' \t\n\f\r'.includes(text[j]!)) j++;
      };
      if (quantum.length === 2) {
        skip();
        if (j === text.length) {
          if (handling === 'stop-before-partial') return { read: quantumStart, written };
          throw new SyntaxError('bad padding');
        }
        if (text[j] !== '=') throw new SyntaxError('bad padding');
        j++;
      }
      skip();
      if (j < text.length) throw new SyntaxError('data after padding');
      flush(quantum);
      return { read: text.length, written };
    }
    if (!alphabet.test(c)) throw new SyntaxError('bad character');
    if (quantum.length === 0) quantumStart = i;
    quantum += c;
    if (quantum.length === 4) {
      flush(quantum);
      quantum = '';
    }
  }
  if (quantum.length === 0) return { read: text.length, written };
  if (handling === 'stop-before-partial') return { read: quantumStart, written };
  if (quantum.length === 1) throw new SyntaxError('lone character');
  flush(quantum);
  return { read: text.length, written };
}
function fromBase64(text: string, options: Options = {}): Uint8Array {
  const out = new Uint8Array(Math.ceil(text.length / 4) * 3 + 3);
  return out.slice(0, setFromBase64.call(out, text, options).written);
}

function decodeInPieces(text: string, size: number, native: boolean, offset = 0) {
  const decoder = new Base64StreamDecoder(offset, native);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(decoder.push(text.slice(i, i + size)));
  parts.push(decoder.end());
  return Buffer.concat(parts);
}

const data = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 2654435761) >>> 24));

describe.each([false, true])('Base64StreamDecoder (native path %s)', (native) => {
  const saved = { ...nativeBase64 };
  beforeAll(() => {
    if (native) Object.assign(nativeBase64, { setFromBase64, fromBase64 });
  });
  afterAll(() => Object.assign(nativeBase64, saved));

  it.each([1, 3, 4, 5, 77, 1000, 5000])('decodes standard, wrapped Base64 in pieces of %i', (size) => {
    const text = data.toString('base64').replace(/(.{76})/g, '$1\r\n');
    expect(decodeInPieces(text, size, native)).toEqual(data);
  });

  it.each([1, 7, 4096])('decodes unpadded Base64url in pieces of %i', (size) => {
    expect(decodeInPieces(data.subarray(0, 2999).toString('base64url'), size, native)).toEqual(data.subarray(0, 2999));
  });

  it('accepts both alphabets mixed, and bytes input', () => {
    const decoder = new Base64StreamDecoder(0, native);
    const parts = [decoder.pushBytes(Buffer.from('Pz8+')), decoder.push('Pz8_'), decoder.push('Pw'), decoder.end()];
    expect(Buffer.concat(parts).toString()).toBe('??>????');
  });

  it.each([
    ['Zm9vYmFy%Zm9v', 5, 'character', 8 + 5],
    ['Zm9vYmFy\nZm9v\nZ', 2, 'length', 14],
    ['Zg==Zm9v', 3, 'padding', 2],
    ['Zg==\n\nZm9v', 6, 'padding', 2],
    ['Zg=', 100, 'padding', 2],
  ])('locates the error in %j (pieces of %i): %s at %i', (text, size, reason, position) => {
    const offset = reason === 'character' ? 5 : 0;
    try {
      decodeInPieces(text, size, native, offset);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Base64SyntaxError);
      expect(error).toMatchObject({ reason, position });
    }
  });

  it('reports a non-ASCII byte at its byte offset', () => {
    const decoder = new Base64StreamDecoder(0, native);
    decoder.pushBytes(Buffer.from('Zm9v'));
    expect(() => decoder.pushBytes(Buffer.from([0x5a, 0x6d, 0xc3, 0xa9]))).toThrow(expect.objectContaining({ position: 6 }));
  });
});
