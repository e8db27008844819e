import { Text } from '@codemirror/state';
import { nextTask } from '@/lib/next-task';

/** Characters split into lines, or joined, per task while the editor's text is built or read (5 MB at once: ~170 ms at 4x). */
const BUILD_SLICE_CHARS = 256 * 1024;
/** Line breaks as CodeMirror splits a text (the text it gives back has LF alone). */
const LINE_BREAK = /\r\n?|\n/;

/** The editor's text of `value`, built a slice per task; undefined once `cancelled` says so. */
export async function textOf(value: string, cancelled: () => boolean, sliceChars = BUILD_SLICE_CHARS): Promise<Text | undefined> {
  let text: Text | undefined;
  let at = 0;
  do {
    // Each slice ends after a line break, so appending the next one starts a new line.
    const newline = value.indexOf('\n', at + sliceChars);
    const end = newline === -1 ? value.length : newline + 1;
    const slice = Text.of(value.slice(at, end).split(LINE_BREAK));
    text = text ? text.append(slice) : slice;
    at = end;
    // The last one too: the editor is then made in a task of its own.
    await nextTask();
    if (cancelled()) return undefined;
  } while (at < value.length);
  return text;
}

/**
 * The text of the editor's `doc` (an unchanging snapshot) as one flat string, a slice per task;
 * undefined once `cancelled` says so. At once, toString() gave a rope of every line, which the copy
 * to the worker then flattened (a 77 ms task for 5 MB at 4x); joining every line took 62 ms.
 */
export async function stringOf(doc: Text, cancelled: () => boolean, sliceChars = BUILD_SLICE_CHARS): Promise<string | undefined> {
  const slices: string[] = [];
  for (let from = 0; from < doc.length; from += sliceChars) {
    // Joined from its lines and breaks: sliceString() adds them one by one into a rope.
    const parts: string[] = [];
    for (const lines = doc.iterRange(from, Math.min(doc.length, from + sliceChars)); !lines.next().done;) parts.push(lines.value);
    slices.push(parts.join(''));
    // The last one too: joining the slices is a copy of the whole text, a task of its own.
    await nextTask();
    if (cancelled()) return undefined;
  }
  const text = slices.join('');
  // The page hands the text to its worker at once: another copy, in a task of its own.
  await nextTask();
  return cancelled() ? undefined : text;
}
