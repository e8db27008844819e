/** A table column: the row key it reads and the header text it shows. */
export interface TableColumn {
  key: string;
  label: string;
}

/** Headers as key names, as {key, label?} objects, or as a key → label map. */
export type TableHeaders = readonly (string | { key: string; label?: string })[] | Readonly<Record<string, string>>;

export type TableRow = Readonly<Record<string, unknown>>;

/**
 * The table's columns. Names and objects keep their order (an object without a label shows its
 * key); a map keeps its insertion order; no headers means the union of every row's keys, in the
 * order they first appear.
 */
export function resolveColumns(rows: readonly TableRow[], headers?: TableHeaders): TableColumn[] {
  if (headers === undefined) {
    const keys = new Set<string>();
    for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
    return [...keys].map((key) => ({ key, label: key }));
  }
  if (Array.isArray(headers)) {
    return (headers as readonly (string | { key: string; label?: string })[]).map((header) =>
      typeof header === 'string' ? { key: header, label: header } : { key: header.key, label: header.label ?? header.key },
    );
  }
  return Object.entries(headers as Readonly<Record<string, string>>).map(([key, label]) => ({ key, label }));
}

/** How a cell value reads: text as is, absent as empty, objects as compact JSON. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
