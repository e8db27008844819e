import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '@/lib/encoding';
import { hashBytes } from './digests';
import { FileReadError } from '@/lib/chunked-file';
import type { Progress } from '@/lib/progress';
import { digestStream, streamDigestsHelper } from './stream';
import { seededBytes } from '../../../tests/support/seeded-bytes';

describe('two-worker streaming digests (both ends in one thread)', () => {
  it.each([0, 1, 999, 1000, 1001, 10_000])('%i bytes in 1000-byte chunks', async (size) => {
    const data = seededBytes(size, size + 3);
    const { port1, port2 } = new MessageChannel();
    const progress: Progress[] = [];
    const [mine, theirs] = await Promise.all([
      digestStream(new Blob([data]), [{ algorithm: 'MD5' }, { algorithm: 'SHA1' }], port1, (p) => progress.push(p), 1000),
      streamDigestsHelper([{ algorithm: 'SHA256' }, { algorithm: 'SHA512' }, { algorithm: 'CRC32' }], port2),
    ]);
    const expected = await hashBytes(data, ['MD5', 'SHA1', 'SHA256', 'SHA512', 'CRC32']);
    expect(mine.map(bytesToHex)).toEqual([bytesToHex(expected.MD5!), bytesToHex(expected.SHA1!)]);
    expect(theirs!.map(bytesToHex)).toEqual([expected.SHA256!, expected.SHA512!, expected.CRC32!].map(bytesToHex));
    expect(bytesToHex(theirs![0]!)).toBe(createHash('sha256').update(data).digest('hex'));
    expect(progress.at(-1)).toEqual({ done: size, total: size });
  });

  it('works with the reader alone (no helper) and the helper alone', async () => {
    const data = seededBytes(5000, 11);
    const alone = await digestStream(new Blob([data]), [{ algorithm: 'SHA3-256' }], undefined, undefined, 512);
    expect(bytesToHex(alone[0]!)).toBe(createHash('sha3-256').update(data).digest('hex'));

    const { port1, port2 } = new MessageChannel();
    const [readerOnly, helper] = await Promise.all([
      digestStream(new Blob([data]), [], port1, undefined, 512),
      streamDigestsHelper([{ algorithm: 'SHA256' }], port2),
    ]);
    expect(readerOnly).toEqual([]);
    expect(bytesToHex(helper![0]!)).toBe(createHash('sha256').update(data).digest('hex'));
  });

  it('streams HMACs with the key', async () => {
    const data = seededBytes(4321, 5);
    const key = new TextEncoder().encode('secret key');
    const { port1, port2 } = new MessageChannel();
    const [, macs] = await Promise.all([
      digestStream(new Blob([data]), [], port1, undefined, 1000),
      streamDigestsHelper([{ algorithm: 'SHA512', hmacKey: key }], port2),
    ]);
    expect(bytesToHex(macs![0]!)).toBe(createHmac('sha512', key).update(data).digest('hex'));
  });

  it('reports an unreadable file as FileReadError; the helper it stops resolves empty-handed', async () => {
    const broken = {
      size: 3000,
      slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }),
    } as unknown as Blob;
    const { port1, port2 } = new MessageChannel();
    const helper = streamDigestsHelper([{ algorithm: 'MD5' }], port2);
    await expect(digestStream(broken, [{ algorithm: 'SHA1' }], port1, undefined, 1000)).rejects.toBeInstanceOf(FileReadError);
    await expect(helper).resolves.toBeUndefined();
  });
});
