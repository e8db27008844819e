import QRCode from 'qrcode';
import { InputError } from './errors';

/**
 * QR codes for the QR tools: the `qrcode` package encodes the text (version, mask, error
 * correction); this module turns its module matrix into an SVG document and RGBA pixels.
 * Pure apart from `renderQrCode`, which paints the PNG on an OffscreenCanvas (worker or page).
 */

export const QR_ERROR_CORRECTIONS = ['low', 'medium', 'quartile', 'high'] as const;
export type QrErrorCorrection = (typeof QR_ERROR_CORRECTIONS)[number];

export interface QrStyle {
  /** CSS hex colours with optional alpha: #rgb, #rgba, #rrggbb, #rrggbbaa. */
  foreground: string;
  background: string;
  errorCorrection: QrErrorCorrection;
}

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** size × size, row by row: 1 for a dark module. */
  dark: Uint8Array;
}

/** Light modules around the code, as ISO/IEC 18004 asks for. */
export const QR_QUIET_ZONE = 4;
export const QR_PNG_SIZE = 1024;

const LEVELS: Record<QrErrorCorrection, 'L' | 'M' | 'Q' | 'H'> = { low: 'L', medium: 'M', quartile: 'Q', high: 'H' };

/** Encodes `text` (UTF-8, byte mode or better). Too much data for the level throws InputError('qrTooLong'). */
export function qrMatrix(text: string, errorCorrection: QrErrorCorrection): QrMatrix {
  try {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: LEVELS[errorCorrection] });
    return { size: modules.size, dark: Uint8Array.from(modules.data) };
  } catch (error) {
    if (error instanceof Error && /too big/.test(error.message)) throw new InputError('qrTooLong');
    throw error;
  }
}

/** [r, g, b, a] bytes of a hex colour; anything else is opaque black (the pickers only give hex). */
export function hexToRgba(hex: string): [number, number, number, number] {
  let digits = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim())?.[1];
  if (!digits) return [0, 0, 0, 255];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  if (digits.length === 6) digits += 'ff';
  const byte = (i: number) => Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return [byte(0), byte(1), byte(2), byte(3)];
}

function svgPaint(attribute: 'fill', hex: string): string {
  const [r, g, b, a] = hexToRgba(hex);
  const rgb = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  return a === 255 ? `${attribute}="${rgb}"` : `${attribute}="${rgb}" ${attribute}-opacity="${+(a / 255).toFixed(3)}"`;
}

/** A standalone SVG: the background square, then one path of horizontal runs of dark modules. */
export function qrSvg({ size, dark }: QrMatrix, style: Pick<QrStyle, 'foreground' | 'background'>): string {
  const side = size + 2 * QR_QUIET_ZONE;
  let path = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!dark[y * size + x]) continue;
      let run = 1;
      while (x + run < size && dark[y * size + x + run]) run++;
      path += `M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" ${svgPaint('fill', style.background)}/>` +
    `<path d="${path}" ${svgPaint('fill', style.foreground)}/></svg>\n`
  );
}

/** One RGBA pixel per module, quiet zone included: (size + 8)² pixels. */
export function qrPixels({ size, dark }: QrMatrix, style: Pick<QrStyle, 'foreground' | 'background'>): ImageDataLike {
  const side = size + 2 * QR_QUIET_ZONE;
  const fg = hexToRgba(style.foreground);
  const bg = hexToRgba(style.background);
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = x - QR_QUIET_ZONE;
      const my = y - QR_QUIET_ZONE;
      const isDark = mx >= 0 && my >= 0 && mx < size && my < size && dark[my * size + mx] === 1;
      data.set(isDark ? fg : bg, (y * side + x) * 4);
    }
  }
  return { width: side, height: side, data };
}

export interface ImageDataLike {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface RenderedQrCode {
  /** PNG of QR_PNG_SIZE px square. */
  png: Blob;
  svg: string;
}

/** Both downloads of one QR code; empty text gives null. */
export async function renderQrCode(text: string, style: QrStyle): Promise<RenderedQrCode | null> {
  if (!text) return null;
  const matrix = qrMatrix(text, style.errorCorrection);
  const pixels = qrPixels(matrix, style);
  const small = new OffscreenCanvas(pixels.width, pixels.height);
  small.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height), 0, 0);
  const big = new OffscreenCanvas(QR_PNG_SIZE, QR_PNG_SIZE);
  const context = big.getContext('2d');
  if (!context) throw new Error('2D canvas is not available');
  // Nearest-neighbour scaling keeps the modules sharp.
  context.imageSmoothingEnabled = false;
  context.drawImage(small, 0, 0, QR_PNG_SIZE, QR_PNG_SIZE);
  return { png: await big.convertToBlob({ type: 'image/png' }), svg: qrSvg(matrix, style) };
}
