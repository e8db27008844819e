import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '@/hooks/useStableCallback';
import { FilePickerButton } from '@/ui/FilePickerButton';
import { InputText, type InputTextProps } from '@/ui/InputText';
import { useFileDrop } from './use-file-drop';
import styles from './InputPanel.module.css';

/** A text file opened or dropped on a field replaces its content, up to this size. */
export const MAX_TEXT_FILE_BYTES = 10 * 1024 * 1024;

export interface InputPanelProps extends Omit<InputTextProps, 'onChange' | 'actions' | 'type'> {
  onChange: (value: string) => void;
  /** Largest file read into the field (default 10 MiB). */
  maxFileBytes?: number;
  /** Picker filter: MIME types or extensions. */
  accept?: readonly string[];
  /** Told about each file that replaced the content (e.g. to remember its name). */
  onFileLoaded?: (file: File) => void;
  /** Name the "Open file" button after the field, for pages with more than one such field. */
  fileButtonNamesField?: boolean;
}

/**
 * A text field that also takes a file: typed or pasted text, a file chosen with "Open file", or a
 * file dropped on the field. The file is read as UTF-8 and replaces the content.
 */
export function InputPanel({
  onChange,
  maxFileBytes = MAX_TEXT_FILE_BYTES,
  accept,
  onFileLoaded,
  fileButtonNamesField,
  multiline = true,
  error,
  errorDetail,
  ...field
}: InputPanelProps) {
  const { t } = useTranslation('app');
  const [fileError, setFileError] = useState<string>();

  const load = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxFileBytes) {
      setFileError(t('ui.inputPanel.tooLarge', { mebibytes: Math.round(maxFileBytes / 1024 / 1024) }));
      return;
    }
    try {
      const text = await file.text();
      setFileError(undefined);
      onChange(text);
      onFileLoaded?.(file);
    } catch {
      setFileError(t('ui.inputPanel.readError'));
    }
  };
  const dropProps = useFileDrop((file) => void load(file));
  // Stable: typing re-renders the panel, and its field and "Open file" button need not follow.
  const onFiles = useStableCallback((files: File[]) => void load(files[0]));
  const change = useStableCallback((value: string) => {
    setFileError(undefined);
    onChange(value);
  });

  return (
    <div className={styles.panel} {...dropProps}>
      <InputText
        {...field}
        multiline={multiline}
        onChange={change}
        error={fileError ?? error}
        errorDetail={fileError ? undefined : errorDetail}
      />
      {field.readOnly || field.disabled ? null : (
        <div className={styles.toolbar}>
          <FilePickerButton
            size="small"
            accept={accept}
            onFiles={onFiles}
            aria-label={fileButtonNamesField ? t('ui.inputPanel.openFileFor', { field: field.label }) : undefined}
          >
            {t('ui.inputPanel.openFile')}
          </FilePickerButton>
        </div>
      )}
    </div>
  );
}
