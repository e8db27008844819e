import { lazy, memo, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGroups } from './format';
import type { RegexMatch } from './logic';
import styles from './ui.module.css';

/**
 * Up to this many matches are a plain table, whose cells wrap long values. The kit's react-aria
 * tables took about 100–150 ms (unthrottled) to draw again a table of 12–40 rows at each answer,
 * ten times the rest of the tool; a plain table of 100 rows takes a few.
 */
const PLAIN_TABLE_MAX_ROWS = 100;

export type Row = { id: string; index: string; value: string; captures: string; groups: string };
export type Column = { key: string; label: string };

// The kit's virtualised table (react-aria, about 50 KB) is fetched only for a result that needs it.
const VirtualMatches = lazy(() => import('./virtual-matches'));

function PlainTable({
  rows,
  columns,
  label,
}: {
  rows: readonly Row[];
  columns: readonly { key: string; label: string }[];
  label: string;
}) {
  return (
    <div className={styles.tableWrapper}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.index}</th>
              <td className={styles.mono}>{row.value}</td>
              <td className={styles.mono}>{row.captures}</td>
              <td className={styles.mono}>{row.groups}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The matches, one row each. Thousands of rows (up to MAX_MATCHES) go to the kit's virtualised
 * table, which builds only the rows in sight; a few are a plain table (see PLAIN_TABLE_MAX_ROWS).
 */
export const MatchTable = memo(function MatchTable({ matches }: { matches: readonly RegexMatch[] }) {
  const { t } = useTranslation('regex-tester');
  const columns = useMemo(
    () => [
      { key: 'index', label: t('indexColumn') },
      { key: 'value', label: t('valueColumn') },
      { key: 'captures', label: t('capturesColumn') },
      { key: 'groups', label: t('groupsColumn') },
    ],
    [t],
  );
  const rows = useMemo(() => {
    const notMatched = t('notMatched');
    return matches.map((match, row): Row => ({
      id: String(row),
      index: String(match.index),
      value: match.value,
      captures: formatGroups(match.captures, notMatched),
      groups: formatGroups(match.groups, notMatched),
    }));
  }, [matches, t]);

  if (rows.length <= PLAIN_TABLE_MAX_ROWS) return <PlainTable rows={rows} columns={columns} label={t('matches')} />;
  return (
    <Suspense>
      <VirtualMatches rows={rows} columns={columns} label={t('matches')} />
    </Suspense>
  );
});
