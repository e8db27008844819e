import { OP, type SplitText } from './line-diff';

/** Lines of context around each change, as `diff -u` writes by default. */
export const CONTEXT = 3;
const NO_NEWLINE = '\\ No newline at end of file';

/**
 * Blocks of the diff, flattened five numbers each: kind (0 equal, 1 change), old start, old
 * count, new start, new count (0-based starts). A change block lists its removed lines first.
 */
export function blocksOf(ops: readonly number[]): Int32Array {
  const out: number[] = [];
  let oldAt = 0;
  let newAt = 0;
  for (let k = 0; k < ops.length; k += 2) {
    const kind = ops[k]!;
    const n = ops[k + 1]!;
    if (kind === OP.EQUAL) {
      out.push(0, oldAt, n, newAt, n);
      oldAt += n;
      newAt += n;
      continue;
    }
    const last = out.length - 5;
    if (last < 0 || out[last] !== 1) out.push(1, oldAt, 0, newAt, 0);
    const at = out.length - 5;
    if (kind === OP.REMOVED) {
      out[at + 2]! += n;
      oldAt += n;
    } else {
      out[at + 4]! += n;
      newAt += n;
    }
  }
  return Int32Array.from(out);
}

/** `-l,n` of a hunk header, as GNU diff writes it (`-l` for one line, the line before for none). */
function range(start: number, count: number): string {
  if (count === 0) return `${start},0`;
  if (count === 1) return `${start + 1}`;
  return `${start + 1},${count}`;
}

/**
 * The unified diff of two texts from their blocks, in the format of `diff -u`: `--- original` and
 * `+++ modified` headers, then `@@ -l,n +l,n @@` hunks with 3 lines of context; changes closer
 * than 2 × 3 unchanged lines share a hunk. Equal texts give ''.
 */
export function unifiedDiff(
  original: SplitText,
  modified: SplitText,
  blocks: Int32Array,
  names: { original: string; modified: string } = { original: 'original', modified: 'modified' },
): string {
  const changes: number[] = [];
  for (let at = 0; at < blocks.length; at += 5) if (blocks[at] === 1) changes.push(at);
  if (changes.length === 0) return '';
  const out: string[] = [`--- ${names.original}`, `+++ ${names.modified}`];
  const oldLast = original.lines.length - 1;
  const newLast = modified.lines.length - 1;
  const line = (prefix: string, text: SplitText, index: number, last: number) => {
    out.push(prefix + text.lines[index]!);
    if (index === last && !text.endsWithNewline) out.push(NO_NEWLINE);
  };

  let g = 0;
  while (g < changes.length) {
    // Changes separated by at most 2 × CONTEXT unchanged lines go in one hunk.
    let end = g;
    while (end + 1 < changes.length) {
      const gapStart = changes[end]! + 5;
      const gap = gapStart < changes[end + 1]! ? blocks[gapStart + 2]! : 0;
      if (gap > 2 * CONTEXT) break;
      end++;
    }
    const first = changes[g]!;
    const lastChange = changes[end]!;
    const before = Math.min(CONTEXT, blocks[first + 1]!);
    const oldStart = blocks[first + 1]! - before;
    const newStart = blocks[first + 3]! - before;
    const oldEnd = Math.min(original.lines.length, blocks[lastChange + 1]! + blocks[lastChange + 2]! + CONTEXT);
    const newEnd = Math.min(modified.lines.length, blocks[lastChange + 3]! + blocks[lastChange + 4]! + CONTEXT);
    out.push(`@@ -${range(oldStart, oldEnd - oldStart)} +${range(newStart, newEnd - newStart)} @@`);
    let oldAt = oldStart;
    let newAt = newStart;
    const context = (untilOld: number) => {
      for (; oldAt < untilOld; oldAt++, newAt++) line(' ', original, oldAt, oldLast);
    };
    for (let at = first; at <= lastChange; at += 5) {
      if (blocks[at] === 0) {
        context(blocks[at + 1]! + blocks[at + 2]!);
        continue;
      }
      context(blocks[at + 1]!);
      for (let i = 0; i < blocks[at + 2]!; i++) line('-', original, oldAt++, oldLast);
      for (let i = 0; i < blocks[at + 4]!; i++) line('+', modified, newAt++, newLast);
    }
    context(oldEnd);
    g = end + 1;
  }
  out.push('');
  return out.join('\n');
}
