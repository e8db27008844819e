import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMoreEnglishStrings } from '@/i18n';
import { loadToolKeywords } from '@/tools/registry';
import { searchIcon } from './shell-icons';
import { ToolIcon } from './ToolIcon';
import styles from './PaletteLauncher.module.css';

// The palette searches the tools' keywords too, and its widgets need the English strings the
// shell does not bundle: both arrive with it.
const CommandPalette = lazy(() =>
  Promise.all([import('./palette/CommandPalette'), loadMoreEnglishStrings(), loadToolKeywords().catch(() => undefined)]).then(
    ([palette]) => palette,
  ),
);

export const isApplePlatform = (): boolean => /mac|iphone|ipad|ipod/i.test(navigator.platform || navigator.userAgent);

/** The top bar's Search button and the Ctrl/Cmd+K shortcut; the palette itself loads on first use. */
export function PaletteLauncher({ compact }: { compact: boolean }) {
  const { t } = useTranslation('app');
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const apple = isApplePlatform();

  // A layout effect: the shortcut works from the moment the Search button is on screen (a passive
  // effect may run only after that first paint, and a quick Ctrl+K would be lost).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (apple ? event.metaKey : event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        setWanted(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [apple]);

  const shortcut = apple ? 'Cmd + K' : 'Ctrl + K';
  return (
    <>
      <button
        type="button"
        className={compact ? styles.compact : styles.search}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <ToolIcon icon={searchIcon} size={16} />
        <span className={compact ? 'visually-hidden' : styles.label}>{t('topBar.search')}</span>
        {compact ? null : (
          <kbd className={styles.hint} aria-hidden>
            {shortcut}
          </kbd>
        )}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPalette isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
