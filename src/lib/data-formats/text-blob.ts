import { TaskAbortedError } from '@/lib/errors';
import { nextTask } from '@/lib/next-task';
import { isHighSurrogate } from '@/lib/surrogates';

/** Characters encoded in one task (a few ms on a slow phone). */
export const TEXT_BLOB_SLICE_CHARS = 1024 * 1024;

/**
 * A text as a UTF-8 Blob, encoded a slice per task: a worker can then read it as a file, where
 * posting it as a string copied it in one long task (279 ms for 50 MB at the bench's 4x slower
 * CPU). A slice never ends between the two halves of a surrogate pair (each is encoded alone).
 * Throws TaskAbortedError once `signal` is aborted.
 */
export async function textAsBlob(text: string, signal?: AbortSignal, sliceChars = TEXT_BLOB_SLICE_CHARS): Promise<Blob> {
  let blob = new Blob([]);
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + sliceChars);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end += end - start > 1 ? -1 : 1;
    blob = new Blob([blob, text.slice(start, end)]);
    start = end;
    if (start < text.length) {
      await nextTask();
      if (signal?.aborted) throw new TaskAbortedError(false);
    }
  }
  return blob;
}
