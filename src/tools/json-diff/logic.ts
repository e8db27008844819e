import { diffArrays } from 'diff';
import JSON5 from 'json5';
import { InputError } from '@/lib/errors';
import { diffLines, primitiveText, type JsonDiffLines } from './lines';

export type DiffStatus = 'added' | 'removed' | 'updated' | 'unchanged' | 'children-updated';

/** One key of the diff tree (tools.md's model); the root has the key null. */
export interface DiffNode {
  key: string | number | null;
  status: DiffStatus;
  /** The new value (the old one for a removed key). */
  value: unknown;
  /** The old value of an updated key. */
  oldValue?: unknown;
  /** The keys of a container found on both sides with some change inside. */
  children?: DiffNode[];
}

export interface JsonDiffOptions {
  /** Match array items by content (longest common run of item hashes) instead of by index. */
  matchArraysByContent: boolean;
}

/** Longest edit script looked for when matching the items of one array by content. */
export const ARRAY_EDIT_LIMIT = 5000;

/**
 * A JSON5 document (plain JSON is tried first: it is many times faster on big documents).
 * Blank text is undefined: nothing to compare yet.
 */
export function parseJsonInput(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return JSON5.parse(text) as unknown;
  }
}

/**
 * Both documents parsed, or InputError("invalidJson") naming the failing side(s) in its params
 * (`left`, `right`: 1 for a side that does not parse). Undefined when either is blank.
 */
export function parseBoth(left: string, right: string): [unknown, unknown] | undefined {
  let a: unknown;
  let b: unknown;
  let leftBad = 0;
  let rightBad = 0;
  try {
    a = parseJsonInput(left);
  } catch {
    leftBad = 1;
  }
  try {
    b = parseJsonInput(right);
  } catch {
    rightBad = 1;
  }
  if (leftBad || rightBad) throw new InputError('invalidJson', { left: leftBad, right: rightBad });
  return a === undefined || b === undefined ? undefined : [a, b];
}

type Kind = 'object' | 'array' | 'value';
const kindOf = (value: unknown): Kind =>
  Array.isArray(value) ? 'array' : value !== null && typeof value === 'object' ? 'object' : 'value';
const sameValue = (a: unknown, b: unknown) => a === b || (a !== a && b !== b);
const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/**
 * The structural diff of two JSON values. Objects are compared key by key (the left object's
 * order, then keys only on the right); arrays by index, or by content with `matchArraysByContent`.
 */
export function diffJson(a: unknown, b: unknown, options: JsonDiffOptions): DiffNode {
  const hashes = new WeakMap<object, number>();
  const hash = (value: unknown) => hashValue(value, hashes);
  const node = (key: string | number | null, left: unknown, right: unknown): DiffNode => {
    const kind = kindOf(left);
    if (kind !== kindOf(right) || kind === 'value') {
      return kind === 'value' && kindOf(right) === 'value' && sameValue(left, right)
        ? { key, status: 'unchanged', value: right }
        : { key, status: 'updated', value: right, oldValue: left };
    }
    const children =
      kind === 'object'
        ? objectChildren(left as Record<string, unknown>, right as Record<string, unknown>)
        : arrayChildren(left as unknown[], right as unknown[]);
    return children.every((child) => child.status === 'unchanged')
      ? { key, status: 'unchanged', value: right }
      : { key, status: 'children-updated', value: right, children };
  };
  const objectChildren = (left: Record<string, unknown>, right: Record<string, unknown>): DiffNode[] => {
    const children: DiffNode[] = [];
    for (const key of Object.keys(left)) {
      children.push(hasOwn(right, key) ? node(key, left[key], right[key]) : { key, status: 'removed', value: left[key] });
    }
    for (const key of Object.keys(right)) if (!hasOwn(left, key)) children.push({ key, status: 'added', value: right[key] });
    return children;
  };
  const byIndex = (left: unknown[], right: unknown[]): DiffNode[] => {
    const children: DiffNode[] = [];
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      if (i >= right.length) children.push({ key: i, status: 'removed', value: left[i] });
      else if (i >= left.length) children.push({ key: i, status: 'added', value: right[i] });
      else children.push(node(i, left[i], right[i]));
    }
    return children;
  };
  const arrayChildren = (left: unknown[], right: unknown[]): DiffNode[] => {
    if (!options.matchArraysByContent) return byIndex(left, right);
    const changes = diffArrays(left.map(hash), right.map(hash), { maxEditLength: ARRAY_EDIT_LIMIT });
    // Too many differences to match: compare by index.
    if (!changes) return byIndex(left, right);
    const children: DiffNode[] = [];
    let i = 0;
    let j = 0;
    let removed = 0;
    let added = 0;
    const flush = () => {
      // Items removed and added at the same place are paired in order and compared in depth.
      const paired = Math.min(removed, added);
      for (let k = 0; k < paired; k++) children.push(node(j + k, left[i + k], right[j + k]));
      for (let k = paired; k < removed; k++) children.push({ key: i + k, status: 'removed', value: left[i + k] });
      for (let k = paired; k < added; k++) children.push({ key: j + k, status: 'added', value: right[j + k] });
      i += removed;
      j += added;
      removed = added = 0;
    };
    for (const change of changes) {
      if (change.removed) removed += change.count;
      else if (change.added) added += change.count;
      else {
        flush();
        // Equal hashes: compared anyway, so a hash collision still shows as a change.
        for (let k = 0; k < change.count; k++) children.push(node(j + k, left[i + k], right[j + k]));
        i += change.count;
        j += change.count;
      }
    }
    flush();
    return children;
  };
  return node(null, a, b);
}

/** FNV-1a over a string, continuing from `h`. */
function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A 32-bit structural hash: equal JSON values hash equal (object key order does not count). */
export function hashValue(value: unknown, cache: WeakMap<object, number> = new WeakMap()): number {
  if (value === null || typeof value !== 'object') return fnv(2166136261, `${typeof value}:${String(value)}`);
  const known = cache.get(value);
  if (known !== undefined) return known;
  let h: number;
  if (Array.isArray(value)) {
    h = fnv(2166136261, `[${value.length}`);
    for (const item of value) h = Math.imul(h ^ hashValue(item, cache), 16777619) >>> 0;
  } else {
    // A sum of per-key hashes: independent of the key order.
    let sum = 0;
    for (const [key, item] of Object.entries(value))
      sum = (sum + Math.imul(fnv(2166136261, key) ^ hashValue(item, cache), 2654435761)) >>> 0;
    h = fnv(sum, '{');
  }
  cache.set(value, h);
  return h;
}

export interface JsonComparison {
  /** The documents are equal: the page says so instead of showing lines. */
  same: boolean;
  lines?: JsonDiffLines;
  /** What copying each line gives (kept by the worker, see workers/hosts/diff.ts). */
  values: unknown[];
}

/** Parse both texts and diff them; undefined while either is blank. */
export function compareJsonTexts(left: string, right: string, options: JsonDiffOptions): JsonComparison | undefined {
  const parsed = parseBoth(left, right);
  if (!parsed) return undefined;
  const root = diffJson(parsed[0], parsed[1], options);
  if (root.status === 'unchanged') return { same: true, values: [] };
  const { lines, values } = diffLines(root);
  return { same: false, lines, values };
}

/** A value as the JSON a copy gives: primitives as on their line, containers indented by 2. */
export const copyText = (value: unknown): string =>
  value !== null && typeof value === 'object' ? JSON.stringify(value, null, 2) : primitiveText(value);
