import { describe, expect, it } from 'vitest';
import { FileReadError } from '@/lib/errors';
import type { Progress } from '@/lib/progress';
import { decodeBlobText } from './document-source';

const CHUNK = 4 * 1024 * 1024;

describe('decodeBlobText', () => {
  it('decodes UTF-8 as Blob.text() does: BOM dropped, malformed bytes replaced', async () => {
    const blob = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), 'é😀', new Uint8Array([0xff]), 'a']);
    expect(await decodeBlobText(blob)).toBe(await blob.text());
    expect(await decodeBlobText(blob)).toBe('é😀\ufffda');
  });

  it('keeps a character cut by a chunk boundary, and reports progress up to the size', async () => {
    // The 4 bytes of 😀 straddle the end of the first chunk.
    const blob = new Blob(['x'.repeat(CHUNK - 2), '😀', 'y'.repeat(10)]);
    const reports: Progress[] = [];
    const text = await decodeBlobText(blob, (progress) => reports.push(progress));
    expect(text).toBe(`${'x'.repeat(CHUNK - 2)}😀${'y'.repeat(10)}`);
    expect(reports.at(-1)).toEqual({ done: blob.size, total: blob.size });
  });

  it('an empty Blob is an empty text', async () => {
    expect(await decodeBlobText(new Blob([]))).toBe('');
  });

  it('a failed read is a FileReadError', async () => {
    const unreadable = new Blob(['abc']);
    unreadable.slice = () => {
      const part = new Blob([]);
      part.arrayBuffer = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
      return part;
    };
    await expect(decodeBlobText(unreadable)).rejects.toBeInstanceOf(FileReadError);
  });
});
