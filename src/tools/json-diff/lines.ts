import type { DiffNode, DiffStatus } from './logic';

/** Line statuses, as numbers in JsonDiffLines.status. */
export const STATUS_CODES: Record<DiffStatus, number> = {
  unchanged: 0,
  added: 1,
  removed: 2,
  updated: 3,
  'children-updated': 4,
};
export const STATUS_NAMES: readonly DiffStatus[] = ['unchanged', 'added', 'removed', 'updated', 'children-updated'];

/** Line kinds: a key and its value on one line, a container's opening line, its closing line. */
export const LINE = { LEAF: 0, OPEN: 1, CLOSE: 2 } as const;

/**
 * The diff tree as the JSON-like lines the page shows, packed so that hundreds of thousands of
 * lines cross from the worker in a few copies: line `i` has a status, kind and depth, and three
 * slices of `text` (key, value, old value) at `slices[6i … 6i + 5]` (start, end; -1 when absent).
 */
export interface JsonDiffLines {
  count: number;
  status: Uint8Array;
  kind: Uint8Array;
  depth: Uint16Array;
  slices: Int32Array;
  text: string;
  /** How many keys were added, removed and updated (a changed container's own keys count, not it). */
  added: number;
  removed: number;
  updated: number;
}

/** Values shown on an updated line are cut to this many characters (copy gives the whole value). */
export const SHORT_VALUE_CHARS = 200;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const keyText = (key: string | number | null) =>
  key === null ? null : typeof key === 'number' || IDENTIFIER.test(key) ? String(key) : JSON.stringify(key);

/** A primitive as JSON (JSON5's NaN and Infinity as themselves). */
export const primitiveText = (value: unknown) =>
  typeof value === 'number' && !Number.isFinite(value) ? String(value) : JSON.stringify(value);

const shortText = (value: unknown) => {
  if (value === null || typeof value !== 'object') return primitiveText(value);
  const text = JSON.stringify(value);
  return text.length > SHORT_VALUE_CHARS ? `${text.slice(0, SHORT_VALUE_CHARS)}…` : text;
};

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && Object.keys(value).length > 0;

/**
 * Lays the tree out as lines; `values[i]` keeps, for each line, the value its copy gives (the
 * new value, or the old one on a removed line).
 */
export function diffLines(root: DiffNode): { lines: JsonDiffLines; values: unknown[] } {
  const status: number[] = [];
  const kind: number[] = [];
  const depth: number[] = [];
  const slices: number[] = [];
  const parts: string[] = [];
  const values: unknown[] = [];
  let at = 0;
  let added = 0;
  let removed = 0;
  let updated = 0;
  const slice = (value: string | null | undefined) => {
    if (value === null || value === undefined) return slices.push(-1, -1);
    parts.push(value);
    slices.push(at, at + value.length);
    at += value.length;
  };
  const line = (
    code: number,
    lineKind: number,
    level: number,
    key: string | null,
    value: string,
    old: string | undefined,
    copy: unknown,
  ) => {
    status.push(code);
    kind.push(lineKind);
    depth.push(level);
    slice(key);
    slice(value);
    slice(old);
    values.push(copy);
  };

  /** A value shown whole, every line with the same status (added, removed or unchanged). */
  const plain = (key: string | null, value: unknown, code: number, level: number) => {
    if (!isContainer(value)) return line(code, LINE.LEAF, level, key, shortOrFull(value), undefined, value);
    const array = Array.isArray(value);
    line(code, LINE.OPEN, level, key, array ? '[' : '{', undefined, value);
    if (array) value.forEach((item, i) => plain(String(i), item, code, level + 1));
    else for (const [k, item] of Object.entries(value)) plain(keyText(k), item, code, level + 1);
    line(code, LINE.CLOSE, level, null, array ? ']' : '}', undefined, value);
  };
  const shortOrFull = (value: unknown) =>
    value !== null && typeof value === 'object' ? JSON.stringify(value) : primitiveText(value);

  const walk = (node: DiffNode, level: number) => {
    const key = keyText(node.key);
    switch (node.status) {
      case 'added':
        added++;
        return plain(key, node.value, STATUS_CODES.added, level);
      case 'removed':
        removed++;
        return plain(key, node.value, STATUS_CODES.removed, level);
      case 'unchanged':
        return plain(key, node.value, STATUS_CODES.unchanged, level);
      case 'updated':
        updated++;
        return line(STATUS_CODES.updated, LINE.LEAF, level, key, shortText(node.value), shortText(node.oldValue), node.value);
      case 'children-updated': {
        const array = Array.isArray(node.value);
        line(STATUS_CODES['children-updated'], LINE.OPEN, level, key, array ? '[' : '{', undefined, node.value);
        for (const child of node.children ?? []) walk(child, level + 1);
        line(STATUS_CODES['children-updated'], LINE.CLOSE, level, null, array ? ']' : '}', undefined, node.value);
      }
    }
  };
  walk(root, 0);
  return {
    lines: {
      count: status.length,
      status: Uint8Array.from(status),
      kind: Uint8Array.from(kind),
      depth: Uint16Array.from(depth),
      slices: Int32Array.from(slices),
      text: parts.join(''),
      added,
      removed,
      updated,
    },
    values,
  };
}

/** The text of slice `n` (0 key, 1 value, 2 old value) of line `i`, or null when absent. */
export function sliceOf(lines: Pick<JsonDiffLines, 'slices' | 'text'>, i: number, n: 0 | 1 | 2): string | null {
  const start = lines.slices[i * 6 + n * 2]!;
  return start < 0 ? null : lines.text.slice(start, lines.slices[i * 6 + n * 2 + 1]);
}

/** The lines one line at a time as text, "+"/"−"/" " first (for tests and screen-reader checks). */
export function linesAsText(lines: JsonDiffLines, only?: readonly number[]): string[] {
  const marks = [' ', '+', '−', '~', ' '];
  const out: string[] = [];
  for (const i of only ?? Array.from({ length: lines.count }, (_, k) => k)) {
    const key = sliceOf(lines, i, 0);
    const value = sliceOf(lines, i, 1) ?? '';
    const old = sliceOf(lines, i, 2);
    const comma = lines.depth[i]! > 0 && lines.kind[i] !== LINE.OPEN ? ',' : '';
    const body = `${key === null ? '' : `${key}: `}${old === null ? '' : `${old} → `}${value}${comma}`;
    out.push(`${marks[lines.status[i]!]}${'  '.repeat(lines.depth[i]!)}${body}`);
  }
  return out;
}
