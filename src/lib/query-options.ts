export type OptionValue = string | number | boolean;
/** A flat record of option values (interfaces welcome: no index signature needed). */
export type Options<T = Record<string, OptionValue>> = { [K in keyof T]: OptionValue };

/** Per-option checks beyond the type (a range, a list of choices): a value that fails is dropped. */
export type OptionChecks<T> = { [K in keyof T]?: (value: T[K]) => boolean };

const passes = <T>(checks: OptionChecks<T>, key: keyof T, value: unknown) => checks[key]?.(value as T[keyof T]) ?? true;

/**
 * Reads the named options from a query string, typed after their defaults; bad values (of the
 * wrong type or failing their check) are ignored, so the caller's state and URL get the fallback.
 */
export function parseQueryOptions<T extends Options<T>>(
  defaults: T,
  keys: readonly (keyof T & string)[],
  search: string,
  checks: OptionChecks<T> = {},
): Partial<T> {
  const params = new URLSearchParams(search);
  const result: Partial<T> = {};
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null) continue;
    const fallback = defaults[key];
    let value: OptionValue | undefined;
    if (typeof fallback === 'number') {
      const n = Number(raw);
      value = raw.trim() !== '' && Number.isFinite(n) ? n : undefined;
    } else if (typeof fallback === 'boolean') {
      value = raw === 'true' ? true : raw === 'false' ? false : undefined;
    } else {
      value = raw;
    }
    if (value !== undefined && passes(checks, key, value)) result[key] = value as T[typeof key];
  }
  return result;
}

/** Writes the named options into a query string, keeping unrelated parameters. */
export function withQueryOptions<T extends Options<T>>(search: string, values: T, keys: readonly (keyof T & string)[]): string {
  const params = new URLSearchParams(search);
  for (const key of keys) params.set(key, String(values[key]));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Keeps only stored values whose type matches the default and that pass their check (guards against old or corrupt state). */
export function sanitizeStored<T extends Options<T>>(
  defaults: T,
  stored: unknown,
  keys: readonly (keyof T & string)[],
  checks: OptionChecks<T> = {},
): Partial<T> {
  if (!stored || typeof stored !== 'object') return {};
  const result: Partial<T> = {};
  for (const key of keys) {
    const value = (stored as Record<string, unknown>)[key];
    if (
      typeof value === typeof defaults[key] &&
      !(typeof value === 'number' && !Number.isFinite(value)) &&
      passes(checks, key, value)
    ) {
      result[key] = value as T[typeof key];
    }
  }
  return result;
}

/** A check for `valid`: the value is one of `choices` (the list the control offers). */
export const oneOf =
  (choices: readonly OptionValue[]) =>
  (value: OptionValue): boolean =>
    choices.includes(value);

/** A check for `valid`: a whole number from `min` to `max`, both included. */
export const integerIn =
  (min: number, max: number) =>
  (value: OptionValue): boolean =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
