import { memo, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

export interface FilePickerButtonProps {
  /** Button text (e.g. "Open file"). */
  children: ReactNode;
  /** MIME types or extensions for the picker. */
  accept?: readonly string[];
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  size?: ButtonSize;
  variant?: ButtonVariant;
  isDisabled?: boolean;
  /** Accessible name when the visible text alone would repeat another button's. */
  'aria-label'?: string;
}

/** A button that opens the system file picker. Memoised: a field's toolbar is not drawn again at each keystroke. */
export const FilePickerButton = memo(function FilePickerButton({
  children,
  accept,
  multiple,
  onFiles,
  size,
  variant,
  isDisabled,
  'aria-label': ariaLabel,
}: FilePickerButtonProps) {
  return (
    <FileTrigger
      acceptedFileTypes={accept ? [...accept] : undefined}
      allowsMultiple={multiple}
      onSelect={(list) => list && list.length > 0 && onFiles([...list])}
    >
      <Button size={size} variant={variant} isDisabled={isDisabled} aria-label={ariaLabel}>
        {children}
      </Button>
    </FileTrigger>
  );
});
