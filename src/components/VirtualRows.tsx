import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './VirtualRows.module.css';

/** Rows rendered above and below the visible ones, so fast scrolling shows no gap. */
const OVERSCAN = 20;
/** Rows assumed visible before the view has been measured. */
const INITIAL_VISIBLE_ROWS = 40;

export interface VirtualRowsProps {
  /** The table's accessible name. */
  label: string;
  /** How many rows there are (only those in sight are built). */
  count: number;
  /** The cells of row `index` (elements with role "cell"). */
  renderRow: (index: number) => ReactNode;
  /** A class for row `index` (its colour, say). */
  rowClassName?: (index: number) => string | undefined;
  /** Height of one row in CSS pixels (default 20). */
  rowHeight?: number;
  /** Scroll back to the top when this changes (a new result). */
  resetKey?: unknown;
}

/**
 * A read-only table of fixed-height rows of any count (a diff of megabytes): only the rows in
 * sight are in the DOM, and `aria-rowcount` / `aria-rowindex` tell assistive technology where
 * they sit. The view is focusable and scrolls with the keyboard.
 */
export function VirtualRows({ label, count, renderRow, rowClassName, rowHeight = 20, resetKey }: VirtualRowsProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(INITIAL_VISIBLE_ROWS * rowHeight);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    element.scrollTop = 0;
    setScrollTop(0);
    setViewHeight(element.clientHeight || INITIAL_VISIBLE_ROWS * rowHeight);
  }, [resetKey, rowHeight]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + viewHeight) / rowHeight) + OVERSCAN);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    const extra = rowClassName?.(i);
    rows.push(
      <div key={i} role="row" aria-rowindex={i + 1} className={extra ? `${styles.row} ${extra}` : styles.row}>
        {renderRow(i)}
      </div>,
    );
  }
  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    setScrollTop(element.scrollTop);
    setViewHeight(element.clientHeight);
  };

  return (
    <div
      ref={viewport}
      className={styles.viewport}
      tabIndex={0}
      role="table"
      aria-label={label}
      aria-rowcount={count}
      onScroll={onScroll}
      style={{ '--row-height': `${rowHeight}px` } as CSSProperties}
    >
      <div className={styles.spacer} style={{ height: count * rowHeight }} role="rowgroup">
        <div style={{ transform: `translateY(${first * rowHeight}px)` }}>{rows}</div>
      </div>
    </div>
  );
}
