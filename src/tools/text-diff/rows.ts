/** What one row of the diff view shows: a line of each side (-1: none on that side). */
export interface DiffRow {
  kind: 'equal' | 'removed' | 'added' | 'changed';
  old: number;
  new: number;
}

export interface DiffRows {
  count: number;
  at: (index: number) => DiffRow;
}

/**
 * The rows of the view from the diff's blocks, without building them all: side by side, a change
 * block pairs its removed and added lines row by row; unified, its removed lines come first, then
 * the added ones. `at` finds a row's block by binary search.
 */
export function diffRows(blocks: Int32Array, sideBySide: boolean): DiffRows {
  const blockCount = blocks.length / 5;
  const starts = new Float64Array(blockCount + 1);
  for (let b = 0; b < blockCount; b++) {
    const o = b * 5;
    const rows =
      blocks[o] === 0 ? blocks[o + 2]! : sideBySide ? Math.max(blocks[o + 2]!, blocks[o + 4]!) : blocks[o + 2]! + blocks[o + 4]!;
    starts[b + 1] = starts[b]! + rows;
  }
  const at = (index: number): DiffRow => {
    let lo = 0;
    let hi = blockCount - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    const o = lo * 5;
    const k = index - starts[lo]!;
    const [kind, oldStart, oldCount, newStart, newCount] = [
      blocks[o]!,
      blocks[o + 1]!,
      blocks[o + 2]!,
      blocks[o + 3]!,
      blocks[o + 4]!,
    ];
    if (kind === 0) return { kind: 'equal', old: oldStart + k, new: newStart + k };
    if (sideBySide) {
      const old = k < oldCount ? oldStart + k : -1;
      const added = k < newCount ? newStart + k : -1;
      return { kind: old >= 0 && added >= 0 ? 'changed' : old >= 0 ? 'removed' : 'added', old, new: added };
    }
    return k < oldCount
      ? { kind: 'removed', old: oldStart + k, new: -1 }
      : { kind: 'added', old: -1, new: newStart + k - oldCount };
  };
  return { count: starts[blockCount]!, at };
}
