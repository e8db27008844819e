/**
 * A text too big to cross to the page as a string (one long task to copy it there, another to
 * index its rows): its UTF-8 bytes (transferred, not copied) and where each display row starts.
 * The page decodes only the rows in sight, and makes a Blob or a string of the whole only to
 * download or copy it (a Blob made beside the bytes in the worker was one more copy of the output
 * at the worker's busiest moment).
 */
export interface LargeText {
  bytes: Uint8Array;
  /** Byte offset where each display row starts (see utf8RowStarts). */
  rows: Uint32Array;
  /** Length in UTF-16 units, as a string of it would have. */
  length: number;
}

/** Outputs longer than this (in UTF-16 units) cross as a LargeText. */
export const LARGE_TEXT_CHARS = 256 * 1024;
/** Longest display row in bytes, as the string view cuts rows at 1000 characters. */
export const MAX_ROW_BYTES = 1000;

const NEWLINE = 0x0a;
const isContinuationByte = (byte: number) => (byte & 0xc0) === 0x80;

/**
 * Start offsets of the display rows of UTF-8 text: a row ends at a line break or after
 * `maxRowBytes` bytes, never inside a character. Row i spans starts[i] up to the next start, less
 * its line break.
 */
export function utf8RowStarts(bytes: Uint8Array, maxRowBytes = MAX_ROW_BYTES): Uint32Array {
  let starts = new Uint32Array(1024);
  let count = 1;
  const push = (offset: number) => {
    if (count === starts.length) {
      const grown = new Uint32Array(starts.length * 2);
      grown.set(starts);
      starts = grown;
    }
    starts[count++] = offset;
  };
  let lineStart = 0;
  for (;;) {
    const newline = bytes.indexOf(NEWLINE, lineStart);
    const lineEnd = newline === -1 ? bytes.length : newline;
    let rowStart = lineStart;
    while (lineEnd - rowStart > maxRowBytes) {
      let cut = rowStart + maxRowBytes;
      while (cut > rowStart && isContinuationByte(bytes[cut] as number)) cut--;
      // A character longer than a row (a tiny maximum): the row ends after it.
      if (cut === rowStart) for (cut = rowStart + maxRowBytes; isContinuationByte(bytes[cut] as number);) cut++;
      if (cut >= lineEnd) break;
      push(cut);
      rowStart = cut;
    }
    if (newline === -1) break;
    lineStart = newline + 1;
    push(lineStart);
  }
  return starts.slice(0, count);
}

/** The whole text as a Blob, to download. */
export const largeTextBlob = ({ bytes }: LargeText, type = 'text/plain;charset=utf-8') =>
  new Blob([bytes as Uint8Array<ArrayBuffer>], { type });

/** The whole text as a string, to copy. */
export const largeTextString = ({ bytes }: LargeText) => new TextDecoder().decode(bytes);

const decoder = new TextDecoder();

/** The text of row `index` (without its line break). */
export function largeTextRow({ bytes, rows }: LargeText, index: number): string {
  const start = rows[index] ?? bytes.length;
  const next = rows[index + 1];
  const end = next === undefined ? bytes.length : bytes[next - 1] === NEWLINE ? next - 1 : next;
  return decoder.decode(bytes.subarray(start, end));
}
