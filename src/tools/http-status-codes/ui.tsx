import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { useWarmWorkers } from '@/hooks/useWarmWorkers';
import { useLastAnswer } from '@/hooks/useTask';
import { useLiveWorker } from '@/hooks/useWorker';
import { Card } from '@/ui/Card';
import { InputText, SEARCH_MAX_CHARS } from '@/ui/InputText';
import { HTTP_STATUSES, STATUS_SECTIONS, type HttpStatus, type StatusGroup } from './data';
import { statusTexts } from './texts';
import styles from './ui.module.css';

const BY_CODE = new Map(HTTP_STATUSES.map((status) => [status.code, status]));

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
  const setter = useFieldSetters(setState);
  const texts = useMemo(() => statusTexts(t), [t]);
  const query = state.search.trim();
  // Fuse.js and the index live in the search worker; a blank query shows the groups without it.
  const found = useLiveWorker('search', 'searchStatusCodes', query ? [texts, query] : null);
  // The worker starts and indexes this language while the page is read: the first search answers at once.
  useWarmWorkers('search', 'searchStatusCodes', [texts, ''], [0]);
  // What is on screen stays until the worker answers the new query (the groups before the first
  // answer), so the list does not blink at each keystroke.
  const { value: codes, error } = useLastAnswer(found);
  const results = useMemo(() => codes?.flatMap((code) => BY_CODE.get(code) ?? []), [codes]);

  return (
    <>
      <Card>
        <InputText
          label={t('search')}
          value={state.search}
          onChange={setter('search')}
          placeholder={t('searchPlaceholder')}
          maxLength={SEARCH_MAX_CHARS}
          autoFocus
          clearable
        />
        <TaskError error={error} ns="http-status-codes" />
      </Card>
      <div className={styles.group} aria-busy={found.pending}>
        {error !== undefined ? null : results === undefined ? (
          <AllStatuses groupNames={texts.groups} />
        ) : results.length > 0 ? (
          <StatusList title={t('searchResults')} statuses={results} />
        ) : (
          <p className={styles.empty}>{t('noResults')}</p>
        )}
      </div>
    </>
  );
}
