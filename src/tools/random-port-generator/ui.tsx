import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { randomPort } from './logic';
import styles from './ui.module.css';

export default function RandomPortGenerator() {
  const { t } = useTranslation('random-port-generator');
  const [port, setPort] = useState(() => randomPort());
  const { copy } = useCopy({ toast: t('copied') });
  const labelId = useId();
  return (
    <Card>
      <span id={labelId} className={styles.label}>
        {t('port')}
      </span>
      <output aria-labelledby={labelId} aria-live="polite" className={styles.port}>
        {port}
      </output>
      <div className={styles.actions}>
        <Button onPress={() => void copy(String(port))}>{t('copy')}</Button>
        <Button onPress={() => setPort(randomPort())}>{t('refresh')}</Button>
      </div>
    </Card>
  );
}
