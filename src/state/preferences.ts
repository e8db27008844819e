import { atom } from 'jotai';
import { persistedAtom } from './persisted-atom';

export type ThemeChoice = 'light' | 'dark';

const isStringList = (v: unknown): string[] | undefined =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined;
const isBoolean = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/** Favourite tools, in the user's order, under the storage key `favoriteToolsName`. */
export const favoriteToolsAtom = persistedAtom<string[]>('favoriteToolsName', [], isStringList);

/** null until the user picks a language (then the browser's language decides). */
export const localeAtom = persistedAtom<string | null>('locale', null, (v) => (typeof v === 'string' ? v : undefined));

/** null follows the system until the user toggles. */
export const themeChoiceAtom = persistedAtom<ThemeChoice | null>('theme', null, (v) =>
  v === 'light' || v === 'dark' ? v : undefined,
);

export const collapsedCategoriesAtom = persistedAtom<string[]>('collapsedCategories', [], isStringList);

/** null until the user toggles: then the small-screen state decides. */
export const menuCollapsedAtom = persistedAtom<boolean | null>('menuCollapsed', null, isBoolean);

/** The OS preference, kept current by the theme effect. */
export const systemPrefersDarkAtom = atom(false);
export const isDarkAtom = atom((get) => {
  const choice = get(themeChoiceAtom);
  return choice ? choice === 'dark' : get(systemPrefersDarkAtom);
});

/** Whether the viewport is ≤ 700 px, kept current by the layout. */
/** Known before the first render, so a phone never builds the menu it is about to hide. */
export const SMALL_SCREEN_QUERY = '(max-width: 700px)';
export const isSmallScreenAtom = atom(typeof window !== 'undefined' && window.matchMedia?.(SMALL_SCREEN_QUERY).matches === true);
