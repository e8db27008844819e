import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VirtualRows } from '@/components/VirtualRows';
import { LINE, sliceOf, STATUS_CODES, STATUS_NAMES, type JsonDiffLines } from './lines';
import styles from './ui.module.css';

/** Characters of a value shown on its line (a copy gives the whole value). */
const SHOWN_CHARS = 2000;
const MARKERS = [' ', '+', '−', '~', ' '];

export interface JsonDiffViewProps {
  lines: JsonDiffLines;
  onlyDifferences: boolean;
  /** Copy the value of line `index`. */
  onCopy: (index: number) => void;
}

const cut = (text: string | null) => (text === null ? null : text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text);

/** The JSON-like tree of the diff, one row a line, only the rows in sight rendered. */
export function JsonDiffView({ lines, onlyDifferences, onCopy }: JsonDiffViewProps) {
  const { t } = useTranslation('json-diff');
  // The lines shown: all, or those that are not unchanged (a changed container keeps its brackets).
  const shown = useMemo(() => {
    if (!onlyDifferences) return undefined;
    const out: number[] = [];
    for (let i = 0; i < lines.count; i++) if (lines.status[i] !== STATUS_CODES.unchanged) out.push(i);
    return Int32Array.from(out);
  }, [lines, onlyDifferences]);
  const lineAt = (row: number) => (shown ? shown[row]! : row);

  const renderRow = (row: number) => {
    const i = lineAt(row);
    const status = STATUS_NAMES[lines.status[i]!]!;
    const key = sliceOf(lines, i, 0);
    const value = cut(sliceOf(lines, i, 1)) ?? '';
    const old = cut(sliceOf(lines, i, 2));
    const comma = lines.depth[i]! > 0 && lines.kind[i] !== LINE.OPEN ? ',' : '';
    return (
      <>
        <span role="cell" className={styles.marker} aria-hidden>
          {MARKERS[lines.status[i]!]}
        </span>
        <span role="cell">
          <button type="button" className={styles.line} onClick={() => onCopy(i)}>
            <span className="visually-hidden">{`${t(`status.${status}`)}: `}</span>
            {'  '.repeat(lines.depth[i]!)}
            {key === null ? null : <span className={styles.key}>{`${key}: `}</span>}
            {old === null ? (
              value
            ) : (
              <>
                <del>{old}</del> <ins>{value}</ins>
              </>
            )}
            {comma}
          </button>
        </span>
      </>
    );
  };

  return (
    <VirtualRows
      label={t('diff')}
      count={shown ? shown.length : lines.count}
      renderRow={renderRow}
      rowClassName={(row) => styles[STATUS_NAMES[lines.status[lineAt(row)]!]!]}
      resetKey={lines}
    />
  );
}
