import {
  memo,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { largeTextBlob, largeTextRow, largeTextString, type LargeText } from '@/lib/data-formats/large-text';
import { Button } from '@/ui/Button';
import { downloadBlob, downloadText } from './download';
import { languageOfMimeType, type HighlightLanguage } from './highlight/languages';
import { useRowHighlighter } from './highlight/useRowHighlighter';
import { keptFirstRow, rowStarts, rowText } from './large-text-rows';
import styles from './LargeTextView.module.css';

/** Height of one row in CSS pixels (the rows are positioned from it). */
const ROW_HEIGHT = 20;
/** Rows rendered above and below the visible ones, so fast scrolling shows no gap. */
const OVERSCAN = 20;
/** Rows assumed visible before the view has been measured. */
const INITIAL_VISIBLE_ROWS = 40;
/** Coloured rows kept for the next outputs and scrolling back; beyond this the cache starts over. */
const MAX_COLOURED_ROWS = 2000;
/**
 * Characters coloured in one render (highlight.js does about 1000 a millisecond on a laptop, a
 * quarter of that on a slow phone); the rest of the rows in sight are shown plain and coloured in
 * the tasks that follow. A minified document's rows are 1000 characters each and all change at a
 * keystroke: colouring a screenful at once took 80 ms on a laptop.
 */
const COLOUR_CHARS_PER_RENDER = 1500;
/**
 * Longer rows stay plain: a minified document is all 1000-character rows that shift at every
 * keystroke, and colouring them cost a quarter of a second of CPU per keystroke on the bench's slow
 * CPU, for little help in reading one long line.
 */
const MAX_COLOURED_ROW_CHARS = 300;

/** The display rows of a value: how many, and the text of one. */
function displayRows(value: string | LargeText): { count: number; text: (index: number) => string } {
  if (typeof value !== 'string') return { count: value.rows.length, text: (index) => largeTextRow(value, index) };
  const starts = rowStarts(value);
  return { count: starts.length, text: (index) => rowText(value, starts, index) };
}

export interface LargeTextViewProps {
  /** Visible label and accessible name; the copy button is named "Copy <label>". */
  label: string;
  /** The text, or a long one kept as UTF-8 (built in a worker: only the rows in sight are decoded). */
  value: string | LargeText;
  /** Name of the downloaded file (the download button is hidden without it). */
  downloadName?: string;
  mimeType?: string;
  /** A note under the text (e.g. what the conversion did). */
  description?: ReactNode;
  /** The syntax the rows are coloured in; by default the one of `mimeType` (none for plain text). */
  language?: HighlightLanguage | null;
}

/**
 * A read-only view of a text of any size (a converted document, prettified JSON…). Only the rows
 * in sight are in the DOM, so megabytes of output cost no more than a screenful; a line longer than
 * 1000 characters wraps onto several rows. The view is focusable and scrolls with the keyboard
 * (arrows, Page Up/Down, Home/End). Copy and download always take the whole text.
 */
export const LargeTextView = memo(function LargeTextView({
  label,
  value,
  downloadName,
  mimeType,
  description,
  language = languageOfMimeType(mimeType),
}: LargeTextViewProps) {
  const { t } = useTranslation('app');
  const { copy, copied } = useCopy();
  const labelId = useId();
  const descriptionId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(INITIAL_VISIBLE_ROWS * ROW_HEIGHT);
  // The same two figures, for the effect below (which must not run again when they change).
  const view = useRef({ scrollTop: 0, height: INITIAL_VISIBLE_ROWS * ROW_HEIGHT });
  const rows = useMemo(() => displayRows(value), [value]);
  const highlight = useRowHighlighter(language ?? undefined);
  // Coloured rows by their text: the next output of a keystroke shares most rows with this one,
  // and only the rows that changed are coloured again.
  const coloured = useMemo(() => (highlight ? new Map<string, string>() : undefined), [highlight]);
  const [, setColourPass] = useState(0);
  const empty = typeof value === 'string' ? value === '' : value.length === 0;
  // Where the reader was in the last text shown: a pending result is '' in between, and the
  // browser scrolls that empty view to the top.
  const anchor = useRef({ firstRow: 0, rows: 0 });
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || empty) return;
    const visibleRows = Math.floor(view.current.height / ROW_HEIGHT);
    const firstRow = keptFirstRow(anchor.current.firstRow, anchor.current.rows, rows.count, visibleRows);
    anchor.current = { firstRow, rows: rows.count };
    // Already at the top: no scrolling, so no layout forced in this task (megabytes of new rows
    // are laid out once, with the frame).
    if (firstRow === 0 && view.current.scrollTop === 0) return;
    element.scrollTop = firstRow * ROW_HEIGHT;
    view.current.scrollTop = firstRow * ROW_HEIGHT;
    setScrollTop(firstRow * ROW_HEIGHT);
  }, [empty, rows]);
  // The rows in sight follow the view's height, measured without forcing a layout.
  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      view.current.height = element.clientHeight;
      // Rendered after the frame that resized the view (a new text's first rows are in it).
      startTransition(() => setViewHeight(element.clientHeight));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.count, Math.ceil((scrollTop + viewHeight) / ROW_HEIGHT) + OVERSCAN);
  const shown: ReactNode[] = [];
  if (coloured && coloured.size > MAX_COLOURED_ROWS) coloured.clear();
  let colourBudget = COLOUR_CHARS_PER_RENDER;
  let leftPlain = false;
  for (let i = first; i < last; i++) {
    let html: string | undefined;
    if (highlight && coloured) {
      const text = rows.text(i);
      html = coloured.get(text);
      const colourable = text.length <= MAX_COLOURED_ROW_CHARS;
      if (html === undefined && colourable && text.length <= colourBudget) {
        coloured.set(text, (html = highlight(text)));
        colourBudget -= text.length;
      }
      leftPlain ||= html === undefined && colourable;
    }
    if (html !== undefined) {
      // highlight.js escapes the text: the HTML holds only its own spans.
      shown.push(<div key={i} className={styles.row} dangerouslySetInnerHTML={{ __html: html }} />);
    } else {
      shown.push(
        <div key={i} className={styles.row}>
          {rows.text(i)}
        </div>,
      );
    }
  }
  // The rows left plain are coloured in the next task, a budget at a time.
  useEffect(() => {
    if (!leftPlain) return;
    const timer = setTimeout(() => setColourPass((pass) => pass + 1), 0);
    return () => clearTimeout(timer);
  });
  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    view.current = { scrollTop: element.scrollTop, height: element.clientHeight };
    setScrollTop(element.scrollTop);
    setViewHeight(element.clientHeight);
    if (!empty) anchor.current.firstRow = element.scrollTop / ROW_HEIGHT;
  };

  // A LargeText is decoded whole only to be copied.
  const copyAll = () => copy(typeof value === 'string' ? value : largeTextString(value));
  const download = (name: string) =>
    typeof value === 'string' ? downloadText(value, name, mimeType) : downloadBlob(largeTextBlob(value, mimeType), name);

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
        <div className={styles.rows} style={{ height: rows.count * ROW_HEIGHT }}>
          <div style={{ transform: `translateY(${first * ROW_HEIGHT}px)` }}>{shown}</div>
        </div>
      </div>
      {description ? (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button size="medium" onPress={() => void copyAll()} isDisabled={empty}>
          {copied ? t('copy.copied') : t('copy.button')}
        </Button>
        {downloadName ? (
          <Button onPress={() => download(downloadName)} isDisabled={empty}>
            {t('ui.outputPanel.download')}
          </Button>
        ) : null}
      </div>
    </div>
  );
});
