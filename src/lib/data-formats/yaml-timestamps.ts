import { defineScalarTag, NOT_RESOLVED, timestampTag } from 'js-yaml';
import { TomlDate } from 'smol-toml';
import { rememberTomlDateText } from './toml-dates';

/** The parts of a YAML timestamp (js-yaml's pattern): date, then optional time, fraction and zone. */
const YAML_TIMESTAMP =
  /^(\d{4})-(\d\d?)-(\d\d?)(?:(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d*))?(?:[ \t]*(Z|([-+])(\d\d?)(?::(\d\d))?))?)?$/;

const pad = (digits: string | undefined) => (digits ?? '').padStart(2, '0');

/**
 * A valid YAML timestamp as TOML writes it, with the precision written: a date stays a local
 * date, a date-time without zone a local date-time, one with a zone an offset date-time
 * (`2001-12-14 21:59:43.10 -5` → `2001-12-14T21:59:43.10-05:00`).
 */
export function yamlTimestampTomlText(source: string): string | undefined {
  const match = YAML_TIMESTAMP.exec(source);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone, sign, offsetHour, offsetMinute] = match;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  if (hour === undefined) return date;
  const offset = zone === undefined ? '' : zone === 'Z' ? 'Z' : `${sign}${pad(offsetHour)}:${offsetMinute ?? '00'}`;
  return `${date}T${pad(hour)}:${minute}:${second}${fraction ? `.${fraction}` : ''}${offset}`;
}

/** The TomlDate of a timestamp js-yaml accepts (a real day and time), printed as written. */
function tomlDateOf(source: string): TomlDate | typeof NOT_RESOLVED {
  const text = yamlTimestampTomlText(source);
  if (text === undefined) return NOT_RESOLVED;
  // A JS date keeps milliseconds; the digits beyond live in the remembered text.
  const date = new TomlDate(text.replace(/(\.\d{3})\d+/, '$1'));
  rememberTomlDateText(date, text);
  return date;
}

/**
 * For TOML only: a plain (unquoted) YAML timestamp, or one tagged `!!timestamp`, becomes a TOML
 * date, as TOML has that type; quoted, it stays a string. Load only.
 */
export const tomlTimestampTag = defineScalarTag<TomlDate>(timestampTag.tagName, {
  implicit: true,
  implicitFirstChars: timestampTag.implicitFirstChars,
  resolve: (source, isExplicit, tagName) =>
    timestampTag.resolve(source, isExplicit, tagName) === NOT_RESOLVED ? NOT_RESOLVED : tomlDateOf(source),
  identify: () => false,
});
