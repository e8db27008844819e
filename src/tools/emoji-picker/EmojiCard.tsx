import { useTranslation } from 'react-i18next';
import { useCopy } from '@/hooks/useCopy';
import { Button } from '@/ui/Button';
import { TextCopyable } from '@/ui/TextCopyable';
import type { EmojiInfo } from './logic';
import styles from './ui.module.css';

/** One emoji: the emoji itself copies it, then its name, code points and JS escape (both copy too). */
export function EmojiCard({ emoji }: { emoji: EmojiInfo }) {
  const { t } = useTranslation('emoji-picker');
  const { copy } = useCopy({ toast: t('copied', { emoji: emoji.emoji }) });
  return (
    <div className={styles.card}>
      <Button
        quiet
        className={styles.emoji}
        aria-label={t('copyEmoji', { name: emoji.name })}
        onPress={() => void copy(emoji.emoji)}
      >
        {emoji.emoji}
      </Button>
      <div className={styles.details}>
        <div className={styles.name} title={emoji.name}>
          {emoji.name}
        </div>
        <TextCopyable value={emoji.codePoints} monospace showIcon={false} className={styles.code} />
        <TextCopyable value={emoji.escape} monospace showIcon={false} className={styles.code} />
      </div>
    </div>
  );
}
