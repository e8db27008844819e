import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagedListText } from '@/components/PagedList';

/**
 * PagedList's strings from a tool's namespace (keys `list.first`, `list.previous`, `list.next`,
 * `list.last`, `list.page`, `list.pageError`, `list.range`), numbers formatted for the UI language.
 */
export function usePagedListText(ns: string): PagedListText {
  const { t, i18n } = useTranslation(ns);
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language);
    return {
      first: t('list.first'),
      previous: t('list.previous'),
      next: t('list.next'),
      last: t('list.last'),
      page: t('list.page'),
      pageError: (pages) => t('list.pageError', { pages: number.format(pages) }),
      range: (from, to, count) =>
        t('list.range', { from: number.format(from), to: number.format(to), count: number.format(count) }),
    };
  }, [t, i18n.language]);
}
