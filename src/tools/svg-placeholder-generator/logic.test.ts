import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { compactHex, DEFAULT_PLACEHOLDER, escapeXml, placeholderSvg, svgDataUrl } from './logic';

describe('placeholderSvg', () => {
  it('draws the default placeholder', () => {
    expect(placeholderSvg(DEFAULT_PLACEHOLDER)).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 350" width="600" height="350">',
        '  <rect width="600" height="350" fill="#cccccc"></rect>',
        '  <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="monospace" font-size="26px" fill="#333333">600x350</text>',
        '</svg>',
      ].join('\n'),
    );
  });

  it.each([
    [{ exactSize: false }, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 350">'],
    [{ width: 1, height: 1 }, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" width="1" height="1">'],
    [
      { width: 12.5, height: 4000 },
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12.5 4000" width="12.5" height="4000">',
    ],
  ])('root of %j', (patch, root) => expect(placeholderSvg({ ...DEFAULT_PLACEHOLDER, ...patch }).split('\n')[0]).toBe(root));

  it.each([
    ['Hello', '>Hello</text>'],
    ['<b>Tom & "Jerry"\'s</b>', '>&lt;b&gt;Tom &amp; &quot;Jerry&quot;&apos;s&lt;/b&gt;</text>'],
    ['こんにちは 👋', '>こんにちは 👋</text>'],
    ['', '>600x350</text>'],
  ])('writes the text %j escaped', (text, end) => expect(placeholderSvg({ ...DEFAULT_PLACEHOLDER, text })).toContain(end));

  it('uses the font size and colours', () => {
    const svg = placeholderSvg({ ...DEFAULT_PLACEHOLDER, fontSize: 40, background: '#ff000080', textColor: '#fff' });
    expect(svg).toContain('fill="#ff000080"></rect>');
    expect(svg).toContain('font-size="40px" fill="#fff">');
  });

  it.each([
    [{ width: 0 }, 'widthMin'],
    [{ width: Number.NaN }, 'widthMin'],
    [{ height: -5 }, 'heightMin'],
    [{ fontSize: 0 }, 'fontSizeMin'],
  ])('rejects %j', (patch, key) => {
    expect(inputErrorOf(() => placeholderSvg({ ...DEFAULT_PLACEHOLDER, ...patch }))).toEqual({ key, params: {} });
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials only', () => expect(escapeXml(`a&b<c>d"e'f é`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f é'));
});

describe('svgDataUrl', () => {
  it.each([
    ['<svg/>', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['é', 'data:image/svg+xml;base64,w6k='], // UTF-8 bytes C3 A9
    ['', 'data:image/svg+xml;base64,'],
  ])('%j → %s', (svg, url) => expect(svgDataUrl(svg)).toBe(url));

  it('round-trips through UTF-8', () => {
    const svg = placeholderSvg({ ...DEFAULT_PLACEHOLDER, text: '📐 ½' });
    const base64 = svgDataUrl(svg).split(',')[1] as string;
    expect(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))).toBe(svg);
  });
});

describe('compactHex', () => {
  it.each([
    ['#CCCCCCFF', '#cccccc'],
    ['#33333380', '#33333380'],
    ['#abc', '#abc'],
  ])('%s → %s', (hexa, hex) => expect(compactHex(hexa)).toBe(hex));
});
