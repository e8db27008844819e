import { useState } from 'react';
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
}

/**
 * A list of any length shown one page at a time: only the visible page's items are built, so
 * 4 billion IPv4 addresses cost no more than 256. Give it a `key` that changes with the list so
 * a new list starts on its first page.
 */
export function PagedList({ title, count, itemAt, text, pageSize = 256 }: PagedListProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const [typedPage, setTypedPage] = useState(1);
  const pageValid = Number.isInteger(typedPage) && typedPage >= 1 && typedPage <= pages;
  const [page, setPage] = useState(1);
  const current = Math.min(page, pages);
  const from = (current - 1) * pageSize;
  const to = Math.min(count, from + pageSize);
  const items: string[] = [];
  for (let index = from; index < to; index++) items.push(itemAt(index));

  const go = (target: number) => {
    const next = Math.min(pages, Math.max(1, target));
    setPage(next);
    setTypedPage(next);
  };
  const typePage = (value: number) => {
    setTypedPage(value);
    if (Number.isInteger(value) && value >= 1 && value <= pages) setPage(value);
  };

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
      ) : null}
    </Card>
  );
}
