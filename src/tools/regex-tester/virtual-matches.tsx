import { VirtualTable } from '@/ui/VirtualTable';
import type { Column, Row } from './match-table';

/** Thousands of matches: only the rows in sight are built (a chunk of its own, see match-table.tsx). */
export default function VirtualMatches({
  rows,
  columns,
  label,
}: {
  rows: readonly Row[];
  columns: readonly Column[];
  label: string;
}) {
  return <VirtualTable rows={rows} columns={columns} label={label} />;
}
