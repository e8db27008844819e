import { HTTP_STATUSES, STATUS_GROUPS, type StatusGroup } from './data';

/**
 * What the search reads besides the table, in the page's language: the group headings and each
 * code's description. Plain data, so it crosses to the search worker.
 */
export interface StatusTexts {
  groups: Record<StatusGroup, string>;
  descriptions: Record<number, string>;
}

/** The texts from the tool's locale strings (`groups.<group>`, `descriptions.<code>`). */
export function statusTexts(translate: (key: string) => string): StatusTexts {
  return {
    groups: Object.fromEntries(STATUS_GROUPS.map((group) => [group, translate(`groups.${group}`)])) as Record<
      StatusGroup,
      string
    >,
    descriptions: Object.fromEntries(HTTP_STATUSES.map(({ code }) => [code, translate(`descriptions.${code}`)])),
  };
}

/** Same strings in both (a copy that crossed to the worker is not the same object). */
export function sameTexts(a: StatusTexts, b: StatusTexts): boolean {
  return (
    STATUS_GROUPS.every((group) => a.groups[group] === b.groups[group]) &&
    HTTP_STATUSES.every(({ code }) => a.descriptions[code] === b.descriptions[code])
  );
}
