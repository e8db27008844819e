import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import 'cronstrue/locales/es';
import 'cronstrue/locales/fr';
import 'cronstrue/locales/pt_BR';
import 'cronstrue/locales/ru';
import 'cronstrue/locales/uk';
import 'cronstrue/locales/vi';
import 'cronstrue/locales/zh_CN';
import { InputError } from '@/lib/errors';
import { distinctValues } from './distinct';
import { checkFields } from './fields';
import { CRON_MACROS, REBOOT } from './macros';

export interface CronOptions {
  verbose: boolean;
  use24HourTimeFormat: boolean;
  dayOfWeekStartIndexZero: boolean;
}

// The page's reference table reads the macros without loading cronstrue and croner.
export { CRON_MACROS, REBOOT } from './macros';

/** What an expression is: nothing, `@reboot`, or a checked schedule of 5 or 6 fields. */
export type ParsedCron = { kind: 'empty' } | { kind: 'reboot' } | { kind: 'schedule'; fields: string[] };

/** Parses and checks an expression; bad input throws `invalidCron` with a detail naming the field. */
export function parseCron(expression: string, dayOfWeekStartIndexZero: boolean): ParsedCron {
  const text = expression.trim();
  if (text === '') return { kind: 'empty' };
  if (text.startsWith('@')) {
    const macro = text.toLowerCase();
    if (macro === REBOOT) return { kind: 'reboot' };
    const equivalent = CRON_MACROS[macro];
    if (equivalent === undefined) throw new InputError('invalidCron', { detailKey: 'detailMacro', value: text });
    // A macro's Sunday is 0: written for days starting at 1, it is 1.
    const fields = equivalent.split(' ');
    if (!dayOfWeekStartIndexZero && fields[4] === '0') fields[4] = '1';
    return { kind: 'schedule', fields };
  }
  const fields = text.split(/\s+/);
  checkFields(fields, dayOfWeekStartIndexZero);
  return { kind: 'schedule', fields };
}

/** cronstrue's locale names for the app's languages (English is built in). */
const CRONSTRUE_LOCALES: Readonly<Record<string, string>> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  pt: 'pt_BR',
  ru: 'ru',
  uk: 'uk',
  vi: 'vi',
  zh: 'zh_CN',
};

/** The schedule in words, in `language` where cronstrue has it (else English). */
export function describeSchedule(fields: readonly string[], options: CronOptions, language = 'en'): string {
  return cronstrue.toString(distinctValues(fields, options.dayOfWeekStartIndexZero).join(' '), {
    verbose: options.verbose,
    use24HourTimeFormat: options.use24HourTimeFormat,
    dayOfWeekStartIndexZero: options.dayOfWeekStartIndexZero,
    locale: CRONSTRUE_LOCALES[language.split('-')[0] ?? 'en'] ?? 'en',
    throwExceptionOnParseError: true,
  });
}

/** The next `count` runs after `from`, in the zone of the runtime (the browser's). */
export function nextRuns(fields: readonly string[], options: CronOptions, count = 5, from: Date = new Date()): Date[] {
  const cron = new Cron(fields.join(' '), {
    paused: true,
    mode: '5-or-6-parts',
    // 1 = Sunday … 7 = Saturday, as in the description.
    alternativeWeekdays: !options.dayOfWeekStartIndexZero,
    // `5/15`: every 15 from 5, as cronstrue reads it.
    sloppyRanges: true,
  });
  return cron.nextRuns(count, from);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

// Making an Intl formatter costs far more than using one: one per language, made once.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function weekdayFormat(language: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(language);
  if (!format) weekdayFormats.set(language, (format = new Intl.DateTimeFormat(language, { weekday: 'short' })));
  return format;
}

/** `YYYY-MM-DD HH:mm:ss, Www` in the runtime's zone; the week day in `language` (short form). */
export function formatRun(date: Date, language = 'en'): string {
  const day = weekdayFormat(language).format(date);
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}, ${day}`
  );
}

export interface CronReport {
  /** `reboot`: "Run once, at startup" (the UI's words); `schedule`: `description` and `runs`. */
  kind: 'empty' | 'reboot' | 'schedule';
  description: string;
  runs: string[];
}

/** Everything the page shows for an expression; bad input throws `invalidCron`. */
export function explainCron(expression: string, options: CronOptions, language = 'en', from: Date = new Date()): CronReport {
  const parsed = parseCron(expression, options.dayOfWeekStartIndexZero);
  if (parsed.kind !== 'schedule') return { kind: parsed.kind, description: '', runs: [] };
  try {
    const description = describeSchedule(parsed.fields, options, language);
    const runs = nextRuns(parsed.fields, options, 5, from).map((date) => formatRun(date, language));
    return { kind: 'schedule', description, runs };
  } catch (error) {
    // The fields were checked already: a library refusing them still says why.
    const reason = error instanceof Error ? error.message : String(error);
    throw new InputError('invalidCron', { reason: reason.replace(/^(Error|CronPattern): /, '') });
  }
}
