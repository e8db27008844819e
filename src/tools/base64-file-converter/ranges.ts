import { alignedChunkBytes, type ByteRange } from '@/lib/chunked-file';
import { parseDataUrlPrefix } from './logic';

/**
 * Big files are converted by two workers at once, each taking every other range of the input and
 * converting each range on its own. These helpers cut the input and put the outputs back in order.
 */

/** Ranges of `chunk` bytes covering `size` bytes; the first also takes `head` extra bytes (a prefix). */
export function splitRanges(size: number, chunk: number, head = 0): ByteRange[] {
  if (!(chunk > 0)) throw new RangeError('chunk must be positive');
  const ranges: ByteRange[] = [];
  for (let start = 0, end = Math.min(size, head + chunk); start < size; start = end, end = Math.min(size, end + chunk)) {
    ranges.push([start, end]);
  }
  return ranges;
}

/** The ranges worker `part` of `parts` takes: every `parts`-th one (round robin). */
export const rangesOf = <T>(ranges: readonly T[], part: number, parts: number): T[] =>
  ranges.filter((_, i) => i % parts === part);

/** Each worker's outputs (in its ranges' order) back in the order of all ranges. */
export function interleave<T>(perWorker: readonly (readonly T[])[]): T[] {
  const total = perWorker.reduce((sum, list) => sum + list.length, 0);
  const out: T[] = [];
  for (let i = 0; i < total; i++) out.push(perWorker[i % perWorker.length]![Math.floor(i / perWorker.length)]!);
  return out;
}

const isBlank = (code: number) => code === 32 || (code >= 9 && code <= 13);

/**
 * Ranges of Base64 text that decode on their own: each but the last must hold whole 4-character
 * groups. Text without line breaks is cut at multiples of 4 characters after its data URL prefix;
 * text in lines of one length (76 characters in MIME, 64 in PEM) whose lines hold whole groups is
 * cut between lines. `sample` is the text's beginning. Undefined for any other layout (decoded in
 * one pass instead); the workers check every cut anyway, so a wrong guess costs time, never bytes.
 */
export function planDecodeRanges(size: number, sample: string, chunkChars: number): ByteRange[] | undefined {
  const prefix = parseDataUrlPrefix(sample)?.start ?? 0;
  const body = sample.slice(prefix);
  const lineLength = body.indexOf('\n') + 1;
  if (lineLength === 0) return splitRanges(size, alignedChunkBytes(chunkChars, 4), prefix);
  let significant = 0;
  for (let i = 0; i < lineLength; i++) if (!isBlank(body.charCodeAt(i))) significant++;
  if (significant === 0 || significant % 4 !== 0) return undefined;
  // Every line wholly inside the sample has the same length.
  for (let at = lineLength; at + lineLength <= body.length; at += lineLength) {
    if (body.indexOf('\n', at) !== at + lineLength - 1) return undefined;
  }
  return splitRanges(size, Math.max(1, Math.floor(chunkChars / lineLength)) * lineLength, prefix);
}
