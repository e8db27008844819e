import { diffArrays } from 'diff';

export { splitText, type SplitText } from './split';

/** Limits of the fine (Myers) diff of a region without anchors; beyond them the region is shown as replaced. */
export interface DiffLimits {
  /** Largest edit script (lines removed + added) looked for in one region. */
  maxEditLength: number;
  /** Milliseconds for the whole diff; past the deadline, regions left are shown as replaced. */
  timeoutMs: number;
}

export const DEFAULT_LIMITS: DiffLimits = { maxEditLength: 4000, timeoutMs: 2000 };

/**
 * The edit script as runs: `ops[2k]` is 0 (equal), 1 (removed) or 2 (added), `ops[2k + 1]` its
 * line count. Adjacent runs of the same kind are merged.
 */
export interface EditScript {
  ops: number[];
  /** True when a limit was hit and some region is shown as replaced rather than diffed finely. */
  approximate: boolean;
}

const EQUAL = 0;
const REMOVED = 1;
const ADDED = 2;
export const OP = { EQUAL, REMOVED, ADDED } as const;

/** Each line key as a small integer, equal keys getting the same one. */
function intern(a: readonly string[], b: readonly string[]) {
  const ids = new Map<string, number>();
  const toIds = (lines: readonly string[]) => {
    const out = new Int32Array(lines.length);
    for (let i = 0; i < lines.length; i++) {
      const k = lines[i]!;
      let id = ids.get(k);
      if (id === undefined) {
        id = ids.size;
        ids.set(k, id);
      }
      out[i] = id;
    }
    return out;
  };
  const ia = toIds(a);
  const ib = toIds(b);
  return { a: ia, b: ib, count: ids.size };
}

/**
 * Line diff in the manner of patience diff: common ends are cut, lines that occur once on each
 * side anchor the texts (longest increasing run), and each gap between anchors is diffed again;
 * a gap with no anchor goes to jsdiff's Myers diff under the edit-length limit. Scattered changes
 * in megabytes of text thus cost about O(n log n) rather than O(n·d).
 */
export function diffLineIds(
  oldLines: readonly string[],
  newLines: readonly string[],
  limits: DiffLimits = DEFAULT_LIMITS,
): EditScript {
  const { a, b, count } = intern(oldLines, newLines);
  const ops: number[] = [];
  const deadline = performance.now() + limits.timeoutMs;
  let approximate = false;
  const countA = new Int32Array(count);
  const countB = new Int32Array(count);
  const posB = new Int32Array(count);

  const emit = (kind: number, n: number) => {
    if (n <= 0) return;
    const last = ops.length - 2;
    if (last >= 0 && ops[last] === kind) ops[last + 1]! += n;
    else ops.push(kind, n);
  };

  const myers = (a0: number, a1: number, b0: number, b1: number) => {
    const maxEditLength = Math.min(limits.maxEditLength, a1 - a0 + b1 - b0);
    const timeout = Math.max(1, deadline - performance.now());
    const changes =
      performance.now() < deadline
        ? diffArrays(Array.from(a.subarray(a0, a1)), Array.from(b.subarray(b0, b1)), { maxEditLength, timeout })
        : undefined;
    if (!changes) {
      approximate = true;
      emit(REMOVED, a1 - a0);
      emit(ADDED, b1 - b0);
      return;
    }
    // Within one change, jsdiff may list additions before removals: removals go first, as in `diff -u`.
    let removed = 0;
    let added = 0;
    for (const change of changes) {
      if (change.removed) removed += change.count;
      else if (change.added) added += change.count;
      else {
        emit(REMOVED, removed);
        emit(ADDED, added);
        removed = added = 0;
        emit(EQUAL, change.count);
      }
    }
    emit(REMOVED, removed);
    emit(ADDED, added);
  };

  const region = (a0: number, a1: number, b0: number, b1: number): void => {
    let prefix = 0;
    while (a0 + prefix < a1 && b0 + prefix < b1 && a[a0 + prefix] === b[b0 + prefix]) prefix++;
    emit(EQUAL, prefix);
    a0 += prefix;
    b0 += prefix;
    let suffix = 0;
    while (a1 - suffix > a0 && b1 - suffix > b0 && a[a1 - suffix - 1] === b[b1 - suffix - 1]) suffix++;
    a1 -= suffix;
    b1 -= suffix;
    if (a0 === a1 || b0 === b1) {
      emit(REMOVED, a1 - a0);
      emit(ADDED, b1 - b0);
    } else {
      const anchors = uniqueAnchors(a0, a1, b0, b1);
      if (anchors.length === 0) myers(a0, a1, b0, b1);
      else {
        let pa = a0;
        let pb = b0;
        for (let k = 0; k < anchors.length; k += 2) {
          const ia = anchors[k]!;
          const ib = anchors[k + 1]!;
          region(pa, ia, pb, ib);
          emit(EQUAL, 1);
          pa = ia + 1;
          pb = ib + 1;
        }
        region(pa, a1, pb, b1);
      }
    }
    emit(EQUAL, suffix);
  };

  /** Pairs (i, j) of lines unique on both sides, longest run increasing on both, flattened. */
  const uniqueAnchors = (a0: number, a1: number, b0: number, b1: number): number[] => {
    for (let i = a0; i < a1; i++) countA[a[i]!]!++;
    for (let j = b0; j < b1; j++) {
      countB[b[j]!]!++;
      posB[b[j]!] = j;
    }
    const pairsA: number[] = [];
    const pairsB: number[] = [];
    for (let i = a0; i < a1; i++) {
      const id = a[i]!;
      if (countA[id] === 1 && countB[id] === 1) {
        pairsA.push(i);
        pairsB.push(posB[id]!);
      }
    }
    for (let i = a0; i < a1; i++) countA[a[i]!] = 0;
    for (let j = b0; j < b1; j++) countB[b[j]!] = 0;
    return longestIncreasing(pairsA, pairsB);
  };

  region(0, a.length, 0, b.length);
  return { ops, approximate };
}

/** Longest strictly increasing subsequence of `bs` (patience sorting), as flattened (a, b) pairs. */
function longestIncreasing(as: number[], bs: number[]): number[] {
  const n = bs.length;
  if (n === 0) return [];
  const tails: number[] = [];
  const previous = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const value = bs[k]!;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bs[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    previous[k] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = k;
  }
  const out = Array.from<number>({ length: tails.length * 2 });
  let k = tails[tails.length - 1]!;
  for (let i = tails.length - 1; i >= 0; i--) {
    out[2 * i] = as[k]!;
    out[2 * i + 1] = bs[k]!;
    k = previous[k]!;
  }
  return out;
}
