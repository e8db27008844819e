import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader, TableLayout, Virtualizer } from 'react-aria-components';
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

const ROW_HEIGHT = 36;
const HEADING_HEIGHT = 40;

/**
 * A read-only table of text cells where only the rows in view are rendered, for thousands of
 * rows (the plain `Table` renders every row). Keyboard grid navigation as in `Table`.
 */
export function VirtualTable({ rows, columns, label, height = 400 }: VirtualTableProps) {
  return (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: ROW_HEIGHT, headingHeight: HEADING_HEIGHT }}>
      <AriaTable aria-label={label} className={`${styles.table} ${virtualStyles.table}`} style={{ height }}>
        <TableHeader columns={columns} className={styles.header}>
          {(column) => (
            <Column id={column.key} isRowHeader={column.key === columns[0]?.key} className={styles.column}>
              {column.label}
            </Column>
          )}
        </TableHeader>
        <TableBody items={rows} className={styles.body}>
          {(row) => (
            <Row id={row.id} columns={columns} className={`${styles.row} ${virtualStyles.row}`}>
              {(column) => <Cell className={`${styles.cell} ${virtualStyles.cell}`}>{row[column.key] ?? ''}</Cell>}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </Virtualizer>
  );
}
