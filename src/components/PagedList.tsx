import { memo, useCallback, useState } from 'react';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { NumberInput } from '@/ui/NumberInput';
import styles from './PagedList.module.css';

export interface PagedListText {
  first: string;
  previous: string;
  next: string;
  last: string;
  /** The page number field's label. */
  page: string;
  /** Shown while the typed page number is outside 1 … pages. */
  pageError: (pages: number) => string;
  /** "Items 1–256 of 65,536" (1-based, inclusive). */
  range: (from: number, to: number, count: number) => string;
}

export interface PagedListProps {
  /** The card's heading; it also names the list and its copy button. */
  title: string;
  /** How many items there are (up to 2^53, never all built). */
  count: number;
  /** The item at a 0-based index; only the current page's items are asked for. */
  itemAt: (index: number) => string;
  text: PagedListText;
  pageSize?: number;
  /** Identifies the list: when it changes, the list goes back to its first page. */
  listKey?: string;
}

/**
 * A list of any length shown one page at a time: only the visible page's items are built, so
 * 4 billion IPv4 addresses cost no more than 256. A new `listKey` starts a new list on its first
 * page; the list is updated in place rather than remounted, because mounting its buttons and
 * page field again on every keystroke was most of a subnet tool's render time.
 */
export function PagedList({ title, count, itemAt, text, pageSize = 256, listKey = '' }: PagedListProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const [typedPage, setTypedPage] = useState(1);
  const [page, setPage] = useState(1);
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    // Adjusting state while rendering: React renders again at once, before anything is painted.
    setShownKey(listKey);
    setPage(1);
    setTypedPage(1);
  }
  const current = Math.min(page, pages);
  const from = (current - 1) * pageSize;
  const to = Math.min(count, from + pageSize);
  const items: string[] = [];
  for (let index = from; index < to; index++) items.push(itemAt(index));

  // Stable callbacks, so the controls (buttons and a page field, costly to render) are skipped
  // while only the items change.
  const go = useCallback(
    (target: number) => {
      const next = Math.min(pages, Math.max(1, target));
      setPage(next);
      setTypedPage(next);
    },
    [pages],
  );
  const typePage = useCallback(
    (value: number) => {
      setTypedPage(value);
      if (Number.isInteger(value) && value >= 1 && value <= pages) setPage(value);
    },
    [pages],
  );

  return (
    <Card title={title}>
      <div className={styles.summary}>
        <span aria-live="polite">{count === 0 ? '' : text.range(from + 1, to, count)}</span>
        <CopyButton value={items.join('\n')} label={title} isDisabled={items.length === 0} />
      </div>
      <ol className={styles.items} aria-label={title}>
        {items.map((item, offset) => (
          <li key={from + offset}>{item}</li>
        ))}
      </ol>
      {pages > 1 ? (
        <PageControls current={current} pages={pages} typedPage={typedPage} go={go} typePage={typePage} text={text} />
      ) : null}
    </Card>
  );
}

interface PageControlsProps {
  current: number;
  pages: number;
  typedPage: number;
  go: (page: number) => void;
  typePage: (page: number) => void;
  text: PagedListText;
}

const PageControls = memo(function PageControls({ current, pages, typedPage, go, typePage, text }: PageControlsProps) {
  const pageValid = Number.isInteger(typedPage) && typedPage >= 1 && typedPage <= pages;
  return (
    <div className={styles.controls}>
      <Button size="small" onPress={() => go(1)} isDisabled={current === 1}>
        {text.first}
      </Button>
      <Button size="small" onPress={() => go(current - 1)} isDisabled={current === 1}>
        {text.previous}
      </Button>
      <div className={styles.page}>
        <NumberInput
          label={text.page}
          value={typedPage}
          onChange={typePage}
          snapToStep={false}
          error={pageValid ? undefined : text.pageError(pages)}
        />
      </div>
      <Button size="small" onPress={() => go(current + 1)} isDisabled={current === pages}>
        {text.next}
      </Button>
      <Button size="small" onPress={() => go(pages)} isDisabled={current === pages}>
        {text.last}
      </Button>
    </div>
  );
});
