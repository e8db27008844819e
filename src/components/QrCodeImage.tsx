import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLiveWorker } from '@/hooks/useWorker';
import type { QrStyle, RenderedQrCode } from '@/lib/qr-code';
import { Button } from '@/ui/Button';
import { downloadBlob, downloadText } from './download';
import styles from './QrCodeImage.module.css';
import { TaskError } from './TaskError';

export interface QrCodeImageProps {
  /** What to encode, already trimmed; empty shows `emptyMessage` instead of an image. */
  text: string;
  style: QrStyle;
  /** The image's alt text. */
  alt: string;
  /** Shown while there is nothing to encode (or, for the WiFi tool, the first missing field). */
  emptyMessage?: string;
  /** The tool's namespace: it translates the `qrTooLong` input error. */
  ns: string;
  downloadPngLabel: string;
  /** Without it there is no SVG download. */
  downloadSvgLabel?: string;
}

/**
 * The QR code of both QR tools: encoded and painted at 1024 px in the `qr` worker, shown at
 * 200 px, with downloads `qr-code.png` and `qr-code.svg`.
 *
 * Memoised: tools re-render on keystrokes that do not change the encoded text.
 */
export const QrCodeImage = memo(function QrCodeImage({
  text,
  style,
  alt,
  emptyMessage,
  ns,
  downloadPngLabel,
  downloadSvgLabel,
}: QrCodeImageProps) {
  const { foreground, background, errorCorrection } = style;
  // A fresh object on every render would restart the worker call: keep one per distinct style.
  const stableStyle = useMemo(() => ({ foreground, background, errorCorrection }), [foreground, background, errorCorrection]);
  const live = useLiveWorker('qr', 'renderQrCode', text ? [text, stableStyle] : null, { debounceMs: 150 });
  const code = live.value ?? null;
  // While the next code is computed the previous one stays, dimmed (no flicker per keystroke);
  // an error or an empty text clears it. Downloads take only the current code.
  const [previous, setPrevious] = useState<RenderedQrCode | null>(null);
  if (code && code !== previous) setPrevious(code);
  const shown = code ?? (live.pending && text ? previous : null);
  const imageRef = useBlobSource(shown?.png);
  return (
    <div className={styles.output}>
      <div className={styles.frame} aria-busy={live.pending && Boolean(text)}>
        {/* Always mounted, so the element that shows the code stays the same one. */}
        <img
          ref={imageRef}
          alt={alt}
          width={200}
          height={200}
          hidden={!shown}
          className={[styles.image, code ? '' : styles.stale].join(' ')}
        />
        {!text && emptyMessage ? <p className={styles.empty}>{emptyMessage}</p> : null}
      </div>
      <TaskError error={live.error} ns={ns} />
      <div className={styles.actions}>
        <Button isDisabled={!code} onPress={() => code && downloadBlob(code.png, 'qr-code.png')}>
          {downloadPngLabel}
        </Button>
        {downloadSvgLabel ? (
          <Button isDisabled={!code} onPress={() => code && downloadText(code.svg, 'qr-code.svg', 'image/svg+xml')}>
            {downloadSvgLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
});

/** Shows the blob in the image through an object URL, revoked when the blob changes or on unmount. */
function useBlobSource(blob: Blob | undefined) {
  const imageRef = useRef<HTMLImageElement>(null);
  // Layout effect: the new source is in place before the frame is painted.
  useLayoutEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    if (!blob) {
      image.removeAttribute('src');
      return;
    }
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return imageRef;
}
