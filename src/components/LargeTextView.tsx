import { useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { CopyButton } from '@/ui/CopyButton';
import { downloadText } from './download';
import { keptFirstRow, rowStarts, rowText } from './large-text-rows';
import styles from './LargeTextView.module.css';

/** Height of one row in CSS pixels (the rows are positioned from it). */
const ROW_HEIGHT = 20;
/** Rows rendered above and below the visible ones, so fast scrolling shows no gap. */
const OVERSCAN = 20;
/** Rows assumed visible before the view has been measured. */
const INITIAL_VISIBLE_ROWS = 40;

export interface LargeTextViewProps {
  /** Visible label and accessible name; the copy button is named "Copy <label>". */
  label: string;
  value: string;
  /** Name of the downloaded file (the download button is hidden without it). */
  downloadName?: string;
  mimeType?: string;
  /** A note under the text (e.g. what the conversion did). */
  description?: ReactNode;
}

/**
 * A read-only view of a text of any size (a converted document, prettified JSON…). Only the rows
 * in sight are in the DOM, so megabytes of output cost no more than a screenful; a line longer than
 * 1000 characters wraps onto several rows. The view is focusable and scrolls with the keyboard
 * (arrows, Page Up/Down, Home/End). Copy and download always take the whole text.
 */
export function LargeTextView({ label, value, downloadName, mimeType, description }: LargeTextViewProps) {
  const { t } = useTranslation('app');
  const labelId = useId();
  const descriptionId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(INITIAL_VISIBLE_ROWS * ROW_HEIGHT);
  const starts = useMemo(() => rowStarts(value), [value]);
  // Where the reader was in the last text shown: a pending result is '' in between, and the
  // browser scrolls that empty view to the top.
  const anchor = useRef({ firstRow: 0, rows: 0 });
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || value === '') return;
    const visibleRows = Math.floor(element.clientHeight / ROW_HEIGHT);
    const firstRow = keptFirstRow(anchor.current.firstRow, anchor.current.rows, starts.length, visibleRows);
    anchor.current = { firstRow, rows: starts.length };
    element.scrollTop = firstRow * ROW_HEIGHT;
    setScrollTop(firstRow * ROW_HEIGHT);
  }, [value, starts]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(starts.length, Math.ceil((scrollTop + viewHeight) / ROW_HEIGHT) + OVERSCAN);
  const rows: ReactNode[] = [];
  for (let i = first; i < last; i++) {
    rows.push(
      <div key={i} className={styles.row}>
        {rowText(value, starts, i)}
      </div>,
    );
  }
  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    setScrollTop(element.scrollTop);
    setViewHeight(element.clientHeight);
    if (value !== '') anchor.current.firstRow = element.scrollTop / ROW_HEIGHT;
  };

  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        ref={viewport}
        className={styles.viewport}
        tabIndex={0}
        role="textbox"
        aria-readonly="true"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        onScroll={onScroll}
        style={{ '--row-height': `${ROW_HEIGHT}px` } as CSSProperties}
      >
        <div className={styles.rows} style={{ height: starts.length * ROW_HEIGHT }}>
          <div style={{ transform: `translateY(${first * ROW_HEIGHT}px)` }}>{rows}</div>
        </div>
      </div>
      {description ? (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
      <div className={styles.actions}>
        <CopyButton value={value} label={label} text={t('copy.button')} size="medium" isDisabled={!value} />
        {downloadName ? (
          <Button onPress={() => downloadText(value, downloadName, mimeType)} isDisabled={!value}>
            {t('ui.outputPanel.download')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
