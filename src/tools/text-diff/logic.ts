import { diffWordsWithSpace } from 'diff';
import { DEFAULT_LIMITS, diffLineIds, type DiffLimits } from './line-diff';
import { splitText, type SplitText } from './split';
import { blocksOf, unifiedDiff } from './unified';

export { marksOfLine, splitText, type SplitText } from './split';
export { unifiedDiff } from './unified';

export interface TextDiffOptions {
  /** Lines that differ only in whitespace count as equal (as `diff -w`). */
  ignoreWhitespace: boolean;
}

export interface TextDiff {
  /** Lines only in the modified text. */
  added: number;
  /** Lines only in the original text. */
  removed: number;
  /** A limit was hit: some region is shown as replaced instead of diffed line by line. */
  approximate: boolean;
  /** Five numbers a block: kind (0 equal, 1 change), old start, old count, new start, new count. */
  blocks: Int32Array;
  /** Changed words of paired lines, three numbers each: line index, start, end (UTF-16 units), by line. */
  oldMarks: Int32Array;
  newMarks: Int32Array;
  /** `diff -u` of the two texts ('' when they are equal). */
  unified: string;
}

/** Word highlights are skipped for lines longer than this (they would cost more than they tell). */
export const MAX_WORD_DIFF_CHARS = 2000;
const WORD_EDIT_LIMIT = 200;
/** Trailing CR of CRLF lines: part of the line for `diff`, not shown. */
const trimCr = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);

/**
 * Compares two texts line by line (see diffLineIds), then, inside each change block, pairs the
 * removed and added lines in order and finds their changed words. Limits keep the work bounded:
 * a region beyond `limits` is shown as replaced, and long lines get no word highlights.
 */
export function diffTexts(
  original: string,
  modified: string,
  { ignoreWhitespace }: TextDiffOptions,
  limits: DiffLimits = DEFAULT_LIMITS,
): TextDiff {
  const a = splitText(original);
  const b = splitText(modified);
  const keyOf = (text: SplitText) => {
    const last = text.lines.length - 1;
    const base = ignoreWhitespace ? (line: string) => line.replace(/\s+/g, '') : (line: string) => line;
    // The last line without its newline differs from the same text with one (as for `diff`).
    return (line: string, index: number) => (index === last && !text.endsWithNewline ? `${base(line)}\0` : base(line));
  };
  const keyA = keyOf(a);
  const keyB = keyOf(b);
  const script = diffLineIds(a.lines.map(keyA), b.lines.map(keyB), limits);
  const blocks = blocksOf(script.ops);

  let added = 0;
  let removed = 0;
  const oldMarks: number[] = [];
  const newMarks: number[] = [];
  for (let at = 0; at < blocks.length; at += 5) {
    if (blocks[at] !== 1) continue;
    const oldStart = blocks[at + 1]!;
    const oldCount = blocks[at + 2]!;
    const newStart = blocks[at + 3]!;
    const newCount = blocks[at + 4]!;
    removed += oldCount;
    added += newCount;
    for (let k = 0; k < Math.min(oldCount, newCount); k++) {
      wordMarks(a.lines[oldStart + k]!, b.lines[newStart + k]!, oldStart + k, newStart + k, ignoreWhitespace, oldMarks, newMarks);
    }
  }
  return {
    added,
    removed,
    approximate: script.approximate,
    blocks,
    oldMarks: Int32Array.from(oldMarks),
    newMarks: Int32Array.from(newMarks),
    unified: unifiedDiff(a, b, blocks),
  };
}

/** The changed words of a pair of lines, appended to the marks of each side. */
export function wordMarks(
  oldLine: string,
  newLine: string,
  oldIndex: number,
  newIndex: number,
  ignoreWhitespace: boolean,
  oldMarks: number[],
  newMarks: number[],
): void {
  const before = trimCr(oldLine);
  const after = trimCr(newLine);
  if (before.length > MAX_WORD_DIFF_CHARS || after.length > MAX_WORD_DIFF_CHARS) return;
  const changes = diffWordsWithSpace(before, after, { maxEditLength: WORD_EDIT_LIMIT });
  if (!changes) return;
  let oldAt = 0;
  let newAt = 0;
  const mark = (marks: number[], line: number, start: number, end: number, value: string) => {
    if (ignoreWhitespace && value.trim() === '') return;
    const last = marks.length - 3;
    // Adjacent changed words make one highlight.
    if (last >= 0 && marks[last] === line && marks[last + 2] === start) marks[last + 2] = end;
    else marks.push(line, start, end);
  };
  for (const change of changes) {
    const length = change.value.length;
    if (change.removed) {
      mark(oldMarks, oldIndex, oldAt, oldAt + length, change.value);
      oldAt += length;
    } else if (change.added) {
      mark(newMarks, newIndex, newAt, newAt + length, change.value);
      newAt += length;
    } else {
      oldAt += length;
      newAt += length;
    }
  }
}
