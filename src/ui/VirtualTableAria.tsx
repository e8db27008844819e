import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader, TableLayout, Virtualizer } from 'react-aria-components';
import styles from './Table.module.css';
import {
  VIRTUAL_TABLE_HEADING_HEIGHT as HEADING_HEIGHT,
  VIRTUAL_TABLE_ROW_HEIGHT as ROW_HEIGHT,
  type VirtualTableProps,
} from './VirtualTable';
import virtualStyles from './VirtualTable.module.css';

/**
 * A read-only table of text cells where only the rows in view are rendered, for thousands of
 * rows (the plain `Table` renders every row). Keyboard grid navigation as in `Table`.
 */
export default function VirtualTableAria({ rows, columns, label, height = 400 }: VirtualTableProps) {
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
