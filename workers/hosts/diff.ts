/// <reference lib="webworker" />
import { compareJsonTexts, copyText, type JsonDiffOptions } from '@/tools/json-diff/logic';
import type { JsonDiffLines } from '@/tools/json-diff/lines';
import { diffTexts } from '@/tools/text-diff/logic';

/** The values behind the lines of the last JSON diff, so that a click can copy one without parsing again. */
let retained: { token: string; values: unknown[] } | undefined;
let lastToken = 0;
/** Tokens of a restarted worker must not match those of the one before. */
const instanceId = performance.timeOrigin.toString(36);

export interface JsonDiffResult {
  same: boolean;
  lines?: JsonDiffLines;
  /** Names this result for `jsonDiffValue`. */
  token: string;
}

/** Text and JSON diffs of whole documents (megabytes), computed off the page. */
export const api = {
  diffTexts,
  jsonDiff(left: string, right: string, options: JsonDiffOptions): JsonDiffResult | null {
    retained = undefined;
    const result = compareJsonTexts(left, right, options);
    if (!result) return null;
    const token = `${instanceId}-${++lastToken}`;
    retained = { token, values: result.values };
    return { same: result.same, lines: result.lines, token };
  },
  /** The JSON of line `line` of result `token`; null when that result is no longer kept. */
  jsonDiffValue(token: string, line: number): string | null {
    if (!retained || retained.token !== token || line < 0 || line >= retained.values.length) return null;
    return copyText(retained.values[line]);
  },
};

export type DiffHost = typeof api;
