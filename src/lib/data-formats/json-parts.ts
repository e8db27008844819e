import { InputError } from '@/lib/errors';
import { unmarkJsonText } from './json-key-order';
import { collator, hasBigInt, INDEX_KEY, sortedCopy, UNSORTABLE, writeJsonText, type JsonTextOptions } from './json-text';

/**
 * A subtree of fewer nodes is written by one call of the browser's JSON.stringify. Small enough
 * that each call's text (and its re-indented copy) stays a young, quickly collected string: at
 * 4096 nodes they were large objects that only a full collection frees (45 MB more at the peak of
 * a 50 MB document).
 */
export const BATCH_NODES = 1024;

/** Where the parts of an output go (see LargeTextBuilder). */
export interface TextSink {
  write(part: string): void;
  reset(): void;
}

class Unsortable extends Error {}

/** The nodes of a tree (containers and values), counted up to `limit`. */
function nodesUpTo(root: unknown, limit: number): number {
  let count = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0 && count < limit) {
    const node = stack.pop();
    count++;
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length && stack.length + count < limit; i++) stack.push(node[i]);
    } else {
      for (const key in node) {
        if (stack.length + count >= limit) break;
        stack.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return count;
}

/** Sets a member, an own "__proto__" one included (not the object's prototype). */
function setMember(target: Record<string, unknown>, key: string, value: unknown) {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * Writes what writeJsonText writes, in parts, into `sink`: the big containers of the tree are
 * walked here and runs of small members are written by the browser's JSON.stringify, so neither a
 * sorted copy of the whole tree nor the whole text is ever held. Trees that writeJsonText writes
 * its own way (BigInt, keys that objects enumerate first) are written whole by it.
 */
export function writeJsonParts(value: unknown, options: JsonTextOptions, output: TextSink, batchNodes = BATCH_NODES): void {
  if (value === undefined) return;
  const { indent, sortKeys } = options;
  if (!sortKeys && hasBigInt(value)) {
    output.write(writeJsonText(value, options));
    return;
  }
  // Keys read with keepKeyOrder are written as the input had them: a part never splits a key.
  const sink: TextSink = sortKeys ? output : { write: (part) => output.write(unmarkJsonText(part)), reset: () => output.reset() };
  const orders = new Map<string, string[]>();
  const prepared = (node: unknown) => {
    if (!sortKeys) return node;
    const copy = sortedCopy(node, orders);
    if (copy === UNSORTABLE) throw new Unsortable();
    return copy;
  };
  const keysOf = (node: Record<string, unknown>) => {
    const keys = Object.keys(node);
    if (!sortKeys) return keys;
    keys.sort(collator.compare);
    if (keys.some((key) => INDEX_KEY.test(key))) throw new Unsortable();
    return keys;
  };
  const unit = ' '.repeat(indent);
  const colon = indent > 0 ? ': ' : ':';
  // Every line of a part after its first starts at the depth where the part is written.
  const padded = (text: string, pad: string) => (pad === '' || indent === 0 ? text : text.replaceAll('\n', `\n${pad}`));
  const isSmall = (node: unknown) => nodesUpTo(node, batchNodes) < batchNodes;

  const write = (node: unknown, pad: string): void => {
    if (typeof node !== 'object' || node === null || isSmall(node)) {
      sink.write(padded(JSON.stringify(prepared(node), null, indent), pad));
      return;
    }
    const list = Array.isArray(node) ? (node as unknown[]) : undefined;
    const record = node as Record<string, unknown>;
    const keys = list ? [] : keysOf(record);
    const count = list ? list.length : keys.length;
    const child = (i: number) => (list ? list[i] : record[keys[i] as string]);
    const inner = indent > 0 ? `\n${pad}${unit}` : '';
    sink.write(list ? '[' : '{');
    for (let i = 0; i < count;) {
      const separator = i === 0 ? '' : ',';
      if (!isSmall(child(i))) {
        sink.write(separator + inner + (list ? '' : JSON.stringify(keys[i]) + colon));
        write(child(i), pad + unit);
        i++;
        continue;
      }
      // A run of small members, written as the inside of one array or object holding them.
      let end = i;
      let nodes = 0;
      const batch: unknown[] | Record<string, unknown> = list ? [] : {};
      while (end < count && nodes < batchNodes) {
        const member = child(end);
        const size = nodesUpTo(member, batchNodes);
        if (size >= batchNodes) break;
        nodes += size;
        if (list) (batch as unknown[]).push(prepared(member));
        else setMember(batch as Record<string, unknown>, keys[end] as string, prepared(member));
        end++;
      }
      const text = JSON.stringify(batch, null, indent);
      // Without its brackets and the line breaks next to them.
      const inside = indent > 0 ? text.slice(2, -2) : text.slice(1, -1);
      sink.write(separator + (indent > 0 ? `\n${pad}` : '') + padded(inside, pad));
      i = end;
    }
    const close = list ? ']' : '}';
    sink.write(indent > 0 ? `\n${pad}${close}` : close);
  };

  try {
    write(value, '');
  } catch (error) {
    if (error instanceof Unsortable) {
      sink.reset();
      sink.write(writeJsonText(value, options));
      return;
    }
    // The call stack ends before a tree nested thousands of levels deep does.
    if (error instanceof RangeError && /call stack/i.test(error.message))
      throw new InputError('invalidJson', { detailKey: 'tooDeep' });
    throw error;
  }
}
