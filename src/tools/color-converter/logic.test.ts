import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { COLOR_FIELDS, formatColor, INITIAL_COLOR, isCanonicalHex, parseColor, type ColorField } from './logic';

describe('parseColor', () => {
  it.each<[ColorField, string, string]>([
    ['hex', '#ff0000', '#ff0000'],
    ['hex', '#FF0000', '#ff0000'],
    ['hex', 'ff0000', '#ff0000'],
    ['hex', ' #f00 ', '#ff0000'],
    ['hex', '#1ea54cff', '#1ea54c'],
    ['hex', '#1ea54c80', '#1ea54c80'],
    ['rgb', 'rgb(255, 0, 0)', '#ff0000'],
    ['rgb', 'rgb(255 0 0 / 50%)', '#ff000080'],
    ['rgb', 'rgba(30, 165, 76, 0.5)', '#1ea54c80'],
    ['hsl', 'hsl(0, 100%, 50%)', '#ff0000'],
    ['hsl', 'hsl(120deg 100% 25%)', '#008000'],
    ['hwb', 'hwb(0, 0%, 0%)', '#ff0000'],
    ['hwb', 'hwb(0 0% 0%)', '#ff0000'],
    ['hwb', 'hwb(240, 0%, 0%, 0.5)', '#0000ff80'],
    ['lch', 'lch(54.29% 106.84 40.86)', '#ff0000'],
    ['lch', 'lch(54.29, 106.84, 40.86)', '#ff0000'],
    ['cmyk', 'cmyk(0, 100%, 100%, 0)', '#ff0000'],
    ['cmyk', 'device-cmyk(0% 100% 100% 0%)', '#ff0000'],
    ['cmyk', 'device-cmyk(0% 0% 0% 100% / 0.5)', '#00000080'],
    ['name', 'red', '#ff0000'],
    ['name', 'RebeccaPurple', '#663399'],
    ['name', 'transparent', '#00000000'],
  ])('%s %j → %s', (field, text, hex) => {
    expect(parseColor(field, text)).toBe(hex);
    // The page reads a stored colour with isCanonicalHex until colord has loaded.
    expect(isCanonicalHex(hex)).toBe(true);
  });

  it.each(['#1EA54C', '#1ea54', 'ff0000', '#1ea54c8', 'red'])('does not take %j for a stored colour', (text) => {
    expect(isCanonicalHex(text)).toBe(false);
  });

  it.each(COLOR_FIELDS)('gives undefined for a blank %s', (field) => {
    expect(parseColor(field, '')).toBeUndefined();
    expect(parseColor(field, '   ')).toBeUndefined();
  });

  it.each<[ColorField, string]>([
    ['hex', '#ggg'],
    ['hex', '#12345'],
    ['hex', 'rgb(255, 0, 0)'],
    ['rgb', '#ff0000'],
    ['rgb', 'rgb(255, 0)'],
    ['hsl', 'hsl(0, 100, 50)'],
    ['hwb', 'hwb(0 0%)'],
    ['lch', 'lab(50% 0 0)'],
    ['cmyk', 'cmyk(0, 0, 0)'],
    ['name', 'reddish'],
    ['name', 'rouge'],
    ['name', '🟥'],
  ])('refuses %s %j with that field’s message', (field, text) => {
    expect(inputErrorOf(() => parseColor(field, text))).toEqual({ key: 'invalidFormat', params: { field } });
  });
});

describe('formatColor', () => {
  it('writes the initial colour in every notation', () => {
    expect(Object.fromEntries(COLOR_FIELDS.map((field) => [field, formatColor(field, INITIAL_COLOR)]))).toEqual({
      hex: '#1ea54c',
      rgb: 'rgb(30, 165, 76)',
      hsl: 'hsl(140.44, 69.23%, 38.24%)',
      hwb: 'hwb(140.44 11.76% 35.29%)',
      lch: 'lch(59.62% 61.82 145.05)',
      cmyk: 'device-cmyk(81.82% 0% 53.94% 35.29%)',
      name: 'seagreen',
    });
  });

  it('adds alpha where the colour has one', () => {
    const hex = '#ff000080';
    expect(formatColor('hex', hex)).toBe('#ff000080');
    expect(formatColor('rgb', hex)).toBe('rgba(255, 0, 0, 0.5)');
    expect(formatColor('hsl', hex)).toBe('hsla(0, 100%, 50%, 0.5)');
    expect(formatColor('hwb', hex)).toBe('hwb(0 0% 0% / 0.5)');
    expect(formatColor('lch', hex)).toMatch(/^lch\(\S+% \S+ \S+ \/ 0\.5\)$/);
    expect(formatColor('cmyk', hex)).toBe('device-cmyk(0% 100% 100% 0% / 0.5)');
  });

  it.each([
    ['#ff0000', 'red'],
    ['#663399', 'rebeccapurple'],
    ['#00000000', 'transparent'],
    ['#fe0101', 'red'],
    ['#ff000080', undefined],
  ])('names %s %s (exact, else closest, else none)', (hex, name) => {
    expect(formatColor('name', hex)).toBe(name);
  });

  it('keeps hues below 360 and greys at hue 0', () => {
    expect(formatColor('hsl', '#ff0001')).toBe('hsl(359.76, 100%, 50%)');
    expect(formatColor('hwb', '#ff0001')).toBe('hwb(359.76 0% 0%)');
    expect(formatColor('hsl', '#808080')).toBe('hsl(0, 0%, 50.2%)');
    expect(formatColor('cmyk', '#000000')).toBe('device-cmyk(0% 0% 0% 100%)');
  });

  it('round-trips exactly: every notation typed back gives the same colour', () => {
    const fields = COLOR_FIELDS.filter((field) => field !== 'name');
    const hexes: string[] = [];
    const byte = (n: number) => n.toString(16).padStart(2, '0');
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 51) for (let b = 0; b < 256; b += 23) hexes.push(`#${byte(r)}${byte(g)}${byte(b)}`);
    for (let i = 0; i < 600; i++)
      hexes.push(`#${byte((i * 97) % 256)}${byte((i * 61) % 256)}${byte((i * 193) % 256)}${byte((i * 37) % 255)}`);
    for (const hex of hexes) {
      const canonical = parseColor('hex', hex) as string;
      for (const field of fields)
        expect(parseColor(field, formatColor(field, canonical) as string), `${hex} as ${field}`).toBe(canonical);
    }
  }, 30_000);
});
