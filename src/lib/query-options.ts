export type OptionValue = string | number | boolean;
/** A flat record of option values (interfaces welcome: no index signature needed). */
export type Options<T = Record<string, OptionValue>> = { [K in keyof T]: OptionValue };

/** Reads the named options from a query string, typed after their defaults; bad values are ignored. */
export function parseQueryOptions<T extends Options<T>>(
  defaults: T,
  keys: readonly (keyof T & string)[],
  search: string,
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
    if (value !== undefined) result[key] = value as T[typeof key];
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

/** Keeps only stored values whose type matches the default (guards against old or corrupt state). */
export function sanitizeStored<T extends Options<T>>(
  defaults: T,
  stored: unknown,
  keys: readonly (keyof T & string)[],
): Partial<T> {
  if (!stored || typeof stored !== 'object') return {};
  const result: Partial<T> = {};
  for (const key of keys) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === typeof defaults[key] && !(typeof value === 'number' && !Number.isFinite(value))) {
      result[key] = value as T[typeof key];
    }
  }
  return result;
}
