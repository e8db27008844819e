import { useTranslation } from 'react-i18next';
import { lazyWidget } from './lazy-widget';
import styles from './Table.module.css';
import { formatCell, resolveColumns, type TableHeaders, type TableRow } from './table-headers';

export interface TableProps {
  data: readonly TableRow[];
  /** Key names, {key, label} objects or a key → label map; absent: the union of all row keys. */
  headers?: TableHeaders;
  /** Hide the header row visually (screen readers still get the column names). */
  hideHeaders?: boolean;
  /** The table's accessible name (default "Data table"). */
  description?: string;
  className?: string;
}

/** The same table as a plain HTML table while the grid implementation loads. */
function TablePlaceholder({ data, headers, hideHeaders = false, description, className }: TableProps) {
  const { t } = useTranslation('app');
  const columns = resolveColumns(data, headers);
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <table aria-label={description ?? t('ui.table.description')} className={styles.table}>
        <thead className={hideHeaders ? 'visually-hidden' : styles.header}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={styles.column}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {data.map((row, index) => (
            <tr key={index} className={styles.row}>
              {columns.map((column) => (
                <td key={column.key} className={styles.cell}>
                  {formatCell(row[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A read-only data table; arrow keys move between rows and cells (grid navigation). react-aria's
 * implementation (`TableAria`) loads apart from the route.
 */
export const Table = lazyWidget(() => import('./TableAria').then((module) => module.default), TablePlaceholder);
