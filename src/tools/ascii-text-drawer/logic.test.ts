import { describe, expect, it } from 'vitest';
import { bundledFontNames, loadFont, renderAsciiArt } from './logic';
import { DEFAULT_FONT, FONT_NAMES, isFontName, widthError } from './options';

const lines = (...rows: string[]) => rows.join('\n');

describe('bundled fonts', () => {
  it('lists exactly the bundled font files, sorted without regard to case', () => {
    expect(new Set(FONT_NAMES)).toEqual(new Set(bundledFontNames()));
    expect(FONT_NAMES).toEqual([...FONT_NAMES].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
  });

  it('names each font once, even across spellings', () => {
    const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
    expect(new Set(FONT_NAMES.map(key)).size).toBe(FONT_NAMES.length);
    expect(FONT_NAMES.length).toBeGreaterThanOrEqual(280);
    expect(FONT_NAMES.length).toBeLessThanOrEqual(330);
  });

  it.each([
    ['Standard', true],
    ['Big', true],
    ["Patorjk's Cheese", true],
    ['ANSI Compact', true],
    ['ANSI-Compact', false],
    ['Mono 12', false],
    ['standard', false],
    ['', false],
  ])('%j is a font name: %s', (name, known) => expect(isFontName(name)).toBe(known));

  it('parses every bundled font and draws with it', async () => {
    for (const font of FONT_NAMES) {
      const art = await renderAsciiArt('Ab 1', font, 80);
      expect(art.length, font).toBeGreaterThan(0);
    }
  });
});

describe('widthError', () => {
  it.each([
    [0, undefined],
    [1, undefined],
    [80, undefined],
    [10_000, undefined],
    [-1, 'widthRange'],
    [10_001, 'widthRange'],
    [12.5, 'widthRange'],
    [Number.NaN, 'widthRange'],
    [Number.POSITIVE_INFINITY, 'widthRange'],
  ])('%d → %s', (width, error) => expect(widthError(width)).toBe(error));
});

describe('renderAsciiArt', () => {
  it.each([
    [
      'Ascii ART',
      'Standard',
      80,
      lines(
        '     _             _ _      _    ____ _____ ',
        '    / \\   ___  ___(_|_)    / \\  |  _ \\_   _|',
        '   / _ \\ / __|/ __| | |   / _ \\ | |_) || |  ',
        '  / ___ \\\\__ \\ (__| | |  / ___ \\|  _ < | |  ',
        ' /_/   \\_\\___/\\___|_|_| /_/   \\_\\_| \\_\\|_|  ',
        '                                            ',
      ),
    ],
    // Width 0: no limit. Trailing spaces (and the blank last row) are kept.
    ['Hi', 'Standard', 0, lines('  _   _ _ ', ' | | | (_)', ' | |_| | |', ' |  _  | |', ' |_| |_|_|', '          ')],
    // Too narrow for two words: one word per block, wrapped on the space.
    [
      'a b',
      'Standard',
      1,
      lines(
        '        ',
        '   __ _ ',
        '  / _` |',
        ' | (_| |',
        '  \\__,_|',
        ' | |__  ',
        " | '_ \\ ",
        ' | |_) |',
        ' |_.__/ ',
        '        ',
      ),
    ],
    // A TOIlet font with Unicode (braille) strokes.
    ['ab', 'Small Braille', 80, lines(' ⢀⣀ ⣇⡀', ' ⠣⠼ ⠧⠜')],
    ['', 'Standard', 80, ''],
  ])('%j in %s, width %i', async (text, font, width, art) => {
    expect(await renderAsciiArt(text, font, width)).toBe(art);
  });

  it('wraps on whitespace at the width and not otherwise', async () => {
    const wide = await renderAsciiArt('Hello world foo', 'Standard', 0);
    const narrow = await renderAsciiArt('Hello world foo', 'Standard', 40);
    expect(wide.split('\n')).toHaveLength(6);
    expect(narrow.split('\n')).toHaveLength(6 * 3 - 4);
    for (const row of narrow.split('\n')) expect(row.length).toBeLessThanOrEqual(40);
  });

  it('skips characters the font does not have', async () => {
    expect(await renderAsciiArt('😀', DEFAULT_FONT, 80)).toBe(await renderAsciiArt('', DEFAULT_FONT, 80));
  });

  it.each([
    ['Standard', -1, { key: 'widthRange' }],
    ['Standard', 10_001, { key: 'widthRange' }],
    ['Standard', 2.5, { key: 'widthRange' }],
    ['No Such Font', 80, { key: 'unknownFont', params: { font: 'No Such Font' } }],
  ])('refuses font %j at width %d', async (font, width, error) => {
    await expect(renderAsciiArt('x', font, width)).rejects.toMatchObject({ name: 'InputError', ...error });
  });

  it('loads a font once and resolves to its name', async () => {
    const [first, second] = await Promise.all([loadFont('Doom'), loadFont('Doom')]);
    expect([first, second]).toEqual(['Doom', 'Doom']);
  });
});
