import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { useFollow, useTask } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { STATUS_GROUPS, STATUS_SECTIONS, type HttpStatus, type StatusGroup } from './data';
import styles from './ui.module.css';

// Fuse.js comes with the search, after the page and its table are drawn.
const loadLogic = () => import('./logic');
const NO_ARGS: [] = [];

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

/** Every code by group; memoised, so the search field's keystrokes do not redraw it. */
const AllStatuses = memo(function AllStatuses({ groupNames }: { groupNames: Record<StatusGroup, string> }) {
  return STATUS_SECTIONS.map(({ group, statuses }) => <StatusList key={group} title={groupNames[group]} statuses={statuses} />);
});

export default function HttpStatusCodes() {
  const { t } = useTranslation('http-status-codes');
  const [state, setState] = useToolState({ search: '' });
  const groupNames = useMemo(
    () => Object.fromEntries(STATUS_GROUPS.map((group) => [group, t(`groups.${group}`)])) as Record<StatusGroup, string>,
    [t],
  );
  const logic = useFollow(useTask(loadLogic), NO_ARGS);
  const createSearch = logic.value?.createStatusSearch;
  // The index is built once per language; each keystroke is one search over 63 entries.
  const search = useMemo(() => createSearch?.(groupNames, (code) => t(`descriptions.${code}`)), [createSearch, groupNames, t]);
  const results = useMemo(() => search?.(state.search), [search, state.search]);
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
        <TaskError error={logic.error} ns="http-status-codes" />
      </Card>
      <div className={styles.group}>
        {blank ? (
          <AllStatuses groupNames={groupNames} />
        ) : results === undefined ? null : results.length > 0 ? (
          <StatusList title={t('searchResults')} statuses={results} />
        ) : (
          <p className={styles.empty}>{t('noResults')}</p>
        )}
      </div>
    </>
  );
}
