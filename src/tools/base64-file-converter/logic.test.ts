import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import rfc4648 from '../../../tests/vectors/base64-rfc4648.json';
import type { Progress } from '@/lib/progress';
import { decodeBase64, detectMime, encodeBlob, mimeOfFile, parseDataUrlPrefix, PREVIEW_CHARS } from './logic';
import { extensionOf, mimeOfName } from './mime';
import { seededBytes } from '../../../tests/support/seeded-bytes';

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
    await expect(decodeBase64(text)).rejects.toMatchObject({
      name: 'InputError',
      key: 'invalidBase64',
      params: { position, character },
    });
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
