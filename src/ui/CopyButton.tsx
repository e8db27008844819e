import { memo } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopy, type CopyOptions } from '@/hooks/useCopy';
import { useStableCallback } from '@/hooks/useStableCallback';
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
// Memoised twice: an output whose value did not change skips everything, and one whose value
// changed (each digest at a keystroke) skips its button and tooltip, which read the value only
// when pressed. React Aria's button and tooltip were most of the render of a tool's outputs.
export const CopyButton = memo(function CopyButton({ value, label, text, size = 'small', isDisabled, toast }: CopyButtonProps) {
  const { copy, copied } = useCopy({ toast });
  const onPress = useStableCallback(() => void copy(value));
  return <CopyButtonFace label={label} text={text} size={size} isDisabled={isDisabled} copied={copied} onPress={onPress} />;
});

interface CopyButtonFaceProps extends Omit<CopyButtonProps, 'value' | 'toast'> {
  copied: boolean;
  onPress: () => void;
}

const CopyButtonFace = memo(function CopyButtonFace({ label, text, size, isDisabled, copied, onPress }: CopyButtonFaceProps) {
  const { t } = useTranslation('app');
  if (text) {
    return (
      <Button size={size} onPress={onPress} isDisabled={isDisabled}>
        {copied ? t('copy.copied') : text}
      </Button>
    );
  }
  return (
    <Tooltip content={copied ? t('copy.copied') : t('copy.tooltip')} forceOpen={copied}>
      <Button quiet circle size={size} aria-label={t('copy.ariaLabel', { label })} onPress={onPress} isDisabled={isDisabled}>
        {copied ? <Check size={14} aria-hidden /> : <Copy size={14} aria-hidden />}
      </Button>
    </Tooltip>
  );
});
