import { describe, expect, it } from 'vitest';
import { extensionOptions, mimeIndex, tableRows, typeOptions } from './mime-data';

describe('the lists the page shows, built once from mime-db', () => {
  it('offers every type with extensions, sorted, as its own label', () => {
    expect(typeOptions.map((option) => option.value)).toEqual([...mimeIndex.typeToExtensions.keys()]);
    expect(typeOptions.every((option) => option.label === option.value)).toBe(true);
    expect(typeOptions.map((option) => option.value)).toContain('application/pdf');
  });

  it('offers every extension with its dot, sorted', () => {
    expect(extensionOptions.map((option) => option.value)).toEqual(mimeIndex.extensions.map((ext) => `.${ext}`));
    expect(extensionOptions).toContainEqual({ value: '.pdf', label: '.pdf' });
  });

  it('gives the table one row per type, its extensions dotted and spaced', () => {
    expect(tableRows).toHaveLength(typeOptions.length);
    const jpeg = tableRows.find((row) => row.id === 'image/jpeg');
    expect(jpeg?.type).toBe('image/jpeg');
    expect(jpeg?.extensions.split(' ')).toEqual(expect.arrayContaining(['.jpg', '.jpeg']));
  });
});
