import { useTranslation } from 'react-i18next';
import { storageFaultAtom, useAtom } from '@/state';
import styles from './StorageNotice.module.css';

/** Tells the user, once, that nothing is being saved (storage unavailable, full or failing). */
export function StorageNotice() {
  const { t } = useTranslation('app');
  const [fault, setFault] = useAtom(storageFaultAtom);
  if (!fault) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{t(fault === 'unavailable' ? 'storage.unavailable' : 'storage.failed')}</span>
      <button type="button" className={styles.button} onClick={() => setFault(null)}>
        {t('storage.dismiss')}
      </button>
    </div>
  );
}
