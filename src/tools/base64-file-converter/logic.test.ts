import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import rfc4648 from '../../../tests/vectors/base64-rfc4648.json';
import {
  collectBlob,
  decodeBase64,
  decodeRanges,
  decodeReader,
  detectMime,
  encodeRanges,
  mimeOfFile,
  parseDataUrlPrefix,
  PREVIEW_CHARS,
  type Progress,
} from './logic';
import { extensionOf, mimeOfName } from './mime';
import { interleave, planDecodeRanges, rangesOf, splitRanges } from './ranges';

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

/** What the page does with two workers (here both in this thread, with Blob outputs). */
async function encodeInHalves(file: Blob, chunk: number, onProgress?: (part: number, p: Progress) => void) {
  const ranges = splitRanges(file.size, chunk);
  const parts = Math.min(2, ranges.length);
  const halves = await Promise.all(
    Array.from({ length: parts }, (_, part) =>
      encodeRanges(file, rangesOf(ranges, part, parts), undefined, (p) => onProgress?.(part, p)),
    ),
  );
  const blob = new Blob(interleave(halves.map((half) => half.parts)), { type: 'text/plain' });
  return { blob, preview: await blob.slice(0, PREVIEW_CHARS).text(), length: blob.size };
}

async function decodeInHalves(source: Blob, chunk: number) {
  const ranges = planDecodeRanges(source.size, await source.slice(0, 65536).text(), chunk);
  if (!ranges) return undefined;
  const halves = await Promise.all([0, 1].map((part) => decodeRanges(source, rangesOf(ranges, part, 2))));
  return { ranges, halves, blob: new Blob(interleave(halves.map((half) => half.parts))) };
}

describe('encodeRanges (two workers, every other range)', () => {
  it.each(rfc4648.vectors)('RFC 4648: "$text"', async ({ text, base64 }) => {
    const encoded = await encodeInHalves(new Blob([text]), 3);
    expect(await encoded.blob.text()).toBe(base64);
    expect(encoded.length).toBe(base64.length);
    expect(encoded.preview).toBe(base64);
  });

  it.each([0, 1, 2, 3, 4, 299, 300, 301])('matches Node for %i bytes in 30-byte chunks', async (size) => {
    const data = seededBytes(size, size + 9);
    const last: Progress[] = [];
    const encoded = await encodeInHalves(new Blob([data]), 30, (part, p) => (last[part] = p));
    expect(await encoded.blob.text()).toBe(Buffer.from(data).toString('base64'));
    expect(encoded.blob.type).toBe('text/plain');
    // Each worker counts its own share to the end; together they make the whole.
    for (const p of last) expect(p.done).toBe(p.total);
    expect(last.reduce((sum, p) => sum + p.done, 0)).toBe(size);
  });

  it('keeps only a preview of the first characters', async () => {
    const encoded = await encodeInHalves(new Blob([seededBytes(20_000, 3)]), 3000);
    expect(encoded.preview).toHaveLength(PREVIEW_CHARS);
    expect(encoded.length).toBe(Math.ceil(20_000 / 3) * 4);
    expect((await encoded.blob.text()).startsWith(encoded.preview)).toBe(true);
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
    await expect(decodeReader(text, port1)).resolves.toMatchObject({
      ok: false,
      error: { key: 'invalidBase64', params: { position } },
    });
    await expect(helper).rejects.toThrow();
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
  it('decodes a Base64 file back to the same bytes, with its type', async () => {
    const data = seededBytes(20_000_000, 78);
    data.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const text = Buffer.from(data)
      .toString('base64')
      .replace(/(.{76})/g, '$1\n');
    const { port1, port2 } = new MessageChannel();
    const [result, blob] = await Promise.all([decodeReader(new Blob([text]), port1), collectBlob(port2)]);
    expect(result).toEqual({ ok: true, value: { mime: 'application/pdf', extension: 'pdf', size: data.length } });
    // Compared as a whole (a failing toEqual on megabytes would drown in its diff).
    expect((await bytesOf(blob)).equals(Buffer.from(data))).toBe(true);
  });
});

describe('decodeRanges (two workers, every other range)', () => {
  const data = seededBytes(100_000, 5);
  const base64 = Buffer.from(data).toString('base64');

  it.each([
    ['one line', base64, 1000],
    ['a data URL', `data:image/png;base64,${base64}`, 1000],
    ['MIME lines (76 + CRLF)', base64.replace(/(.{76})/g, '$1\r\n'), 1000],
    ['PEM lines (64 + LF) ending in a line break', `${base64.replace(/(.{64})/g, '$1\n')}\n`, 5000],
  ])('decodes %s in independent ranges to the same bytes', async (_, text, chunk) => {
    const result = await decodeInHalves(new Blob([text]), chunk);
    expect(result?.ranges.length).toBeGreaterThan(2);
    expect(result?.halves.every((half) => half.independent)).toBe(true);
    expect((await bytesOf(result!.blob)).equals(Buffer.from(data))).toBe(true);
  });

  it('gives the first bytes and the data URL type to the page', async () => {
    const result = await decodeInHalves(new Blob([`data:image/png;base64,${base64}`]), 1000);
    expect(result?.halves[0]).toMatchObject({ dataUrlMime: 'image/png', head: data.slice(0, 16) });
  });

  it('says when a cut falls inside a group (irregular lines), so the page decodes in one pass', async () => {
    // The sample shows 76-character lines; further on, one line is 75 characters long.
    const lines = base64.replace(/(.{76})/g, '$1\n');
    const broken = `${lines.slice(0, 100_000)}${lines.slice(100_001)}`;
    const result = await decodeInHalves(new Blob([broken]), 1000);
    expect(result?.halves.some((half) => !half.independent)).toBe(true);
  });

  it('says when a range holds invalid Base64 (one pass then locates it)', async () => {
    const result = await decodeInHalves(new Blob([`${base64.slice(0, 60_000)}#${base64.slice(60_001)}`]), 1000);
    expect(result?.halves.some((half) => !half.independent)).toBe(true);
  });

  it('does not plan ranges for lines that cut groups, or of several lengths', () => {
    expect(planDecodeRanges(10_000, 'QUJD\nQUJDRA==\n', 100)).toBeUndefined();
    expect(planDecodeRanges(10_000, 'QUJDRA\nQUJDRA\n', 100)).toBeUndefined();
    expect(planDecodeRanges(10_000, 'QUJDQUJD\nQUJD\nQUJDQUJD\n', 100)).toBeUndefined();
  });
});

describe('ranges', () => {
  it('covers the input, the first range taking the prefix too', () => {
    expect(splitRanges(10, 4)).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
    expect(splitRanges(10, 4, 3)).toEqual([
      [0, 7],
      [7, 10],
    ]);
    expect(splitRanges(0, 4)).toEqual([]);
  });

  it('cuts MIME lines between lines', () => {
    const line = `${'A'.repeat(76)}\r\n`;
    expect(planDecodeRanges(78 * 100, line.repeat(100), 800)).toEqual(splitRanges(78 * 100, 780));
  });

  it("puts each worker's outputs back in order", () => {
    const ranges = ['a', 'b', 'c', 'd', 'e'];
    expect(interleave([rangesOf(ranges, 0, 2), rangesOf(ranges, 1, 2)])).toEqual(ranges);
  });
});
