import { memo } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useCopy, type CopyOptions } from '@/hooks/useCopy';
import styles from './TextCopyable.module.css';
import { Tooltip } from './Tooltip';

export interface TextCopyableProps extends CopyOptions {
  /** What goes to the clipboard. */
  value: string;
  /** What is shown, when it differs from the value (e.g. shortened). */
  displayedValue?: string;
  /** Show the copy icon after the text (default true). */
  showIcon?: boolean;
  monospace?: boolean;
  className?: string;
}

/** Text that copies itself on click or Enter; tooltip "Copy to clipboard", then "Copied!" for 1500 ms. */
// Memoised: a tool re-renders all its outputs on each keystroke; the ones whose value did not
// change skip their button and tooltip.
export const TextCopyable = memo(function TextCopyable({
  value,
  displayedValue,
  showIcon = true,
  monospace,
  toast,
  className,
}: TextCopyableProps) {
  const { t } = useTranslation('app');
  const { copy, copied } = useCopy({ toast });
  const Icon = copied ? Check : Copy;
  return (
    <Tooltip content={copied ? t('copy.copied') : t('copy.tooltip')} forceOpen={copied}>
      <AriaButton
        className={[styles.text, monospace && styles.mono, className].filter(Boolean).join(' ')}
        onPress={() => void copy(value)}
        data-copied={copied || undefined}
      >
        <span className={styles.value}>{displayedValue ?? value}</span>
        {showIcon ? <Icon size={14} aria-hidden className={styles.icon} /> : null}
      </AriaButton>
    </Tooltip>
  );
});
