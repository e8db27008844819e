import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { receiveAllChunks } from '@/lib/chunk-channel';
import type { OutputPart, WritableFile } from '@/lib/output-sink';
import type { Progress } from '@/lib/progress';
import { PREVIEW_CHARS } from './logic';
import {
  decodeStreamReader,
  decodeToBlob,
  decodeToFile,
  encodeFileStreamReader,
  encodeFileToBlob,
  encodeFileToFile,
} from './worker-api';
import { seededBytes } from '../../../tests/support/seeded-bytes';

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

/** A picked file's handle whose writable is `writable`. */
const handleOf = (writable: WritableFile) => ({ createWritable: async () => writable }) as unknown as FileSystemFileHandle;

describe('into a Blob, on one worker', () => {
  it('encodes a file, with its type and progress', async () => {
    const data = seededBytes(30_000_001, 77);
    const progress: Progress[] = [];
    const result = await encodeFileToBlob(new File([data], 'data.json'), (p) => progress.push(p));
    const expected = Buffer.from(data).toString('base64');
    expect(result).toMatchObject({
      preview: expected.slice(0, PREVIEW_CHARS),
      length: expected.length,
      mime: 'application/json',
    });
    expect((await result.blob.text()) === expected).toBe(true);
    expect(progress.at(-1)).toEqual({ done: data.length, total: data.length });
  });

  it('decodes a Base64 file back to the same bytes, with its type', async () => {
    const data = seededBytes(20_000_000, 78);
    data.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const text = Buffer.from(data)
      .toString('base64')
      .replace(/(.{76})/g, '$1\n');
    const result = await decodeToBlob(new Blob([text]), () => undefined);
    expect(result).toMatchObject({ mime: 'application/pdf', extension: 'pdf', size: data.length });
    // Compared as a whole (a failing toEqual on megabytes would drown in its diff).
    expect(Buffer.from(await result.blob.arrayBuffer()).equals(Buffer.from(data))).toBe(true);
  });

  it('says where Base64 is invalid', async () => {
    await expect(decodeToBlob('Zm9v!mFy', () => undefined)).rejects.toMatchObject({
      name: 'InputError',
      key: 'invalidBase64',
      params: { position: 5, character: '!' },
    });
  });
});

describe('into a picked file, on one worker', () => {
  it('encodes into the file, data URL prefix first, every chunk in order', async () => {
    const data = seededBytes(30_000_001, 79);
    const writable = new MemoryWritable();
    const prefix = 'data:application/json;base64,';
    const [meta, written] = await encodeFileToFile(new File([data], 'data.json'), handleOf(writable), prefix, () => undefined);
    const expected = prefix + Buffer.from(data).toString('base64');
    expect(meta).toMatchObject({ length: expected.length - prefix.length, mime: 'application/json' });
    expect(written).toBe(expected.length);
    expect(writable.parts.length).toBeGreaterThan(2);
    expect(writable.committed?.toString('latin1') === expected).toBe(true);
  });

  it('decodes into the file; invalid Base64 aborts it and nothing is committed', async () => {
    const data = seededBytes(5_000_000, 80);
    const good = new MemoryWritable();
    const [meta, written] = await decodeToFile(Buffer.from(data).toString('base64'), handleOf(good), '', () => undefined);
    expect(meta.size).toBe(data.length);
    expect(written).toBe(data.length);
    expect(good.committed?.equals(Buffer.from(data))).toBe(true);

    const bad = new MemoryWritable();
    const text = Buffer.from(data).toString('base64');
    const broken = `${text.slice(0, 4_000_000)}*${text.slice(4_000_000)}`;
    await expect(decodeToFile(broken, handleOf(bad), '', () => undefined)).rejects.toMatchObject({
      key: 'invalidBase64',
      params: { position: 4_000_001 },
    });
    expect(bad.aborted).toBe(true);
    expect(bad.committed).toBeUndefined();
  });

  it('reports a full disk as such (not as an unreadable input), keeping nothing', async () => {
    const full = new MemoryWritable();
    full.write = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const run = encodeFileToFile(new File([seededBytes(1000, 82)], 'a.bin'), handleOf(full), '', () => undefined);
    await expect(run).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(full.aborted).toBe(true);
    expect(full.committed).toBeUndefined();
  });
});

describe('over a port, at the receiver’s pace (the streamed download)', () => {
  it('sends every encoded chunk in order', async () => {
    const data = seededBytes(30_000_001, 81);
    const received = new MemoryWritable();
    const { port1, port2 } = new MessageChannel();
    const [meta, complete] = await Promise.all([
      encodeFileStreamReader(new File([data], 'data.bin'), port1, () => undefined),
      receiveAllChunks(port2, (chunk) => received.write(chunk)),
    ]);
    expect(complete).toBe(true);
    expect(meta.mime).toBe('application/octet-stream');
    expect(Buffer.concat(received.parts).toString('latin1') === Buffer.from(data).toString('base64')).toBe(true);
  });

  it('stops the receiver when the Base64 is invalid', async () => {
    const { port1, port2 } = new MessageChannel();
    const [reader, receiver] = await Promise.allSettled([
      decodeStreamReader('Zm9vYmFy'.repeat(1000) + '*', port1, () => undefined),
      receiveAllChunks(port2, () => undefined),
    ]);
    expect(reader).toMatchObject({ status: 'rejected', reason: { key: 'invalidBase64', params: { position: 8001 } } });
    expect(receiver).toEqual({ status: 'fulfilled', value: false });
  });
});
