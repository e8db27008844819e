import { describe, expect, it } from 'vitest';
import { TaskAbortedError } from '@/lib/errors';
import { textAsBlob } from './text-blob';

describe('textAsBlob', () => {
  it.each<[string, string, number]>([
    ['empty text', '', 4],
    ['one slice', 'abc', 4],
    ['several slices', 'abcdefghij', 3],
    // 😀 is two UTF-16 units: a slice of 3 would end between them.
    ['never splits a surrogate pair', 'ab😀cd😀😀e', 3],
    ['a slice of one unit still moves on', '😀😀', 1],
    ['accents and CJK', 'été 漢字 ünï\r\n'.repeat(50), 7],
  ])('%s', async (_, text, slice) => {
    const blob = await textAsBlob(text, undefined, slice);
    expect(await blob.text()).toBe(text);
    expect(blob.size).toBe(new TextEncoder().encode(text).length);
  });

  it('stops between slices once aborted', async () => {
    const controller = new AbortController();
    const building = textAsBlob('x'.repeat(100), controller.signal, 10);
    controller.abort();
    await expect(building).rejects.toBeInstanceOf(TaskAbortedError);
  });
});
