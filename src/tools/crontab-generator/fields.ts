import { InputError } from '@/lib/errors';

/** The fields of a cron expression, in order; `seconds` only in the 6-field form. */
export type CronField = 'seconds' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek';

interface FieldRule {
  min: number;
  max: number;
  /** Lower-case names and their values (months, week days). */
  names?: Readonly<Record<string, number>>;
  /** `?` is allowed (the day fields). */
  question?: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Each field's range. With days starting at 1, Sunday = 1 … Saturday = 7; else Sunday = 0 (or 7). */
export function fieldRules(field: CronField, dayOfWeekStartIndexZero: boolean): FieldRule {
  switch (field) {
    case 'seconds':
    case 'minute':
      return { min: 0, max: 59 };
    case 'hour':
      return { min: 0, max: 23 };
    case 'dayOfMonth':
      return { min: 1, max: 31, question: true };
    case 'month':
      return { min: 1, max: 12, names: Object.fromEntries(MONTHS.map((name, i) => [name, i + 1])) };
    case 'dayOfWeek': {
      const offset = dayOfWeekStartIndexZero ? 0 : 1;
      return { min: offset, max: 7, names: Object.fromEntries(DAYS.map((name, i) => [name, i + offset])), question: true };
    }
  }
}

const FIVE: readonly CronField[] = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'];
const SIX: readonly CronField[] = ['seconds', ...FIVE];

/** The field names of an expression of `count` fields (5, or 6 with leading seconds). */
export const fieldsOf = (count: number): readonly CronField[] => (count === 6 ? SIX : FIVE);

function invalidField(field: CronField, value: string, rule: FieldRule): InputError {
  return new InputError('invalidCron', {
    detailKey: 'detailField',
    field,
    value,
    min: rule.min,
    max: rule.max,
  });
}

/** A single value (number or name) of the field, or undefined when it is neither or out of range. */
export function valueOf(text: string, rule: FieldRule): number | undefined {
  const lower = text.toLowerCase();
  const named = rule.names?.[lower];
  if (named !== undefined) return named;
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= rule.min && value <= rule.max ? value : undefined;
}

/** One comma-separated part: `*`, `?`, `a`, `a-b`, each optionally followed by `/step` (`?` alone). */
function checkPart(part: string, rule: FieldRule): boolean {
  const slash = part.indexOf('/');
  const base = slash < 0 ? part : part.slice(0, slash);
  if (slash >= 0) {
    const step = part.slice(slash + 1);
    if (!/^\d{1,2}$/.test(step) || Number(step) < 1 || Number(step) > rule.max) return false;
  }
  if (base === '*') return true;
  if (base === '?') return rule.question === true && slash < 0;
  const dash = base.indexOf('-');
  if (dash < 0) return valueOf(base, rule) !== undefined;
  const from = valueOf(base.slice(0, dash), rule);
  const to = valueOf(base.slice(dash + 1), rule);
  return from !== undefined && to !== undefined && from <= to;
}

/** Years as Quartz and AWS write a 6th or 7th field: `2025`, `2025-2030`, `2025,2027`, `2025/2`. */
const YEARS = /^\d{4}(-\d{4})?(\/\d+)?(,\d{4}(-\d{4})?(\/\d+)?)*$/;

/**
 * Checks every field of a 5- or 6-field expression; throws `invalidCron` naming the first wrong
 * field (detail key `detailField`), the wrong number of fields (`detailCount`) or a year in the
 * 6th field (`detailYear`).
 */
export function checkFields(fields: readonly string[], dayOfWeekStartIndexZero: boolean): void {
  if (fields.length !== 5 && fields.length !== 6) {
    throw new InputError('invalidCron', { detailKey: 'detailCount', count: fields.length });
  }
  // Read with seconds first, a trailing year is blamed on the day of week: say what it is.
  if (fields.length === 6 && YEARS.test(fields[5] as string)) {
    throw new InputError('invalidCron', { detailKey: 'detailYear', value: fields[5] as string });
  }
  const names = fieldsOf(fields.length);
  fields.forEach((text, i) => {
    const field = names[i] as CronField;
    const rule = fieldRules(field, dayOfWeekStartIndexZero);
    if (!text.split(',').every((part) => checkPart(part, rule))) throw invalidField(field, text, rule);
  });
}
