/**
 * A float whose value is a whole number (`1.0`, `1e2`, `-0.0`). A JS number cannot tell it from an
 * integer, but TOML and YAML can, so the converters' readers keep it as this box (see `keepFloats`).
 */
export class WholeFloat {
  constructor(readonly value: number) {}

  /** As a mapping key it reads as its text (`1.0: x` has the key "1.0"). */
  toString(): string {
    return wholeFloatText(this.value);
  }
}

/**
 * A whole float as TOML, YAML and JSON all read it as a float: one decimal (`100.0`, `-0.0`), or
 * the exponent form beyond 2^53 (`1e+20`), whose digits would otherwise read as a big integer.
 */
export function wholeFloatText(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toExponential();
  return `${Object.is(value, -0) ? '-0' : String(value)}.0`;
}

/**
 * Whether a text may hold a float literal whose value is whole (so most texts skip the slower
 * read that finds them): a fraction of zeros, an exponent, or 16 digits and more (a fraction
 * rounded away, `999999999999999.99`). It may also match strings and dates: it only filters.
 */
export const MAY_HOLD_WHOLE_FLOAT = /\d\.0[0_]*(?![\d_])|\d[eE]|\d(?:[._]?\d){15}/;

/**
 * Turns a tree read with every integer as BigInt (smol-toml's `integersAsBigInt: true`) into the
 * converters' form: safe integers back to numbers, whole floats boxed. Walked without recursion.
 */
export function boxWholeFloats(root: unknown): void {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) node[i] = boxed(node[i], pending);
    } else if (typeof node === 'object' && node !== null && !(node instanceof Date)) {
      const table = node as Record<string, unknown>;
      for (const key of Object.keys(table)) table[key] = boxed(table[key], pending);
    }
  }
}

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** One value of boxWholeFloats' walk in its new form; a container is queued. */
function boxed(value: unknown, pending: unknown[]): unknown {
  if (typeof value === 'bigint') return value >= MIN_SAFE && value <= MAX_SAFE ? Number(value) : value;
  if (typeof value === 'number') return Number.isInteger(value) ? new WholeFloat(value) : value;
  if (typeof value === 'object' && value !== null) pending.push(value);
  return value;
}
