import { InputError } from '@/lib/errors';
import { bytesToBase64 } from '@/lib/encoding';

export interface PlaceholderOptions {
  width: number;
  height: number;
  fontSize: number;
  background: string;
  textColor: string;
  /** '' shows the size, "<width>x<height>". */
  text: string;
  /** Writes width and height on the root, so the image keeps its size instead of filling its box. */
  exactSize: boolean;
}

export const DEFAULT_PLACEHOLDER: PlaceholderOptions = {
  width: 600,
  height: 350,
  fontSize: 26,
  background: '#cccccc',
  textColor: '#333333',
  text: '',
  exactSize: true,
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text and attribute values as XML character data. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] as string);
}

/** The field whose value is out of range, as the key of its message; undefined when all are fine. */
export function placeholderError(options: Pick<PlaceholderOptions, 'width' | 'height' | 'fontSize'>): string | undefined {
  if (!(options.width >= 1)) return 'widthMin';
  if (!(options.height >= 1)) return 'heightMin';
  if (!(options.fontSize > 0)) return 'fontSizeMin';
  return undefined;
}

/** The placeholder SVG; an out-of-range size throws InputError with the field's message key. */
export function placeholderSvg(options: PlaceholderOptions): string {
  const error = placeholderError(options);
  if (error) throw new InputError(error);
  const { width: w, height: h } = options;
  const size = options.exactSize ? ` width="${w}" height="${h}"` : '';
  const text = escapeXml(options.text || `${w}x${h}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${size}>`,
    `  <rect width="${w}" height="${h}" fill="${escapeXml(options.background)}"></rect>`,
    `  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="${options.fontSize}px" fill="${escapeXml(options.textColor)}">${text}</text>`,
    '</svg>',
  ].join('\n');
}

/** `data:image/svg+xml;base64,` and the Base64 of the SVG's UTF-8 bytes. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svg))}`;
}

/** #rrggbbaa from the colour picker as #rrggbb when opaque (the spec's form of the defaults). */
export function compactHex(hexa: string): string {
  const lower = hexa.toLowerCase();
  return /^#[0-9a-f]{6}ff$/.test(lower) ? lower.slice(0, 7) : lower;
}
