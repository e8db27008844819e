import { useId, useState } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  isFileDropItem,
  type DropItem,
  type DropOperation,
  type DragTypes,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { acceptedFiles, FileUploadContent, takeFileUploadFocus, type FileUploadProps } from './FileUpload';
import styles from './FileUpload.module.css';

/**
 * Click (or Enter/Space) opens the file picker; a dropped or pasted file works too. The zone is
 * highlighted while a file is dragged over it. Files of the wrong type are ignored.
 */
export default function FileUploadAria({
  label,
  instructions,
  accept,
  multiple = false,
  onFiles,
  file,
  isDisabled,
  className,
}: FileUploadProps) {
  const { t } = useTranslation('app');
  const labelId = useId();
  const instructionsId = useId();
  const [autoFocus] = useState(() => takeFileUploadFocus(label));
  const deliver = (files: File[]) => {
    const accepted = acceptedFiles(files, accept, multiple);
    if (accepted.length > 0) onFiles(accepted);
  };
  const onDrop = async (items: readonly DropItem[]) => {
    deliver(await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile())));
  };
  const getDropOperation = (types: DragTypes): DropOperation =>
    !accept ||
    accept.length === 0 ||
    accept.some((type) => types.has(type)) ||
    accept.some((type) => type.startsWith('.') || type.endsWith('/*'))
      ? 'copy'
      : 'cancel';
  return (
    <DropZone
      className={[styles.zone, className].filter(Boolean).join(' ')}
      onDrop={(event) => void onDrop(event.items)}
      getDropOperation={getDropOperation}
      isDisabled={isDisabled}
      // Names the zone's own (visually hidden) drop/paste target apart from the picker button.
      aria-label={t('ui.fileUpload.dropTarget', { label })}
    >
      <FileTrigger
        acceptedFileTypes={accept ? [...accept] : undefined}
        allowsMultiple={multiple}
        onSelect={(list) => deliver(list ? [...list] : [])}
      >
        <AriaButton
          className={styles.button}
          aria-labelledby={labelId}
          aria-describedby={instructionsId}
          isDisabled={isDisabled}
          autoFocus={autoFocus}
        >
          <FileUploadContent
            label={label}
            labelId={labelId}
            instructions={instructions}
            instructionsId={instructionsId}
            file={file}
          />
        </AriaButton>
      </FileTrigger>
    </DropZone>
  );
}
