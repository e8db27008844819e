import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isDarkAtom, systemPrefersDarkAtom, themeChoiceAtom, useAtomValue, useSetAtom } from '@/state';
import { IconButton } from './chrome';
import { moonIcon, sunIcon } from './shell-icons';
import { ToolIcon } from './ToolIcon';

export const THEME_MIRROR_KEY = 'toolshed:theme';

/** Keeps <html data-theme> in step with the choice or the OS, and mirrors the choice for the boot script. */
export function ThemeEffect() {
  const isDark = useAtomValue(isDarkAtom);
  const choice = useAtomValue(themeChoiceAtom);
  const setSystemDark = useSetAtom(systemPrefersDarkAtom);
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    setSystemDark(query.matches);
    const listener = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, [setSystemDark]);
  useEffect(() => {
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
  }, [isDark]);
  useEffect(() => {
    try {
      if (choice) localStorage.setItem(THEME_MIRROR_KEY, choice);
    } catch {
      // The boot script then follows the OS; IndexedDB still holds the choice.
    }
  }, [choice]);
  return null;
}

export function useToggleTheme() {
  const isDark = useAtomValue(isDarkAtom);
  const setChoice = useSetAtom(themeChoiceAtom);
  return () => setChoice(isDark ? 'light' : 'dark');
}

export function ThemeToggle() {
  const { t } = useTranslation('app');
  const isDark = useAtomValue(isDarkAtom);
  const toggle = useToggleTheme();
  const label = isDark ? t('topBar.lightMode') : t('topBar.darkMode');
  return (
    <IconButton label={label} onClick={toggle}>
      <ToolIcon icon={isDark ? sunIcon : moonIcon} size={18} />
    </IconButton>
  );
}
