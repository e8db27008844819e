import { memo, useMemo } from 'react';
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
  // An empty value is not copied (an output waiting for its next value keeps its button enabled).
  const onPress = useStableCallback(() => {
    if (value) void copy(value);
  });
  return <CopyButtonFace label={label} text={text} size={size} isDisabled={isDisabled} copied={copied} onPress={onPress} />;
});

interface CopyButtonFaceProps extends Omit<CopyButtonProps, 'value' | 'toast'> {
  copied: boolean;
  onPress: () => void;
}

// Elements made once: React skips an unchanged element, and the icons are the same at each render.
const COPY_ICON = <Copy size={14} aria-hidden />;
const COPIED_ICON = <Check size={14} aria-hidden />;

const CopyButtonFace = memo(function CopyButtonFace({ label, text, size, isDisabled, copied, onPress }: CopyButtonFaceProps) {
  const { t } = useTranslation('app');
  // Translated once per label and state: a face is drawn again whenever its output empties or
  // fills (each digest at a keystroke), and i18next's lookups were most of that render.
  const tooltip = useMemo(() => (copied ? t('copy.copied') : t('copy.tooltip')), [t, copied]);
  const ariaLabel = useMemo(() => t('copy.ariaLabel', { label }), [t, label]);
  if (text) {
    return (
      <Button size={size} onPress={onPress} isDisabled={isDisabled}>
        {copied ? t('copy.copied') : text}
      </Button>
    );
  }
  return (
    <Tooltip content={tooltip} forceOpen={copied}>
      <Button quiet circle size={size} aria-label={ariaLabel} onPress={onPress} isDisabled={isDisabled}>
        {copied ? COPIED_ICON : COPY_ICON}
      </Button>
    </Tooltip>
  );
});
