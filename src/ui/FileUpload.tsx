import { FileUp } from 'lucide-react';
import { useCallback, useId, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '@/hooks/useStableCallback';
import { formatBytes } from '@/lib/format';
import styles from './FileUpload.module.css';
import { acceptsFile } from './file-types';
import { lazyWidget } from './lazy-widget';

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

/** The files a zone takes: those of an accepted type, only the first unless `multiple`. */
export function acceptedFiles(files: readonly File[], accept: readonly string[] | undefined, multiple = false): File[] {
  const accepted = files.filter((file) => acceptsFile(file, accept));
  return multiple ? accepted : accepted.slice(0, 1);
}

/** The label of the zone whose look-alike has the focus, so the zone that replaces it takes it. */
let focusedPlaceholder: string | undefined;

/** Whether the zone labelled `label` replaces a look-alike that had the focus (asked once, at mount). */
export function takeFileUploadFocus(label: string): boolean {
  const focused = focusedPlaceholder === label;
  if (focused) focusedPlaceholder = undefined;
  return focused;
}

/** What the zone's button shows, in the look-alike and in the loaded zone alike. */
export function FileUploadContent({
  label,
  labelId,
  instructions,
  instructionsId,
  file,
}: Pick<FileUploadProps, 'label' | 'instructions' | 'file'> & { labelId: string; instructionsId: string }) {
  const { t } = useTranslation('app');
  return (
    <>
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
    </>
  );
}

/**
 * The zone while react-aria's drop zone loads: the same look, and its button already opens the
 * file picker; only dropping waits for the real zone (loaded with the page, before a drag).
 */
function FileUploadPlaceholder({
  label,
  instructions,
  accept,
  multiple = false,
  onFiles,
  file,
  isDisabled,
  className,
}: FileUploadProps) {
  const labelId = useId();
  const instructionsId = useId();
  const input = useRef<HTMLInputElement>(null);
  const deliver = useStableCallback((chosen: File[]) => {
    const accepted = acceptedFiles(chosen, accept, multiple);
    if (accepted.length > 0) onFiles(accepted);
  });
  // A listener of the input itself, not React's: the picker may still be open when the real zone
  // replaces this one, and React hears no event from an input no longer in the page, so the file
  // picked then was lost. The listener stays with the input and still delivers it.
  const listen = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      element?.addEventListener('change', () => deliver([...(element.files ?? [])]));
    },
    [deliver],
  );
  // Leaving for another element ends the focus; being replaced (no related target) does not.
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && focusedPlaceholder === label) focusedPlaceholder = undefined;
  };
  return (
    <div className={[styles.zone, className].filter(Boolean).join(' ')} data-disabled={isDisabled || undefined}>
      <input ref={listen} type="file" hidden accept={accept?.join(',')} multiple={multiple} disabled={isDisabled} />
      <button
        type="button"
        className={styles.button}
        aria-labelledby={labelId}
        aria-describedby={instructionsId}
        disabled={isDisabled}
        onClick={() => input.current?.click()}
        onFocus={() => (focusedPlaceholder = label)}
        onBlur={onBlur}
      >
        <FileUploadContent
          label={label}
          labelId={labelId}
          instructions={instructions}
          instructionsId={instructionsId}
          file={file}
        />
      </button>
    </div>
  );
}

/**
 * Click (or Enter/Space) opens the file picker; a dropped or pasted file works too. The zone is
 * highlighted while a file is dragged over it. Files of the wrong type are ignored. React Aria's
 * drop zone (with its messages in every language) loads apart from the route: most tools that
 * take a file show a text field first.
 */
export const FileUpload = lazyWidget(() => import('./FileUploadAria').then((module) => module.default), FileUploadPlaceholder);
