import { TomlDate } from 'smol-toml';
import { secureRandom } from '@/lib/random';
import { unmarkJsonText } from './json-key-order';
import { localTomlDateText } from './toml-dates';
import { WholeFloat, wholeFloatText } from './whole-float';

/** JSON as the tools print it: three-space indent. */
export const JSON_INDENT = 3;

/**
 * The JSON form of values JSON has no type for: offset date-times become UTC ISO strings with
 * milliseconds, local dates and times keep their TOML text, and NaN/±Infinity the TOML words.
 */
function jsonSafe(value: unknown): unknown {
  if (value instanceof TomlDate) return value.isLocal() ? localTomlDateText(value) : Date.prototype.toISOString.call(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.isNaN(value) ? 'nan' : value > 0 ? 'inf' : '-inf';
  return value;
}

/**
 * Prints a value as JSON. With `special` values (BigInt, WholeFloat, dates, NaN/±Infinity) a
 * replacer is needed: a BigInt is written as its exact digits (JSON numbers have no size limit)
 * and a WholeFloat as a float (`1.0`), through a marker string no input can contain, swapped for
 * the number afterwards.
 */
export function writeJson(value: unknown, special: boolean): string {
  if (value === undefined) return '';
  // Keys read with keepKeyOrder are written as the input had them.
  if (!special) return unmarkJsonText(JSON.stringify(value, null, JSON_INDENT));
  const marker = `\u0000number-${[...secureRandom(new Uint32Array(2))].map((n) => n.toString(36)).join('')}:`;
  let hasNumber = false;
  const text = JSON.stringify(
    value,
    function replace(this: Record<string, unknown>, key: string) {
      // The value passed in went through Date#toJSON already; the holder still has the Date itself.
      const original = this[key];
      if (typeof original === 'bigint' || original instanceof WholeFloat) {
        hasNumber = true;
        return marker + (original instanceof WholeFloat ? wholeFloatText(original.value) : original.toString());
      }
      return jsonSafe(original);
    },
    JSON_INDENT,
  );
  if (!hasNumber) return unmarkJsonText(text);
  const escapedMarker = JSON.stringify(marker)
    .slice(1, -1)
    .replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  return unmarkJsonText(text.replace(new RegExp(`"${escapedMarker}(-?[\\d.e+-]+)"`, 'g'), '$1'));
}
