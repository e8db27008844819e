import { Buffer } from 'node:buffer';
import { FileSink, pipeChunksToFile, type OutputPart, type WritableFile } from '@/lib/output-sink';
import type { Progress } from '@/lib/progress';
import { describe, expect, it } from 'vitest';
import rfc4648 from '../../../tests/vectors/base64-rfc4648.json';
import {
  collectBlob,
  decodeBase64,
  decodeReader,
  decodeStreamReader,
  detectMime,
  encodeBlob,
  encodeFileReader,
  encodeFileStreamReader,
  mimeOfFile,
  parseDataUrlPrefix,
  PREVIEW_CHARS,
} from './logic';
import { extensionOf, mimeOfName } from './mime';

function seededBytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 255;
  }
  return out;
}
const bytesOf = async (blob: Blob) => Buffer.from(await blob.arrayBuffer());

describe('encodeBlob', () => {
  it.each(rfc4648.vectors)('RFC 4648: "$text"', async ({ text, base64 }) => {
    const encoded = await encodeBlob(new Blob([text]));
    expect(await encoded.blob.text()).toBe(base64);
    expect(encoded.length).toBe(base64.length);
    expect(encoded.preview).toBe(base64);
  });

  it.each([0, 1, 2, 3, 4, 299, 300, 301])('matches Node for %i bytes in 30-byte chunks', async (size) => {
    const data = seededBytes(size, size + 9);
    const progress: Progress[] = [];
    const encoded = await encodeBlob(new Blob([data]), (p) => progress.push(p), 30);
    expect(await encoded.blob.text()).toBe(Buffer.from(data).toString('base64'));
    expect(encoded.blob.type).toBe('text/plain');
    if (size > 0) expect(progress.at(-1)).toEqual({ done: size, total: size });
  });

  it('keeps only a preview of the first characters', async () => {
    const encoded = await encodeBlob(new Blob([seededBytes(20_000, 3)]), undefined, 3000);
    expect(encoded.preview).toHaveLength(PREVIEW_CHARS);
    expect(encoded.length).toBe(Math.ceil(20_000 / 3) * 4);
    expect((await encoded.blob.text()).startsWith(encoded.preview)).toBe(true);
  });

  it('refuses chunks that are not whole 3-byte groups', async () => {
    await expect(encodeBlob(new Blob(['abcd']), undefined, 4)).rejects.toThrow(RangeError);
  });

  it('gives the MIME type for the data URL prefix', async () => {
    expect(await mimeOfFile(new File(['x'], 'a.bin', { type: 'image/png' }))).toBe('image/png');
    expect(await mimeOfFile(new File(['x'], 'notes.md'))).toBe('text/markdown');
    expect(await mimeOfFile(new File(['x'], 'noextension'))).toBe('application/octet-stream');
  });
});

