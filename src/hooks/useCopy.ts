import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { showToast } from '@/ui/toast';

export const COPIED_MS = 1500;

export interface CopyOptions {
  /** Toast text; defaults to "Copied to the clipboard"; false shows none. */
  toast?: string | false;
}

/** Copies text to the clipboard; `copied` stays true for 1500 ms. */
export function useCopy({ toast }: CopyOptions = {}) {
  // The i18n instance, not useTranslation: the toast is translated when it shows, and a list of
  // copyable values (emoji cards) mounts hundreds of these; useTranslation copies the instance's
  // properties for each one on mount.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        copyWithSelection(text);
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      if (toast !== false) showToast(toast ?? i18n.t('app:copy.toast'));
    },
    [i18n, toast],
  );
  return { copy, copied };
}

/** Fallback for contexts without the async clipboard (http, old browsers). */
function copyWithSelection(text: string) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    document.execCommand('copy');
  } finally {
    area.remove();
  }
}
