import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { inputErrorOf } from './errors.test-helpers';
import { hexToRgba, qrMatrix, qrPixels, qrSvg, QR_QUIET_ZONE } from './qr-code';

describe('qrMatrix', () => {
  it.each([
    ['https://example.com', 'medium', 25], // 19 bytes fit version 2 at M
    ['HELLO WORLD', 'quartile', 21], // the ISO/IEC 18004 example: version 1-Q
    ['a'.repeat(2331), 'medium', 177], // byte mode capacity of version 40-M
    ['héllo wörld 😀', 'high', 29], // 18 UTF-8 bytes: version 3-H holds 24
  ] as const)('encodes %j at %s as %i modules per side', (text, level, size) => {
    const matrix = qrMatrix(text, level);
    expect(matrix.size).toBe(size);
    expect(matrix.dark).toHaveLength(size * size);
  });

  it('matches the library module for module', () => {
    const expected = QRCode.create('Toolshed', { errorCorrectionLevel: 'H' }).modules;
    expect(Array.from(qrMatrix('Toolshed', 'high').dark)).toEqual(Array.from(expected.data));
  });

  it('has the three finder patterns', () => {
    const { size, dark } = qrMatrix('finder', 'low');
    const at = (x: number, y: number) => dark[y * size + x];
    const corners: [number, number][] = [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ];
    for (const [ox, oy] of corners) {
      expect([at(ox, oy), at(ox + 6, oy + 6), at(ox + 3, oy + 3), at(ox + 1, oy + 1)]).toEqual([1, 1, 1, 0]);
    }
  });

  it('reports a text over capacity for the level, not for a lower one', () => {
    expect(inputErrorOf(() => qrMatrix('a'.repeat(1300), 'high'))).toEqual({ key: 'qrTooLong', params: {} });
    expect(qrMatrix('a'.repeat(1300), 'low').size).toBe(121);
    expect(inputErrorOf(() => qrMatrix('a'.repeat(2954), 'low'))).toEqual({ key: 'qrTooLong', params: {} });
  });
});

describe('hexToRgba', () => {
  it.each([
    ['#000000ff', [0, 0, 0, 255]],
    ['#ffffff', [255, 255, 255, 255]],
    ['#1ea54c80', [30, 165, 76, 128]],
    ['#f00', [255, 0, 0, 255]],
    ['#f008', [255, 0, 0, 136]],
    ['not a colour', [0, 0, 0, 255]],
  ] as const)('%s → %j', (hex, rgba) => expect(hexToRgba(hex)).toEqual(rgba));
});

describe('qrSvg and qrPixels', () => {
  const matrix = { size: 2, dark: Uint8Array.from([1, 1, 0, 1]) };
  const colours = { foreground: '#000000ff', background: '#ffffff00' };

  it('draws runs of dark modules inside the quiet zone', () => {
    expect(qrSvg(matrix, colours)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" shape-rendering="crispEdges">' +
        '<rect width="10" height="10" fill="#ffffff" fill-opacity="0"/>' +
        '<path d="M4 4h2v1h-2zM5 5h1v1h-1z" fill="#000000"/></svg>\n',
    );
  });

  it('gives one pixel per module with the quiet zone', () => {
    const image = qrPixels(matrix, { foreground: '#ff0000', background: '#00ff0080' });
    expect(image.width).toBe(2 + 2 * QR_QUIET_ZONE);
    const pixel = (x: number, y: number) =>
      Array.from(image.data.slice((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));
    expect(pixel(0, 0)).toEqual([0, 255, 0, 128]);
    expect(pixel(4, 4)).toEqual([255, 0, 0, 255]);
    expect(pixel(4, 5)).toEqual([0, 255, 0, 128]);
    expect(pixel(5, 5)).toEqual([255, 0, 0, 255]);
  });
});
