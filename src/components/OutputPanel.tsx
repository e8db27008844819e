import { useTranslation } from 'react-i18next';
import { useCopy, type CopyOptions } from '@/hooks/useCopy';
import { Button } from '@/ui/Button';
import { InputText } from '@/ui/InputText';
import { Tooltip } from '@/ui/Tooltip';
import { downloadBlob } from './download';
import styles from './OutputPanel.module.css';
import { countCodePoints, previewOf } from './text-preview';

/** A huge output kept as a Blob (built in a worker): only its preview is ever a string. */
export interface BlobOutput {
  blob: Blob;
  /** The first characters, for display. */
  preview: string;
  /** Total length in characters (code points). */
  length: number;
}

export interface OutputPanelProps extends CopyOptions {
  /** The field's label; the copy button is named "Copy <label>". */
  label: string;
  value: string | BlobOutput;
  placeholder?: string;
  monospace?: boolean;
  rows?: number;
  /** Characters shown on screen (default 10,000); the rest is reachable by copy and download. */
  previewLimit?: number;
  /** Above this many characters "Copy" is disabled (default 50 MiB worth). */
  maxCopyLength?: number;
  /** Visible text of the copy button (default "Copy"). */
  copyText?: string;
  /** When set, a download button saves the whole output under this name. */
  downloadName?: string;
  /** Visible text of the download button (default "Download"). */
  downloadText?: string;
  mimeType?: string;
}

export const DEFAULT_PREVIEW_LIMIT = 10_000;
export const DEFAULT_MAX_COPY_LENGTH = 50 * 1024 * 1024;

/**
 * A read-only output with copy and download. Huge outputs show only their beginning, followed by
 * "… (<n> characters in total)", so the page never renders megabytes of text.
 */
export function OutputPanel({
  label,
  value,
  placeholder,
  monospace = true,
  rows = 5,
  previewLimit = DEFAULT_PREVIEW_LIMIT,
  maxCopyLength = DEFAULT_MAX_COPY_LENGTH,
  copyText,
  downloadName,
  downloadText,
  mimeType = 'text/plain;charset=utf-8',
  toast,
}: OutputPanelProps) {
  const { t } = useTranslation('app');
  const { copy, copied } = useCopy({ toast });
  const isBlob = typeof value !== 'string';
  const { preview, truncated } = isBlob
    ? { preview: value.preview.slice(0, previewLimit), truncated: value.length > previewLimit }
    : previewOf(value, previewLimit);
  const total = isBlob ? value.length : truncated ? countCodePoints(value) : preview.length;
  const empty = isBlob ? value.length === 0 : value === '';
  const tooLarge = total > maxCopyLength;

  const copyAll = async () => copy(isBlob ? await value.blob.text() : value);
  const download = () => downloadBlob(isBlob ? value.blob : new Blob([value], { type: mimeType }), downloadName ?? 'output.txt');

  const copyButton = (
    <Button
      onPress={tooLarge ? undefined : () => void copyAll()}
      isDisabled={empty}
      // Too large: still focusable (aria-disabled) so its tooltip can say why.
      aria-disabled={tooLarge || undefined}
      aria-label={t('copy.ariaLabel', { label })}
    >
      {copied ? t('copy.copied') : (copyText ?? t('copy.button'))}
    </Button>
  );
  return (
    <div className={styles.panel}>
      <InputText
        label={label}
        value={preview}
        readOnly
        multiline
        rows={rows}
        monospace={monospace}
        rawText
        placeholder={placeholder ?? ''}
        description={truncated ? t('ui.outputPanel.truncated', { total }) : undefined}
      />
      <div className={styles.actions}>
        {tooLarge ? <Tooltip content={t('ui.outputPanel.tooLargeToCopy')}>{copyButton}</Tooltip> : copyButton}
        {downloadName !== undefined ? (
          <Button onPress={download} isDisabled={empty}>
            {downloadText ?? t('ui.outputPanel.download')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
