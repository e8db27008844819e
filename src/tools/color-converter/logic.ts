import { colord, extend, getFormat, type Colord, type RgbaColor } from 'colord';
import cmykPlugin from 'colord/plugins/cmyk';
import hwbPlugin from 'colord/plugins/hwb';
import lchPlugin from 'colord/plugins/lch';
import namesPlugin from 'colord/plugins/names';
import { InputError } from '@/lib/errors';
import type { ColorField } from './fields';

extend([cmykPlugin, hwbPlugin, lchPlugin, namesPlugin]);

// The page loads this module (and colord, ~6 KB gzip) after its fields; ./fields needs neither.
export * from './fields';

/**
 * colord reads hwb, lch and cmyk only in CSS Color 4 space syntax; the examples we show (and
 * many people write) use commas, and plain `cmyk(…)` rather than `device-cmyk(…)`.
 */
function toSpaceSyntax(text: string): string {
  const match = /^(hwb|lch|cmyk|device-cmyk)a?\(([^()]*)\)$/i.exec(text);
  if (!match?.[2]?.includes(',')) return text.replace(/^cmyk\(/i, 'device-cmyk(');
  const name = (match[1] as string).toLowerCase() === 'cmyk' ? 'device-cmyk' : (match[1] as string);
  const parts = match[2].split(',').map((part) => part.trim());
  const channels = name === 'device-cmyk' ? 4 : 3;
  if (parts.length === channels + 1) return `${name}(${parts.slice(0, channels).join(' ')} / ${parts[channels]})`;
  return `${name}(${parts.join(' ')})`;
}

/**
 * Reads a colour typed in one field's notation. Blank gives undefined; text in another notation
 * (or none) is refused with that field's message. The colour is quantised to 8-bit channels, as
 * hex holds it, so every notation derives from the same value.
 */
export function parseColor(field: ColorField, text: string): string | undefined {
  let input = text.trim();
  if (!input) return undefined;
  if (field === 'hex' && !input.startsWith('#')) input = `#${input}`;
  if (field === 'hwb' || field === 'lch' || field === 'cmyk') input = toSpaceSyntax(input);
  const color = colord(input);
  if (!color.isValid() || getFormat(input) !== field) throw new InputError('invalidFormat', { field });
  return color.toHex();
}

/** Two decimals at most, no trailing zeros, never "-0". */
const short = (value: number) => String(Math.round(value * 100) / 100 + 0);
/** Hue in [0, 360): a hue that rounds to 360 is 0. */
const hueText = (hue: number) => short(Math.round(hue * 100) / 100 >= 360 ? 0 : hue);

/** Hue (degrees) and the channel extremes (0–1) of an RGB colour. */
function hueOf({ r, g, b }: RgbaColor) {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const delta = max - min;
  let hue = 0;
  if (delta > 0) {
    if (max === red) hue = ((green - blue) / delta + 6) % 6;
    else if (max === green) hue = (blue - red) / delta + 2;
    else hue = (red - green) / delta + 4;
  }
  return { hue: hue * 60, max, min, delta };
}

/** ` / a` (space syntax) or `, a` (comma syntax) when not opaque. */
const alphaPart = (alpha: number, separator: ' / ' | ', ') => (alpha < 1 ? `${separator}${alpha}` : '');

/*
 * hsl, hwb, lch and cmyk are written with two decimals (colord's own strings round hsl, hwb and
 * the cmyk black to whole numbers), so that any output, typed back, gives the same 8-bit colour.
 */
const FORMATTERS: Record<Exclude<ColorField, 'name'>, (color: Colord) => string> = {
  hex: (color) => color.toHex(),
  rgb: (color) => color.toRgbString(),
  hsl: (color) => {
    const rgba = color.toRgb();
    const { hue, max, min, delta } = hueOf(rgba);
    const lightness = (max + min) / 2;
    const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
    const body = `${hueText(hue)}, ${short(saturation * 100)}%, ${short(lightness * 100)}%`;
    return rgba.a < 1 ? `hsla(${body}${alphaPart(rgba.a, ', ')})` : `hsl(${body})`;
  },
  hwb: (color) => {
    const rgba = color.toRgb();
    const { hue, max, min } = hueOf(rgba);
    return `hwb(${hueText(hue)} ${short(min * 100)}% ${short((1 - max) * 100)}%${alphaPart(rgba.a, ' / ')})`;
  },
  lch: (color) => {
    const { l, c, h, a } = color.toLch();
    return `lch(${short(l)}% ${short(c)} ${hueText(h)}${alphaPart(a, ' / ')})`;
  },
  cmyk: (color) => {
    const rgba = color.toRgb();
    const max = Math.max(rgba.r, rgba.g, rgba.b) / 255;
    const ink = (channel: number) => (max === 0 ? 0 : ((max - channel / 255) / max) * 100);
    const black = (1 - max) * 100;
    const body = `${short(ink(rgba.r))}% ${short(ink(rgba.g))}% ${short(ink(rgba.b))}% ${short(black)}%`;
    return `device-cmyk(${body}${alphaPart(rgba.a, ' / ')})`;
  },
};

/**
 * The colour (a hex string from parseColor) in a field's notation. For "name": the exact CSS
 * name, else the closest one for an opaque colour, else undefined (the UI says "Unknown").
 */
export function formatColor(field: ColorField, hex: string): string | undefined {
  const color = colord(hex);
  if (field !== 'name') return FORMATTERS[field](color);
  const exact = color.toName();
  if (exact) return exact;
  return color.alpha() < 1 ? undefined : color.toName({ closest: true });
}
