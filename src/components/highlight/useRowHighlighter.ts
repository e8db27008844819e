import { useEffect, useMemo, useState } from 'react';
import type { HighlightLanguage } from './languages';

type HighlightRowModule = typeof import('./highlight-row');

let loading: Promise<HighlightRowModule> | undefined;

/**
 * The function that colours a row of `language` (as HTML), once its code has loaded: highlight.js
 * is a chunk of its own, fetched when a view first needs it. `undefined` until then, or without a
 * language: the rows are shown plain meanwhile.
 */
export function useRowHighlighter(language: HighlightLanguage | undefined): ((text: string) => string) | undefined {
  const [module, setModule] = useState<HighlightRowModule>();
  useEffect(() => {
    if (!language || module) return;
    let live = true;
    loading ??= import('./highlight-row');
    loading.then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      // Offline before the chunk was cached: the text stays plain, which loses nothing.
      () => {
        loading = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, [language, module]);
  return useMemo(
    () => (language && module ? (text: string) => module.highlightRow(language, text) : undefined),
    [language, module],
  );
}
