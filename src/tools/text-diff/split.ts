/* Line helpers the page uses too: no diff library here, so the page chunk stays small. */

/** A text cut into lines, as `diff` sees it: the last line may lack its newline. */
export interface SplitText {
  lines: string[];
  /** False when the text has content after its last "\n" (`\ No newline at end of file`). */
  endsWithNewline: boolean;
}

export function splitText(text: string): SplitText {
  if (text === '') return { lines: [], endsWithNewline: true };
  const lines = text.split('\n');
  const endsWithNewline = lines[lines.length - 1] === '';
  if (endsWithNewline) lines.pop();
  return { lines, endsWithNewline };
}

/** "<line>: [start, end)" pairs of one line, from marks sorted by line (binary search). */
export function marksOfLine(marks: Int32Array, line: number): [number, number][] {
  let lo = 0;
  let hi = marks.length / 3;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid * 3]! < line) lo = mid + 1;
    else hi = mid;
  }
  const out: [number, number][] = [];
  for (let k = lo * 3; k < marks.length && marks[k] === line; k += 3) out.push([marks[k + 1]!, marks[k + 2]!]);
  return out;
}
