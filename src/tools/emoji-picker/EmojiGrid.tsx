import { memo, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EmojiInfo } from './logic';
import styles from './ui.module.css';

export interface EmojiSection {
  title: string;
  emojis: readonly EmojiInfo[];
}

/** Pixel sizes the layout is computed from (ui.module.css uses the same). */
const CARD_MIN_WIDTH = 200;
const GAP = 8;
const CARD_ROW_HEIGHT = 132;
const HEADING_HEIGHT = 44;
/** Extra pixels rendered above and below the view, so fast scrolling shows no gap. */
const OVERSCAN_PX = 400;

type Row =
  | { kind: 'heading'; key: string; top: number; title: string }
  | { kind: 'cards'; key: string; top: number; emojis: readonly EmojiInfo[] };

/** The rows of the grid for a number of columns, each with its offset from the top. */
function layoutRows(sections: readonly EmojiSection[], columns: number): { rows: Row[]; height: number } {
  const rows: Row[] = [];
  let top = 0;
  for (const section of sections) {
    rows.push({ kind: 'heading', key: `h:${section.title}`, top, title: section.title });
    top += HEADING_HEIGHT;
    for (let i = 0; i < section.emojis.length; i += columns) {
      rows.push({ kind: 'cards', key: `${section.title}:${i}`, top, emojis: section.emojis.slice(i, i + columns) });
      top += CARD_ROW_HEIGHT;
    }
  }
  return { rows, height: top };
}

/**
 * Sections of emoji cards in a scrolling area where only the rows in view are rendered: two
 * thousand emojis cost no more than a screenful. Memoised: typing a search re-renders the field only.
 */
export const EmojiGrid = memo(function EmojiGrid({
  label,
  sections,
  renderCard,
}: {
  label: string;
  sections: readonly EmojiSection[];
  renderCard: (emoji: EmojiInfo) => ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 800, height: 600 });
  const [scrollTop, setScrollTop] = useState(0);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new list starts at its top (state adjusted while rendering, the view scrolled after).
  const [shown, setShown] = useState(sections);
  if (shown !== sections) {
    setShown(sections);
    setScrollTop(0);
  }
  // Only when scrolled: setting scrollTop lays out the new cards at once, inside this task.
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    if (viewport.current && scrolled.current) viewport.current.scrollTop = 0;
    scrolled.current = false;
  }, [sections]);

  const columns = Math.max(1, Math.floor((size.width - 2 * GAP + GAP) / (CARD_MIN_WIDTH + GAP)));
  const { rows, height } = useMemo(() => layoutRows(sections, columns), [sections, columns]);
  const from = scrollTop - OVERSCAN_PX;
  const to = scrollTop + size.height + OVERSCAN_PX;
  const visible = rows.filter(
    (row) => row.top + (row.kind === 'heading' ? HEADING_HEIGHT : CARD_ROW_HEIGHT) >= from && row.top <= to,
  );

  return (
    <div
      ref={viewport}
      className={styles.viewport}
      role="region"
      aria-label={label}
      onScroll={(event) => {
        scrolled.current = event.currentTarget.scrollTop > 0;
        setScrollTop(event.currentTarget.scrollTop);
      }}
    >
      <div className={styles.rows} style={{ height }}>
        {visible.map((row) =>
          row.kind === 'heading' ? (
            <h2 key={row.key} className={styles.groupTitle} style={{ top: row.top, height: HEADING_HEIGHT }}>
              {row.title}
            </h2>
          ) : (
            <div
              key={row.key}
              className={styles.cardRow}
              style={{ top: row.top, height: CARD_ROW_HEIGHT - GAP, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
            >
              {row.emojis.map((emoji) => (
                <div key={emoji.emoji} className={styles.cardCell}>
                  {renderCard(emoji)}
                </div>
              ))}
            </div>
          ),
        )}
      </div>
    </div>
  );
});
