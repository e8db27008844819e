import { Cell, Column, Row, Table as AriaTable, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './Table.module.css';
import type { TableProps } from './Table';
import { formatCell, resolveColumns } from './table-headers';

/** A read-only data table; arrow keys move between rows and cells (grid navigation). */
export default function TableAria({ data, headers, hideHeaders = false, description, className }: TableProps) {
  const { t } = useTranslation('app');
  const columns = resolveColumns(data, headers);
  const rows = data.map((row, index) => ({ id: index, row }));
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <AriaTable aria-label={description ?? t('ui.table.description')} className={styles.table}>
        <TableHeader columns={columns} className={hideHeaders ? 'visually-hidden' : styles.header}>
          {(column) => (
            <Column id={column.key} isRowHeader={column.key === columns[0]?.key} className={styles.column}>
              {column.label}
            </Column>
          )}
        </TableHeader>
        <TableBody items={rows} className={styles.body}>
          {(item) => (
            <Row id={item.id} columns={columns} className={styles.row}>
              {(column) => <Cell className={styles.cell}>{formatCell(item.row[column.key])}</Cell>}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
