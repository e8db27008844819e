import { useEffect, useState } from 'react';
import { loadedToolKeywords, loadToolKeywords } from '@/tools/registry';

/**
 * The tools' search keywords (a lazy chunk), fetched once `wanted` turns true; undefined until
 * they arrive (or if the download fails: search then matches names and descriptions only).
 */
export function useToolKeywords(wanted: boolean): Readonly<Record<string, readonly string[]>> | undefined {
  const [keywords, setKeywords] = useState(loadedToolKeywords);
  useEffect(() => {
    if (!wanted || keywords) return;
    let current = true;
    loadToolKeywords().then(
      (loaded) => current && setKeywords(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, keywords]);
  return keywords;
}
