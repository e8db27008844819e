import { describe, expect, it } from 'vitest';
import { progressText } from './ProgressWithCancel';
import { countCodePoints, previewOf } from './text-preview';

describe('countCodePoints', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 1],
    ['😀', 1],
    ['a😀b😀', 4],
    ['\ud800', 1], // a lone surrogate is one code point
    ['\udc00\ud800', 2],
  ])('%j has %i code points', (text, expected) => {
    expect(countCodePoints(text)).toBe(expected);
  });
});

describe('previewOf', () => {
  it('keeps short text whole', () => {
    expect(previewOf('hello', 10)).toEqual({ preview: 'hello', truncated: false });
    expect(previewOf('', 10)).toEqual({ preview: '', truncated: false });
    expect(previewOf('exactly10!', 10)).toEqual({ preview: 'exactly10!', truncated: false });
  });
  it('cuts long text at the limit', () => {
    expect(previewOf('abcdefghijkl', 10)).toEqual({ preview: 'abcdefghij', truncated: true });
  });
  it('never splits a surrogate pair', () => {
    expect(previewOf('abc😀def', 4)).toEqual({ preview: 'abc', truncated: true });
    expect(previewOf('abc😀def', 5)).toEqual({ preview: 'abc😀', truncated: true });
  });
});

describe('progressText', () => {
  it.each([
    [{ done: 0, total: 100 }, false, '0 %'],
    [{ done: 421, total: 1000 }, false, '42 %'],
    [{ done: 1000, total: 1000 }, false, '100 %'],
    [{ done: 5, total: 0 }, false, '0 %'],
    [{ done: 2000, total: 1000 }, false, '100 %'],
    [{ done: 1536, total: 3 * 1024 * 1024 }, true, '0 % · 1.5 KiB / 3.0 MiB'],
  ])('%j (bytes %s) → %s', (progress, bytes, expected) => {
    expect(progressText(progress, bytes)).toBe(expected);
  });
});
