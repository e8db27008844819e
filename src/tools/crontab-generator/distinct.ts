import { fieldRules, fieldsOf, valueOf, type CronField } from './fields';

/**
 * The fields as the description should read them: a value listed twice is listed once, Sunday
 * written both 0 and 7 (or `sun`) included, and `0-7` is `0-6`. cronstrue has no option for it
 * and reads `0,7` as "Sunday and Sunday", `0-7` as "Sunday through Sunday".
 */
export function distinctValues(fields: readonly string[], dayOfWeekStartIndexZero: boolean): string[] {
  const names = fieldsOf(fields.length);
  return fields.map((text, i) => {
    const field = names[i] as CronField;
    const rule = fieldRules(field, dayOfWeekStartIndexZero);
    const sevenIsSunday = field === 'dayOfWeek' && dayOfWeekStartIndexZero;
    const seen = new Set<number>();
    return text
      .split(',')
      .filter((part) => {
        const value = valueOf(part, rule);
        if (value === undefined) return true;
        const key = sevenIsSunday && value === 7 ? 0 : value;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((part) => (sevenIsSunday && part === '0-7' ? '0-6' : part))
      .join(',');
  });
}
