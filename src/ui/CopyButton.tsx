import { memo } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopy, type CopyOptions } from '@/hooks/useCopy';
import { Button, type ButtonSize } from './Button';
import { Tooltip } from './Tooltip';

export interface CopyButtonProps extends CopyOptions {
  value: string;
  /** The copied output's label: the button is named "Copy <label>". */
  label: string;
  /** Visible text; when absent the button is an icon with a tooltip. */
  text?: string;
  size?: ButtonSize;
  isDisabled?: boolean;
}

/** Copy feedback: "Copy to clipboard" then "Copied!" for 1500 ms, plus a toast. */
// Memoised: a tool re-renders all its outputs on each keystroke; the ones whose value did not
// change skip their button and tooltip.
export const CopyButton = memo(function CopyButton({ value, label, text, size = 'small', isDisabled, toast }: CopyButtonProps) {
  const { t } = useTranslation('app');
  const { copy, copied } = useCopy({ toast });
  if (text) {
    return (
      <Button size={size} onPress={() => void copy(value)} isDisabled={isDisabled}>
        {copied ? t('copy.copied') : text}
      </Button>
    );
  }
  return (
    <Tooltip content={copied ? t('copy.copied') : t('copy.tooltip')} forceOpen={copied}>
      <Button
        quiet
        circle
        size={size}
        aria-label={t('copy.ariaLabel', { label })}
        onPress={() => void copy(value)}
        isDisabled={isDisabled}
      >
        {copied ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
      </Button>
    </Tooltip>
  );
});
