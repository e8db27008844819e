import type { GroupMatch } from './logic';

/**
 * One table cell for a match's groups: `name: "value" (start–end)` each, separated by commas. The
 * value is quoted as a JSON string, so spaces, line breaks and commas inside it stay readable; a
 * group that took no part in the match shows `notMatched`.
 */
export function formatGroups(groups: readonly GroupMatch[], notMatched: string): string {
  return groups
    .map(({ name, value, start, end }) =>
      value === undefined ? `${name}: ${notMatched}` : `${name}: ${JSON.stringify(value)} (${start}–${end})`,
    )
    .join(', ');
}
