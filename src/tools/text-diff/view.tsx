import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualRows } from '@/components/VirtualRows';
import type { TextDiff } from './logic';
import { marksOfLine } from './split';
import type { DiffRows } from './rows';
import styles from './ui.module.css';

/** Characters of a line shown in the view (copying the unified diff gives every one). */
const SHOWN_CHARS = 5000;

const trimCr = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);

/** A line with its changed words wrapped in <del> or <ins>. */
function marked(line: string, marks: [number, number][], Tag: 'del' | 'ins'): ReactNode {
  const text = trimCr(line).slice(0, SHOWN_CHARS);
  if (marks.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start >= text.length) break;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<Tag key={start}>{text.slice(start, Math.min(end, text.length))}</Tag>);
    at = Math.min(end, text.length);
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

export interface DiffViewProps {
  diff: TextDiff;
  rows: DiffRows;
  oldLines: readonly string[];
  newLines: readonly string[];
  sideBySide: boolean;
}

/** The line-numbered diff, side by side or unified, only the rows in sight rendered. */
export function DiffView({ diff, rows, oldLines, newLines, sideBySide }: DiffViewProps) {
  const { t } = useTranslation('text-diff');
  const status = { equal: t('status.equal'), removed: t('status.removed'), added: t('status.added') };

  const content = (kind: 'equal' | 'removed' | 'added', index: number, lines: readonly string[], marks: Int32Array) => (
    <span role="cell" className={styles.text}>
      <span className="visually-hidden">{`${status[kind]}: `}</span>
      <span className={styles.marker} aria-hidden>
        {kind === 'removed' ? '−' : kind === 'added' ? '+' : ' '}
      </span>
      {marked(lines[index] ?? '', kind === 'equal' ? [] : marksOfLine(marks, index), kind === 'removed' ? 'del' : 'ins')}
    </span>
  );
  const number = (index: number) => (
    <span role="cell" className={styles.number}>
      {index < 0 ? '' : index + 1}
    </span>
  );

  const renderRow = (i: number) => {
    const row = rows.at(i);
    if (sideBySide) {
      const oldKind = row.kind === 'equal' ? 'equal' : 'removed';
      const newKind = row.kind === 'equal' ? 'equal' : 'added';
      return (
        <>
          <span className={`${styles.half} ${row.old < 0 ? styles.empty : styles[oldKind]}`}>
            {number(row.old)}
            {row.old < 0 ? <span role="cell" className={styles.text} /> : content(oldKind, row.old, oldLines, diff.oldMarks)}
          </span>
          <span className={`${styles.half} ${row.new < 0 ? styles.empty : styles[newKind]}`}>
            {number(row.new)}
            {row.new < 0 ? <span role="cell" className={styles.text} /> : content(newKind, row.new, newLines, diff.newMarks)}
          </span>
        </>
      );
    }
    const kind = row.kind === 'changed' ? 'equal' : row.kind;
    return (
      <>
        {number(row.old)}
        {number(row.new)}
        {row.new < 0 ? content(kind, row.old, oldLines, diff.oldMarks) : content(kind, row.new, newLines, diff.newMarks)}
      </>
    );
  };

  return (
    <VirtualRows
      label={t('diff')}
      count={rows.count}
      renderRow={renderRow}
      rowClassName={(i) => {
        if (sideBySide) return styles.sideBySide;
        const kind = rows.at(i).kind;
        return kind === 'changed' ? undefined : styles[kind];
      }}
      resetKey={diff}
    />
  );
}
