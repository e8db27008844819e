/** The options of the page, without the parser: the page imports this, the worker imports logic.ts. */
export type LineEnding = 'lf' | 'crlf';

export const LINE_ENDINGS: readonly LineEnding[] = ['lf', 'crlf'];

export const isLineEnding = (value: unknown): value is LineEnding => value === 'lf' || value === 'crlf';

export interface JsonToCsvOptions {
  /** Between records: LF, or CRLF as RFC 4180 writes it. */
  lineEnding: LineEnding;
}