describe('decodeBase64', () => {
  it.each(rfc4648.vectors)('RFC 4648: "$base64" and "$base64url"', async ({ text, base64, base64url }) => {
    expect(await (await decodeBase64(base64)).blob.text()).toBe(text);
    expect(await (await decodeBase64(new Blob([base64url]))).blob.text()).toBe(text);
  });

  it.each([4, 8, 400, 10_000])('round-trips wrapped Base64 from text and files in %i-character chunks', async (chunk) => {
    const data = seededBytes(5000, chunk);
    const wrapped = Buffer.from(data)
      .toString('base64')
      .replace(/(.{76})/g, '$1\r\n');
    expect(await bytesOf((await decodeBase64(wrapped, undefined, chunk)).blob)).toEqual(Buffer.from(data));
    expect(await bytesOf((await decodeBase64(new Blob([wrapped]), undefined, chunk)).blob)).toEqual(Buffer.from(data));
  });

  it('reads a data URL prefix: its type wins', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const decoded = await decodeBase64(new Blob([`  data:application/json;base64,${png.toString('base64')}`]));
    expect(decoded).toMatchObject({ mime: 'application/json', extension: 'json' });
    expect(decoded.blob.type).toBe('application/json');
    expect(await bytesOf(decoded.blob)).toEqual(png);
  });

  it.each([
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'application/pdf', 'pdf'],
    [[...Buffer.from('GIF89a'), 1, 0], 'image/gif', 'gif'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png', 'png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg', 'jpg'],
    [[...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')], 'image/webp', 'webp'],
  ])('detects %j as %s', async (head, mime, extension) => {
    expect(detectMime(Uint8Array.from(head))).toBe(mime);
    const decoded = await decodeBase64(Buffer.from(head).toString('base64'));
    expect(decoded).toMatchObject({ mime, extension });
  });

  it('leaves unknown data untyped (octet-stream blob)', async () => {
    const decoded = await decodeBase64('aGVsbG8=');
    expect(decoded.mime).toBeUndefined();
    expect(decoded.extension).toBeUndefined();
    expect(decoded.blob.type).toBe('application/octet-stream');
  });

  it('decodes blank input to an empty file', async () => {
    expect((await decodeBase64('  \n')).blob.size).toBe(0);
    expect((await decodeBase64(new Blob([]))).blob.size).toBe(0);
  });

  it.each([
    ['Zm9v!mFy', 5, '!'],
    ['data:text/plain;base64,Zm9v*', 28, '*'],
    ['Zm9vY', 5, ''],
    ['Zm9v\nZg==Zg==', 8, '='],
    ['Zm9vé', 5, 'é'],
  ])('locates the problem in %j at %i', async (text, position, character) => {
    await expect(decodeBase64(text)).rejects.toMatchObject({ key: 'invalidBase64', params: { position, character } });
    const { port1, port2 } = new MessageChannel();
    const helper = collectBlob(port2);
    await expect(decodeReader(text, port1, () => undefined)).rejects.toMatchObject({
      name: 'InputError',
      key: 'invalidBase64',
      params: { position },
    });
    // Stopped by the reader: the helper resolves empty-handed, the reader's error tells why.
    await expect(helper).resolves.toBeUndefined();
  });

  it('locates a bad byte deep in a file read in chunks', async () => {
    const text = Buffer.from(seededBytes(3000, 1)).toString('base64');
    const broken = `${text.slice(0, 2500)}#${text.slice(2501)}`;
    await expect(decodeBase64(new Blob([broken]), undefined, 400)).rejects.toMatchObject({ params: { position: 2501 } });
  });
});

describe('mime-db lookups', () => {
  it.each([
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
    ['application/pdf', 'pdf'],
    ['text/plain; charset=utf-8', 'txt'],
    ['application/x-unknown-thing', undefined],
  ])('%s → %s', (mime, extension) => expect(extensionOf(mime)).toBe(extension));

  it.each([
    ['photo.JPG', 'image/jpeg'],
    ['data.json', 'application/json'],
    ['archive.tar.gz', 'application/gzip'],
    ['README', undefined],
  ])('%s → %s', (name, mime) => expect(mimeOfName(name)).toBe(mime));

  it('parses data URL prefixes', () => {
    expect(parseDataUrlPrefix('data:image/png;base64,AAAA')).toEqual({ mime: 'image/png', start: 22 });
    expect(parseDataUrlPrefix(' data:;base64,AA')).toEqual({ mime: 'text/plain', start: 14 });
    expect(parseDataUrlPrefix('data:text/plain;charset=utf-8;base64,AA')?.mime).toBe('text/plain;charset=utf-8');
    expect(parseDataUrlPrefix('AAAA')).toBeUndefined();
  });
});

describe('worker pair (both ends in one thread)', () => {
  it('encodes a file: the reader sends Base64 bytes, the helper builds the Blob', async () => {
    const data = seededBytes(30_000_001, 77);
    const { port1, port2 } = new MessageChannel();
    const progress: Progress[] = [];
    const [meta, blob] = await Promise.all([
      encodeFileReader(new File([data], 'data.json'), port1, (p) => progress.push(p)),
      collectBlob(port2),
    ]);
    const expected = Buffer.from(data).toString('base64');
    expect(meta).toEqual({ preview: expected.slice(0, PREVIEW_CHARS), length: expected.length, mime: 'application/json' });
    expect((await blob!.text()) === expected).toBe(true);
    expect(progress.at(-1)).toEqual({ done: data.length, total: data.length });
  });

  it('decodes a Base64 file back to the same bytes, with its type', async () => {
    const data = seededBytes(20_000_000, 78);
    data.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const text = Buffer.from(data)
      .toString('base64')
      .replace(/(.{76})/g, '$1\n');
    const { port1, port2 } = new MessageChannel();
    const [result, blob] = await Promise.all([decodeReader(new Blob([text]), port1, () => undefined), collectBlob(port2)]);
    expect(result).toEqual({ mime: 'application/pdf', extension: 'pdf', size: data.length });
    // Compared as a whole (a failing toEqual on megabytes would drown in its diff).
    expect((await bytesOf(blob!)).equals(Buffer.from(data))).toBe(true);
  });
});

/** Stands in for FileSystemWritableFileStream: keeps every part written, in order, until close. */
class MemoryWritable implements WritableFile {
  parts: Buffer[] = [];
  committed?: Buffer;
  aborted = false;
  async write(data: OutputPart) {
    if (typeof data === 'string') this.parts.push(Buffer.from(data, 'latin1'));
    else if (data instanceof Blob) this.parts.push(Buffer.from(await data.arrayBuffer()));
    else this.parts.push(Buffer.from(data));
  }
  async close() {
    this.committed = Buffer.concat(this.parts);
  }
  async abort() {
    this.aborted = true;
    this.parts = [];
  }
}

describe('worker pair streamed to a file (both ends in one thread)', () => {
  it('encodes into the file, data URL prefix first, every chunk in order', async () => {
    const data = seededBytes(30_000_001, 79);
    const writable = new MemoryWritable();
    const { port1, port2 } = new MessageChannel();
    const prefix = 'data:application/json;base64,';
    const [meta, written] = await Promise.all([
      encodeFileStreamReader(new File([data], 'data.json'), port1, () => undefined),
      pipeChunksToFile(new FileSink(writable), prefix, port2),
    ]);
    const expected = prefix + Buffer.from(data).toString('base64');
    expect(meta.length).toBe(expected.length - prefix.length);
    expect(written).toBe(expected.length);
    expect(writable.parts.length).toBeGreaterThan(2);
    expect(writable.committed?.toString('latin1') === expected).toBe(true);
  });

  it('decodes into the file; invalid Base64 aborts it and nothing is committed', async () => {
    const data = seededBytes(5_000_000, 80);
    const good = new MemoryWritable();
    const ok = new MessageChannel();
    const [meta] = await Promise.all([
      decodeStreamReader(Buffer.from(data).toString('base64'), ok.port1, () => undefined),
      pipeChunksToFile(new FileSink(good), '', ok.port2),
    ]);
    expect(meta.size).toBe(data.length);
    expect(good.committed?.equals(Buffer.from(data))).toBe(true);

    const bad = new MemoryWritable();
    const broken = new MessageChannel();
    const text = Buffer.from(data).toString('base64');
    const [reader, helper] = await Promise.allSettled([
      decodeStreamReader(text.slice(0, 4_000_000) + '*' + text.slice(4_000_000), broken.port1, () => undefined),
      pipeChunksToFile(new FileSink(bad), '', broken.port2),
    ]);
    expect(reader).toMatchObject({ status: 'rejected', reason: { key: 'invalidBase64', params: { position: 4_000_001 } } });
    expect(helper).toEqual({ status: 'fulfilled', value: undefined });
    expect(bad.aborted).toBe(true);
    expect(bad.committed).toBeUndefined();
  });
});
