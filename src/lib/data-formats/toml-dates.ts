import { TomlDate } from 'smol-toml';
import { InputError } from '@/lib/errors';
import { tomlDateLiterals, type TomlDateLiteral } from './toml-literals';

/**
 * The scan runs only for a text that may need it, so most documents cost one regex pass: a day
 * that some month lacks (Feb 29–31, the 31st of a 30-day month), the only kind smol-toml rolls over…
 */
const MAYBE_IMPOSSIBLE_DAY = /\d{4}-(?:02-(?:29|3[01])|(?:0[469]|11)-31)/;
/** …or seconds with fraction digits a JS date does not keep as written (not three, or `.000`). */
const MAYBE_LOST_FRACTION = /:\d\d\.(?:\d{1,2}(?!\d)|\d{4}|000(?!\d))/;
const WRITTEN_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const HAS_OFFSET = /(?:[Zz]|[+-]\d\d:\d\d)$/;
/** A local date-time or time of day: date and separator, hours and minutes, seconds, fraction. */
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2}[Tt ])?(\d{2}:\d{2})(?::(\d{2})(?:\.(\d+))?)?$/;

/** The length of `07:32:00.500`, smol-toml's form of a time of day. */
const TIME_FORM_LENGTH = 12;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The TOML text of local dates and times read by checkTomlDates, and of YAML timestamps (JS dates keep only milliseconds). */
const writtenText = new WeakMap<TomlDate, string>();

/**
 * A local date, date-time or time of day as its TOML text: as written when known (the fraction
 * digits it had, `T` between date and time), else smol-toml's form without a `.000` it added.
 */
export function localTomlDateText(date: TomlDate): string {
  return writtenText.get(date) ?? withoutAddedFraction(date.toISOString());
}

/**
 * Any TOML date's text: as known (a local one's written text, a YAML timestamp's, see
 * rememberTomlDateText), else a local one without an added `.000`, an offset one as smol-toml prints it.
 */
export function tomlDateText(date: TomlDate): string {
  return writtenText.get(date) ?? (date.isLocal() ? withoutAddedFraction(date.toISOString()) : date.toISOString());
}

/** Gives a TomlDate built from another format the text tomlDateText and localTomlDateText print. */
export function rememberTomlDateText(date: TomlDate, text: string): void {
  writtenText.set(date, text);
}

/** smol-toml's text of a local value without the `.000` it adds to whole seconds. */
const withoutAddedFraction = (text: string) => text.replace(/\.000$/, '');

/** smol-toml rolls an impossible day over (Feb 30 → Mar 2): TOML says such a date is invalid. */
function checkDay(text: string, { text: written, index }: TomlDateLiteral): void {
  const match = WRITTEN_DATE.exec(written);
  if (!match) return;
  const [date = '', year, month, day] = match;
  const monthIndex = Number(month) - 1;
  const days = monthIndex === 1 && !isLeapYear(Number(year)) ? 28 : DAYS_IN_MONTH[monthIndex];
  if (days !== undefined && Number(day) <= days) return;
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const line = text.slice(0, lineStart).split('\n').length;
  throw new InputError('invalidToml', { reason: `invalid date ${date}`, line, column: index - lineStart + 1 });
}

/** A valid local literal as smol-toml prints its value: `T`, seconds, exactly three fraction digits. */
function millisecondForm(written: string): string {
  const match = LOCAL_TIME.exec(written);
  if (!match) return written;
  const [, date = '', hoursMinutes, seconds = '00', fraction = ''] = match;
  return `${date.slice(0, 10)}${date ? 'T' : ''}${hoursMinutes}:${seconds}.${fraction.padEnd(3, '0').slice(0, 3)}`;
}

/**
 * The written text (with `T`) of the local times whose fraction a JS date changes, by smol-toml's
 * form of their value; `null` when literals of one value were written differently
 * (`07:32:00` and `07:32:00.000`), so neither is sure.
 */
function textsByValue(literals: TomlDateLiteral[]): Map<string, string | null> {
  const texts = new Map<string, string | null>();
  for (const { text } of literals) {
    // Without seconds there is no fraction, and the fallback writes the seconds (`07:32` → `07:32:00`).
    if (HAS_OFFSET.test(text) || LOCAL_TIME.exec(text)?.[3] === undefined) continue;
    const written = text.replace(/^(\d{4}-\d{2}-\d{2})[ t]/, '$1T');
    const value = millisecondForm(written);
    const known = texts.get(value);
    texts.set(value, known === undefined || known === written ? written : null);
  }
  // Only texts that differ from the fallback of localTomlDateText are worth a walk of the tree.
  for (const [value, written] of texts) if (written === withoutAddedFraction(value)) texts.delete(value);
  return texts;
}

/** Keeps the written text of the local TomlDates of a parsed tree (walked without recursion). */
function rememberTexts(root: unknown, texts: Map<string, string | null>): void {
  // smol-toml's form tells times of day (`07:32:00.500`) from date-times: only those kinds are looked up.
  const keys = [...texts.keys()];
  const wantTimes = keys.some((key) => key.length === TIME_FORM_LENGTH);
  const wantDateTimes = keys.some((key) => key.length !== TIME_FORM_LENGTH);
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value instanceof TomlDate) {
      if (!value.isLocal() || value.isDate() || !(value.isTime() ? wantTimes : wantDateTimes)) continue;
      const written = texts.get(value.toISOString());
      if (written) writtenText.set(value, written);
    } else if (typeof value === 'object' && value !== null) {
      // One push per child: spreading a long array could pass too many arguments.
      for (const child of Object.values(value)) pending.push(child);
    }
  }
}

/**
 * Refuses an impossible date in a valid TOML text (line and column of the literal), and keeps the
 * text of its local times whose fraction digits a JS date would change, for localTomlDateText.
 * Strings, comments, keys and headers that look like dates are not dates.
 */
export function checkTomlDates(text: string, table: unknown): void {
  const mayHoldImpossibleDay = MAYBE_IMPOSSIBLE_DAY.test(text);
  const mayLoseFraction = MAYBE_LOST_FRACTION.test(text);
  if (!mayHoldImpossibleDay && !mayLoseFraction) return;
  const literals = tomlDateLiterals(text);
  if (mayHoldImpossibleDay) for (const literal of literals) checkDay(text, literal);
  const texts = mayLoseFraction ? textsByValue(literals) : undefined;
  if (texts && texts.size > 0) rememberTexts(table, texts);
}
