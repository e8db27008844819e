import type { QrErrorCorrection } from '@/lib/qr-code';

/** The four levels, as a value here: importing the list from the QR module would pull the encoder into the page. */
export const ERROR_RESISTANCES = ['low', 'medium', 'quartile', 'high'] as const satisfies readonly QrErrorCorrection[];

export interface QrCodeOptions {
  text: string;
  foreground: string;
  background: string;
  errorCorrection: string;
}

export const DEFAULT_OPTIONS: QrCodeOptions = {
  text: 'https://example.com',
  foreground: '#000000ff',
  background: '#ffffffff',
  errorCorrection: 'medium',
};

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A level from the URL or storage, or medium when it is not one of the four. */
export function errorCorrectionOf(value: string): QrErrorCorrection {
  return (ERROR_RESISTANCES as readonly string[]).includes(value) ? (value as QrErrorCorrection) : 'medium';
}

/** A hex colour from the URL or storage, or the fallback when it is not one. */
export function colorOf(value: string, fallback: string): string {
  return HEX_COLOR.test(value) ? value : fallback;
}

/** What the code encodes: the text without surrounding whitespace (blank → nothing). */
export function qrCodeText(text: string): string {
  return text.trim();
}
