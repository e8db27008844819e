import { describe, expect, it } from 'vitest';
import { QR_ERROR_CORRECTIONS } from '@/lib/qr-code';
import { colorOf, DEFAULT_OPTIONS, ERROR_RESISTANCES, errorCorrectionOf, qrCodeText } from './logic';

describe('qrCodeText', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['  hello \n', 'hello'],
    ['', ''],
    [' \t\n ', ''],
    [' 二维码 😀 ', '二维码 😀'],
    ['line 1\nline 2', 'line 1\nline 2'],
  ])('%j → %j', (input, expected) => expect(qrCodeText(input)).toBe(expected));
});

describe('errorCorrectionOf', () => {
  it('offers the levels the QR module encodes', () => expect(ERROR_RESISTANCES).toEqual(QR_ERROR_CORRECTIONS));

  it.each([
    ['low', 'low'],
    ['medium', 'medium'],
    ['quartile', 'quartile'],
    ['high', 'high'],
    ['H', 'medium'],
    ['', 'medium'],
  ])('%j → %s', (value, level) => expect(errorCorrectionOf(value)).toBe(level));
});

describe('colorOf', () => {
  it.each([
    ['#000000ff', '#000000ff'],
    ['#abc', '#abc'],
    ['#1EA54C', '#1EA54C'],
    ['red', '#ffffffff'],
    ['#12345', '#ffffffff'],
    ['', '#ffffffff'],
  ])('%j → %s', (value, expected) => expect(colorOf(value, '#ffffffff')).toBe(expected));

  it('starts with the documented defaults', () => {
    expect(DEFAULT_OPTIONS).toEqual({
      text: 'https://example.com',
      foreground: '#000000ff',
      background: '#ffffffff',
      errorCorrection: 'medium',
    });
  });
});
