import { formatDuration, formatRelative, type Locale } from 'date-fns';
import { splitDuration } from './span';

// The arithmetic needs no date-fns: the page draws its fields from ./span alone.
export * from './span';

/** The duration in words of `locale` (hours, minutes, seconds, then "N ms"); '' for zero. */
export function durationWords(ms: number, locale: Locale): string {
  const { milliseconds, ...parts } = splitDuration(ms);
  const words = formatDuration(parts, { format: ['hours', 'minutes', 'seconds'], locale });
  return [words, milliseconds ? `${milliseconds} ms` : ''].filter(Boolean).join(' ');
}

/** When the work ends, relative to `now` in the words of `locale` ("today at 17:42"). */
export const endWords = (end: number, now: number, locale: Locale): string => formatRelative(end, now, { locale });
