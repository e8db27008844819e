import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/components/download';
import { Button } from '@/ui/Button';
import type { Capture } from './logic';
import styles from './ui.module.css';

/** The screenshots and videos taken, newest first, in two columns; each can be saved or deleted. */
export function Captures({ captures, onDelete }: { captures: readonly Capture[]; onDelete: (capture: Capture) => void }) {
  const { t } = useTranslation('camera-recorder');
  if (!captures.length) return null;
  return (
    <ul className={styles.captures} aria-label={t('captures')}>
      {captures.map((capture) => {
        const kind = t(capture.kind === 'image' ? 'screenshot' : 'videoCapture');
        return (
          <li key={capture.id} className={styles.capture}>
            {capture.kind === 'image' ? (
              <img src={capture.url} alt={capture.fileName} className={styles.media} />
            ) : (
              <video src={capture.url} controls className={styles.media} aria-label={capture.fileName} />
            )}
            <div className={styles.captureBar}>
              <span>{kind}</span>
              <Button
                quiet
                circle
                size="small"
                aria-label={t('download', { name: capture.fileName })}
                onPress={() => downloadBlob(capture.blob, capture.fileName)}
              >
                <Download size={14} aria-hidden />
              </Button>
              <Button
                quiet
                circle
                size="small"
                aria-label={t('delete', { name: capture.fileName })}
                onPress={() => onDelete(capture)}
              >
                <Trash2 size={14} aria-hidden />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
