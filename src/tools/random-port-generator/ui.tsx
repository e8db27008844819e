import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { randomPort } from './logic';
import styles from './ui.module.css';

export default function RandomPortGenerator() {
  const { t } = useTranslation('random-port-generator');
  const [port, setPort] = useState(() => randomPort());
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
        <CopyButton value={String(port)} label={t('port')} text={t('copy')} size="medium" toast={t('copied')} />
        <Button onPress={() => setPort(randomPort())}>{t('refresh')}</Button>
      </div>
    </Card>
  );
}
