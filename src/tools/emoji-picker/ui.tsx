import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useLiveWorker } from '@/hooks/useWorker';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { InputText, SEARCH_MAX_CHARS } from '@/ui/InputText';
import { EmojiCard } from './EmojiCard';
import { EmojiGrid, type EmojiSection } from './EmojiGrid';
import styles from './ui.module.css';

/** The search waits for typing to pause this long. */
const SEARCH_DEBOUNCE_MS = 300;

const renderCard = (emoji: Parameters<typeof EmojiCard>[0]['emoji']) => <EmojiCard emoji={emoji} />;

export default function EmojiPicker() {
  const { t, i18n } = useTranslation('emoji-picker');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const [state, setState] = useToolState({ search: '' });
  const setter = useFieldSetters(setState);
  const query = state.search.trim();

  // Emojibase's data and the Fuse index live in the worker; the page only gets what it shows.
  const all = useLiveWorker('emoji', 'emojiGroups', [lang]);
  const found = useLiveWorker('emoji', 'searchEmojis', query ? [lang, query] : null, { debounceMs: SEARCH_DEBOUNCE_MS });

  const groups = all.value;
  const results = found.value;
  const current = useMemo<EmojiSection[] | undefined>(() => {
    if (query) return results?.length ? [{ title: t('searchResult'), emojis: results }] : undefined;
    return groups?.map(({ group, emojis }) => ({ title: t(`groups.${group}`), emojis }));
  }, [query, results, groups, t]);
  const error = query ? found.error : all.error;
  const pending = query ? found.pending : all.pending;
  // While the next search runs, the last cards stay: the grid is not unmounted and mounted again.
  const [kept, setKept] = useState(current);
  if (current !== undefined && current !== kept) setKept(current);
  // The cards (a screenful of copy buttons) render in an interruptible pass, not one long task.
  const sections = useDeferredValue(current ?? (pending ? kept : undefined));

  return (
    <Card>
      <InputText
        label={t('search')}
        value={state.search}
        onChange={setter('search')}
        placeholder={t('searchPlaceholder')}
        maxLength={SEARCH_MAX_CHARS}
        clearable
        rawText
      />
      <TaskError error={error} ns="emoji-picker" />
      {error !== undefined ? null : sections ? (
        <EmojiGrid label={query ? t('searchResult') : t('allEmojis')} sections={sections} renderCard={renderCard} />
      ) : (
        <p className={styles.status} role="status">
          {pending ? t('loading') : t('noResults')}
        </p>
      )}
    </Card>
  );
}
