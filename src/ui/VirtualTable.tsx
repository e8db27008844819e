import { lazyWidget } from './lazy-widget';
import styles from './Table.module.css';
import virtualStyles from './VirtualTable.module.css';

export interface VirtualTableColumn {
  key: string;
  label: string;
}

export interface VirtualTableProps {
  /** Rows as plain text cells keyed by column; `id` must be unique. */
  rows: readonly ({ id: string } & Record<string, string>)[];
  columns: readonly VirtualTableColumn[];
  /** The table's accessible name. */
  label: string;
  /** Height of the scrolling area in px (default 400). */
  height?: number;
}

export const VIRTUAL_TABLE_ROW_HEIGHT = 36;
export const VIRTUAL_TABLE_HEADING_HEIGHT = 40;

/** The rows that fit the box, as a plain HTML table, while the virtualised grid loads. */
function VirtualTablePlaceholder({ rows, columns, label, height = 400 }: VirtualTableProps) {
  const visible = rows.slice(0, Math.ceil((height - VIRTUAL_TABLE_HEADING_HEIGHT) / VIRTUAL_TABLE_ROW_HEIGHT));
  return (
    <table aria-label={label} className={`${styles.table} ${virtualStyles.table}`} style={{ height }}>
      <thead className={styles.header}>
        <tr className={virtualStyles.row} style={{ height: VIRTUAL_TABLE_HEADING_HEIGHT }}>
          {columns.map((column) => (
            <th key={column.key} className={styles.column} style={{ flex: 1 }}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.body}>
        {visible.map((row) => (
          <tr key={row.id} className={`${styles.row} ${virtualStyles.row}`} style={{ height: VIRTUAL_TABLE_ROW_HEIGHT }}>
            {columns.map((column) => (
              <td key={column.key} className={`${styles.cell} ${virtualStyles.cell}`} style={{ flex: 1 }}>
                {row[column.key] ?? ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A read-only table of text cells where only the rows in view are rendered, for thousands of rows
 * (the plain `Table` renders every row); keyboard grid navigation as in `Table`. react-aria's
 * implementation (`VirtualTableAria`) loads apart from the route.
 */
export const VirtualTable = lazyWidget(
  () => import('./VirtualTableAria').then((module) => module.default),
  VirtualTablePlaceholder,
);
