import { FileUp } from 'lucide-react';
import { useId } from 'react';
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
import { formatBytes } from '@/lib/format';
import styles from './FileUpload.module.css';
import { acceptsFile } from './file-types';

export interface FileUploadProps {
  /** Names the drop zone (e.g. "File to hash"). */
  label: string;
  /** The line under the label; defaults to "Drag and drop a file here, or click to select a file". */
  instructions?: string;
  /** MIME types ("image/png", "image/*") or extensions (".pdf"); absent accepts anything. */
  accept?: readonly string[];
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  /** The chosen file, shown by name and size under the instructions. */
  file?: File | null;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Click (or Enter/Space) opens the file picker; a dropped or pasted file works too. The zone is
 * highlighted while a file is dragged over it. Files of the wrong type are ignored.
 */
export function FileUpload({
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
  const deliver = (files: File[]) => {
    const accepted = files.filter((f) => acceptsFile(f, accept));
    if (accepted.length > 0) onFiles(multiple ? accepted : accepted.slice(0, 1));
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
        <AriaButton className={styles.button} aria-labelledby={labelId} aria-describedby={instructionsId} isDisabled={isDisabled}>
          <FileUp size={28} aria-hidden className={styles.icon} />
          <span id={labelId} className={styles.label}>
            {label}
          </span>
          <span id={instructionsId} className={styles.instructions}>
            {instructions ?? t('ui.fileUpload.instructions')}
          </span>
          {file ? (
            <span className={styles.file}>{t('ui.fileUpload.selected', { name: file.name, size: formatBytes(file.size) })}</span>
          ) : null}
        </AriaButton>
      </FileTrigger>
    </DropZone>
  );
}
