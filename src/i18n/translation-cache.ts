import type { i18n as I18n } from 'i18next';

/** Past this many remembered strings the cache starts again (counts and numbers make new keys). */
export const MAX_CACHED_TRANSLATIONS = 4000;

type Primitive = string | number | boolean | null | undefined;
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || (typeof value !== 'object' && typeof value !== 'function');

/** The options of a call as part of a cache key, or undefined when they hold anything but primitives. */
function optionsKey(options: unknown): string | undefined {
  if (options === undefined) return '';
  if (typeof options === 'string') return `\u0001${options}`;
  if (options === null || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype) return undefined;
  let key = '';
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    if (!isPrimitive(value)) return undefined;
    key += `\u0002${name}\u0003${typeof value === 'string' ? value : String(value)}\u0004${typeof value}`;
  }
  return key;
}

/**
 * Remembers what each translation call returned, until a language changes or strings are added or
 * removed. A component renders its labels at every keystroke, and i18next resolves each call anew
 * (copies its options, walks namespaces, fallbacks and interpolation): 3-6 ms of a keystroke's
 * 25-50 ms task at the bench's 4x slower CPU. Calls with a key (not a selector or a list) and
 * options of plain values are remembered, and only string results; anything else goes through.
 */
export function cacheTranslations(i18n: I18n): void {
  const cache = new Map<string, string>();
  const forget = () => cache.clear();
  i18n.on('languageChanged', forget);
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  type Call = (...args: unknown[]) => unknown;
  type Fixed = Call & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };
  const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (...args: unknown[]) => Fixed;
  const cachedFixedT = (...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const [, , keyPrefix, fixedOptions] = args;
    // What the fixed function adds to every call: its language(s), namespace(s) and key prefix.
    const scope =
      typeof keyPrefix === 'function'
        ? undefined
        : JSON.stringify([fixed.lng ?? null, fixed.lngs ?? null, fixed.ns ?? null, keyPrefix ?? null, fixedOptions ?? null]);
    const cached: Call = (key, options, ...rest) => {
      const extra = scope !== undefined && typeof key === 'string' && rest.length === 0 ? optionsKey(options) : undefined;
      if (extra === undefined) return fixed(key, options, ...rest);
      // Fixed to no language, a call follows the current one.
      const cacheKey = `${scope}\u0000${fixed.lng || fixed.lngs ? '' : i18n.language}\u0000${key}${extra}`;
      const hit = cache.get(cacheKey);
      if (hit !== undefined) return hit;
      const result = fixed(key, options);
      if (typeof result === 'string') {
        if (cache.size >= MAX_CACHED_TRANSLATIONS) cache.clear();
        cache.set(cacheKey, result);
      }
      return result;
    };
    return Object.assign(cached, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };
  i18n.getFixedT = cachedFixedT as unknown as I18n['getFixedT'];
}
