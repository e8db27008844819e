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

/** What a tool page shows instead of a tool that failed to download or crashed, with "Try again". */
export function ToolCrash({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('app');
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const notLoaded = error instanceof ToolLoadError;
  return (
    <div className={styles.crash} role="alert">
      <strong>{notLoaded ? t('toolError.notLoaded') : t('toolError.title')}</strong>
      <span>{notLoaded ? t(online ? 'toolError.online' : 'toolError.offline') : error.message}</span>
      <button type="button" onClick={onRetry}>
        {t('toolError.retry')}
      </button>
    </div>
  );
}
