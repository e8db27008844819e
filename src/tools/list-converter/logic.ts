import { InputError } from '@/lib/errors';

export type SortOrder = 'asc' | 'desc';

export interface ListOptions {
  trimItems: boolean;
  removeDuplicates: boolean;
  lowerCase: boolean;
  keepLineBreaks: boolean;
  reverseList: boolean;
  /** '' for no sort. */
  sortList: SortOrder | '';
  /** Longest item in code points; 0 for no limit. */
  maxItemLength: number;
  separator: string;
  itemPrefix: string;
  itemSuffix: string;
  listPrefix: string;
  listSuffix: string;
}

export const DEFAULT_LIST_OPTIONS: ListOptions = {
  trimItems: true,
  removeDuplicates: true,
  lowerCase: false,
  keepLineBreaks: false,
  reverseList: false,
  sortList: '',
  maxItemLength: 0,
  separator: ', ',
  itemPrefix: '',
  itemSuffix: '',
  listPrefix: '',
  listSuffix: '',
};

/** The message key of a bad "Max item length" (not a whole number, or negative), else undefined. */
export function maxItemLengthError(max: number): string | undefined {
  return Number.isInteger(max) && max >= 0 ? undefined : 'errors.maxItemLength';
}

export const isSortOrder = (value: string): value is SortOrder => value === 'asc' || value === 'desc';

/** The first `max` code points of `item` (never half an emoji). */
function truncate(item: string, max: number): string {
  if (item.length <= max) return item;
  let out = '';
  let count = 0;
  for (const char of item) {
    if (count++ === max) break;
    out += char;
  }
  return out;
}

/**
 * The list pipeline, in order: lower-case, split lines (CRLF, CR or LF), trim and drop
 * empty items, truncate, de-duplicate (first kept), sort with the collator of `locale`, reverse,
 * wrap each item, join, wrap the list. No items gives ''. Linear apart from the sort.
 * A bad max length throws InputError: it is reported, never rounded or ignored.
 */
export function convertList(input: string, options: ListOptions, locale?: string): string {
  const lengthError = maxItemLengthError(options.maxItemLength);
  if (lengthError) throw new InputError(lengthError);
  const text = options.lowerCase ? input.toLowerCase() : input;
  let items = text.split(/\r\n|\r|\n/);
  if (options.trimItems) items = items.map((item) => item.trim());
  items = items.filter((item) => item !== '');
  if (items.length === 0) return '';
  const max = options.maxItemLength;
  if (max > 0) items = items.map((item) => truncate(item, max));
  if (options.removeDuplicates) items = [...new Set(items)];
  if (options.sortList) {
    const { compare } = new Intl.Collator(locale);
    const direction = options.sortList === 'desc' ? -1 : 1;
    items.sort((a, b) => direction * compare(a, b));
  }
  if (options.reverseList) items.reverse();
  const body = items
    .map((item) => options.itemPrefix + item + options.itemSuffix)
    .join(options.keepLineBreaks ? `${options.separator}\n` : options.separator);
  if (!options.keepLineBreaks) return options.listPrefix + body + options.listSuffix;
  return [options.listPrefix, body, options.listSuffix].filter((part) => part !== '').join('\n');
}
