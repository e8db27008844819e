import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingUpdate, subscribeUpdate } from './update-flow';
import styles from './UpdateNotice.module.css';

/** A non-modal "new version is ready" notice, shown while an update waits for the user. */
export function UpdateNotice() {
  const { t } = useTranslation('app');
  const action = useSyncExternalStore(subscribeUpdate, pendingUpdate, () => null);
  if (!action) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{t('update.ready')}</span>
      <button type="button" className={styles.button} onClick={action}>
        {t('update.reload')}
      </button>
    </div>
  );
}
