import { InputError } from '@/lib/errors';
import { INDEX_KEY, unmarkJsonText } from './json-key-order';

export { INDEX_KEY };

export interface JsonTextOptions {
  /** Spaces per level; 0 writes everything on one line. */
  indent: number;
  /** Object keys in English collation order, at every depth (arrays keep their order). */
  sortKeys: boolean;
}

export const collator = new Intl.Collator('en');

/** True when the tree holds a BigInt (which JSON.stringify cannot write). */
export function hasBigInt(value: unknown): boolean {
  if (typeof value === 'bigint') return true;
  if (typeof value !== 'object' || value === null) return false;
  const children = Array.isArray(value) ? value : Object.values(value as object);
  for (const child of children) if (hasBigInt(child)) return true;
  return false;
}

/** Sorted key orders remembered for objects of the same keys (records of a list), at most this many. */
const MAX_REMEMBERED_ORDERS = 10_000;
export const UNSORTABLE = Symbol('unsortable');

class Unsortable extends Error {}

/** A copy of a tree with every object's keys inserted in sorted order, or UNSORTABLE. */
export function sortedCopy(root: unknown, orders: Map<string, string[]>): unknown {
  const copy = (node: unknown): unknown => {
    if (typeof node === 'bigint') throw new Unsortable();
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) {
      const items: unknown[] = [];
      for (const item of node as unknown[]) items.push(copy(item));
      return items;
    }
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record);
    const signature = keys.join('\u0000');
    let order = orders.get(signature);
    if (!order) {
      order = keys.sort(collator.compare);
      if (order.some((key) => INDEX_KEY.test(key))) throw new Unsortable();
      if (orders.size < MAX_REMEMBERED_ORDERS) orders.set(signature, order);
    }
    const result: Record<string, unknown> = {};
    for (const key of order) {
      const value = copy(record[key]);
      // An own "__proto__" member, not the object's prototype.
      if (key === '__proto__')
        Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      else result[key] = value;
    }
    return result;
  };
  try {
    return copy(root);
  } catch (error) {
    if (error instanceof Unsortable) return UNSORTABLE;
    throw error;
  }
}

/** JSON's text of a scalar; `undefined` for what an object member or a top level cannot hold. */
function scalarText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      // NaN and ±Infinity (JSON5) have no JSON form: null, as JSON.stringify writes them.
      return Number.isFinite(value) ? String(value) : 'null';
    case 'bigint':
      return value.toString();
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return value === null ? 'null' : undefined;
  }
}

/**
 * Writes a parsed JSON value (objects, arrays, strings, finite numbers, booleans, null, BigInt) as
 * JSON text: with `indent` spaces per level (0: one line) and, with `sortKeys`, every object's keys
 * in English collation order. BigInt is written as its exact digits. Keys keep the order they are
 * given in otherwise (a key that looks like an index is not moved first, unlike JSON.stringify of
 * a sorted copy; keys read with readJsonExact's keepKeyOrder). A tree too deep to walk throws InputError `invalidJson` (detailKey `tooDeep`).
 */
export function writeJsonText(value: unknown, { indent, sortKeys }: JsonTextOptions): string {
  if (value === undefined) return '';
  try {
    // Keys read with keepKeyOrder are written as the input had them.
    if (!sortKeys)
      return unmarkJsonText(hasBigInt(value) ? writeTree(value, indent, false) : JSON.stringify(value, null, indent));
    // The browser's writer is several times faster than ours: it takes a sorted copy when one can
    // be built (no BigInt, no key that objects always enumerate first).
    const copy = sortedCopy(value, new Map());
    return copy === UNSORTABLE ? writeTree(value, indent, true) : JSON.stringify(copy, null, indent);
  } catch (error) {
    // The call stack ends before a tree nested thousands of levels deep does.
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      throw new InputError('invalidJson', { detailKey: 'tooDeep' });
    }
    throw error;
  }
}

function writeTree(value: unknown, indent: number, sortKeys: boolean): string {
  const unit = ' '.repeat(indent);
  const colon = indent > 0 ? ': ' : ':';
  let out = '';
  const write = (node: unknown, pad: string): void => {
    if (typeof node !== 'object' || node === null) {
      out += scalarText(node) ?? 'null';
      return;
    }
    const inner = indent > 0 ? `\n${pad}${unit}` : '';
    const close = indent > 0 ? `\n${pad}` : '';
    if (Array.isArray(node)) {
      if (node.length === 0) {
        out += '[]';
        return;
      }
      out += '[';
      for (let i = 0; i < node.length; i++) {
        out += i === 0 ? inner : `,${inner}`;
        write(node[i], pad + unit);
      }
      out += `${close}]`;
      return;
    }
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record);
    if (sortKeys) keys.sort(collator.compare);
    let first = true;
    out += '{';
    for (const key of keys) {
      const member = record[key];
      if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
      out += first ? inner : `,${inner}`;
      first = false;
      out += JSON.stringify(key) + colon;
      write(member, pad + unit);
    }
    out += first ? '}' : `${close}}`;
  };
  write(value, '');
  return out;
}
