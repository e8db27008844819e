import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { STATUS_GROUPS, type HttpStatus, type StatusGroup } from './data';
import { createStatusSearch, groupedStatuses } from './logic';
import styles from './ui.module.css';

function StatusList({ title, statuses }: { title: string; statuses: readonly HttpStatus[] }) {
  const { t } = useTranslation('http-status-codes');
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {statuses.map((status) => (
          <li key={status.code} className={styles.status}>
            <h3 className={styles.statusTitle}>
              {status.code} {status.name}
            </h3>
            <p className={styles.description}>{t(`descriptions.${status.code}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HttpStatusCodes() {
  const { t } = useTranslation('http-status-codes');
  const [state, setState] = useToolState({ search: '' });
  const groupNames = useMemo(
    () => Object.fromEntries(STATUS_GROUPS.map((group) => [group, t(`groups.${group}`)])) as Record<StatusGroup, string>,
    [t],
  );
  const search = useMemo(() => createStatusSearch(groupNames, (code) => t(`descriptions.${code}`)), [groupNames, t]);
  const query = useDebouncedValue(state.search, 100);
  const results = useMemo(() => search(query), [search, query]);
  const blank = state.search.trim() === '';

  return (
    <>
      <Card>
        <InputText
          label={t('search')}
          value={state.search}
          onChange={(value) => setState({ search: value })}
          placeholder={t('searchPlaceholder')}
          autoFocus
          clearable
        />
      </Card>
      <div className={styles.group}>
        {blank ? (
          groupedStatuses().map(({ group, statuses }) => <StatusList key={group} title={groupNames[group]} statuses={statuses} />)
        ) : results.length > 0 ? (
          <StatusList title={t('searchResults')} statuses={results} />
        ) : query.trim() === state.search.trim() ? (
          <p className={styles.empty}>{t('noResults')}</p>
        ) : null}
      </div>
    </>
  );
}
