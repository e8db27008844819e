import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolLoadError } from './tool-loader';
import styles from './ToolPage.module.css';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * What a tool page shows instead of a tool that failed to download ("Try again") or threw while
 * rendering ("Reload tool", which mounts it afresh; the rest of the app never went away).
 */
export function ToolCrash({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('app');
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  if (error instanceof ToolLoadError) {
    return (
      <div className={styles.crash} role="alert">
        <strong>{t('toolError.notLoaded')}</strong>
        <span>{t(online ? 'toolError.online' : 'toolError.offline')}</span>
        <button type="button" onClick={onRetry}>
          {t('toolError.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.crash} role="alert">
      <strong>{t('toolError.title')}</strong>
      <span>{t('toolError.crashed')}</span>
      {error.message ? <code className={styles.crashDetail}>{error.message}</code> : null}
      <button type="button" onClick={onRetry}>
        {t('toolError.reload')}
      </button>
    </div>
  );
}
