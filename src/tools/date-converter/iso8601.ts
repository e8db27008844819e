import { utcDayStart } from './zone';

/** An ISO 8601 date-time split into its calendar day, time of day and optional UTC offset. */
export interface IsoDateTime {
  /** 00:00 of the calendar day, in ms, as if UTC. */
  day: number;
  /** ms since 00:00 (24:00 gives a full day; a leap second 23:59:60 counts as 24:00). */
  time: number;
  /** Seconds east of UTC; absent for local time. */
  offset?: number;
  /** The seconds read 60. */
  leapSecond?: true;
}

/** A time of day: ms since 00:00, and whether its seconds read 60 (a leap second). */
export interface IsoTime {
  time: number;
  leapSecond: boolean;
}

const YEAR = '([+-]\\d{6}|\\d{4})';
const CALENDAR_EXTENDED = new RegExp(`^${YEAR}-(\\d{2})(?:-(\\d{2}))?$`);
const CALENDAR_BASIC = new RegExp(`^${YEAR}(\\d{2})(\\d{2})$`);
const ORDINAL = new RegExp(`^${YEAR}-?(\\d{3})$`);
const WEEK = new RegExp(`^${YEAR}-?W(\\d{2})(?:-?([1-7]))?$`);
const YEAR_ONLY = new RegExp(`^${YEAR}$`);
const FRACTION = '(?:[.,](\\d+))?';
const TIME_EXTENDED = new RegExp(`^(\\d{2})(?::(\\d{2})(?::(\\d{2}))?)?${FRACTION}$`);
const TIME_BASIC = new RegExp(`^(\\d{2})(?:(\\d{2})(\\d{2})?)?${FRACTION}$`);
const OFFSET = /(Z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)$/;

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
// Counted, not read from a Date: a year past the Date range is then told apart from a bad date.
const daysInMonth = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 0));
/** ISO weekday, 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday). */
const weekday = (day: number) => ((((Math.floor(day / DAY) + 3) % 7) + 7) % 7) + 1;

function readYear(text: string): number | undefined {
  // Expanded years carry a sign; minus zero is not a year.
  if (text === '-000000') return undefined;
  return Number(text);
}

/** Monday of ISO week 1: the week holding 4 January. */
function firstWeekMonday(year: number): number {
  const january4 = utcDayStart(year, 1, 4);
  return january4 - (weekday(january4) - 1) * DAY;
}

const weeksInYear = (year: number) => (firstWeekMonday(year + 1) - firstWeekMonday(year)) / (7 * DAY);

/** The calendar day of an ISO 8601 date (calendar, ordinal, week or year-only; basic or extended). */
export function parseIsoDay(text: string): number | undefined {
  let match = CALENDAR_EXTENDED.exec(text) ?? CALENDAR_BASIC.exec(text);
  if (match) {
    const year = readYear(match[1] as string);
    const month = Number(match[2]);
    const day = match[3] === undefined ? 1 : Number(match[3]);
    if (year === undefined || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
    return utcDayStart(year, month, day);
  }
  if ((match = ORDINAL.exec(text))) {
    const year = readYear(match[1] as string);
    const ordinal = Number(match[2]);
    if (year === undefined || ordinal < 1 || ordinal > (isLeapYear(year) ? 366 : 365)) return undefined;
    return utcDayStart(year, 1, ordinal);
  }
  if ((match = WEEK.exec(text))) {
    const year = readYear(match[1] as string);
    const week = Number(match[2]);
    const day = match[3] === undefined ? 1 : Number(match[3]);
    if (year === undefined || week < 1 || week > weeksInYear(year)) return undefined;
    return firstWeekMonday(year) + ((week - 1) * 7 + day - 1) * DAY;
  }
  if ((match = YEAR_ONLY.exec(text))) {
    const year = readYear(match[1] as string);
    return year === undefined ? undefined : utcDayStart(year, 1, 1);
  }
  return undefined;
}

/**
 * An ISO 8601 time (hh, hh:mm, hh:mm:ss or basic; a fraction on the last part). Second 60 is read
 * at minute 59 only: a leap second; whether one was inserted then is for the caller to judge in UTC.
 */
export function parseIsoTime(text: string): IsoTime | undefined {
  const match = TIME_EXTENDED.exec(text) ?? TIME_BASIC.exec(text);
  if (!match) return undefined;
  const [, hours, minutes, seconds, fraction] = match;
  const h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  const s = seconds === undefined ? 0 : Number(seconds);
  const f = fraction === undefined ? 0 : Number(`0.${fraction}`);
  const leapSecond = s === 60 && m === 59 && h < 24;
  if (h > 24 || m > 59 || (s > 59 && !leapSecond) || (h === 24 && (m > 0 || s > 0 || f > 0))) return undefined;
  // The fraction belongs to the smallest unit written.
  const unit = seconds !== undefined ? 1000 : minutes !== undefined ? MINUTE : HOUR;
  return { time: h * HOUR + m * MINUTE + s * 1000 + Math.floor(f * unit), leapSecond };
}

/**
 * Seconds east of UTC of `Z`, `±hh`, `±hh:mm` or `±hhmm`, or with seconds `±hh:mm:ss` (local mean
 * time, as Java, Python and these outputs write it).
 */
export function parseOffset(text: string): number | undefined {
  if (text === 'Z' || text === 'z') return 0;
  const match = /^([+-])(\d{2})(?:(:?)(\d{2})(?:\3(\d{2}))?)?$/.exec(text);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [match[2], match[4], match[5]].map((part) => Number(part ?? 0)) as [number, number, number];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return (match[1] === '-' ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds);
}

/**
 * Reads an ISO 8601 date or date-time: calendar, ordinal and week dates, basic and extended
 * formats, expanded years, fractions on the last time unit, 24:00, a leap second, and Z or
 * ±hh[:mm[:ss]] offsets.
 */
export function parseIso8601(text: string): IsoDateTime | undefined {
  const separator = text.indexOf('T');
  if (separator < 0) {
    const day = parseIsoDay(text);
    return day === undefined ? undefined : { day, time: 0 };
  }
  const day = parseIsoDay(text.slice(0, separator));
  let timeText = text.slice(separator + 1);
  const offsetMatch = OFFSET.exec(timeText);
  let offset: number | undefined;
  if (offsetMatch) {
    offset = parseOffset(offsetMatch[1] as string);
    if (offset === undefined) return undefined;
    timeText = timeText.slice(0, offsetMatch.index);
  }
  const time = parseIsoTime(timeText);
  if (day === undefined || time === undefined) return undefined;
  return {
    day,
    time: time.time,
    ...(offset === undefined ? {} : { offset }),
    ...(time.leapSecond ? { leapSecond: true as const } : {}),
  };
}
