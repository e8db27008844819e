import { describe, expect, it } from 'vitest';
import { convertData, DATA_FORMATS } from './convert';
import { sampleDocument, warmUpConversion } from './warm-up';

describe('sampleDocument', () => {
  it.each(DATA_FORMATS)('writes the same records in %s', (format) => {
    const json = sampleDocument('json', 5);
    expect(JSON.parse(json).records).toHaveLength(5);
    // Dates written as text stay text through YAML and TOML (no timestamp type creeps in).
    expect(JSON.parse(convertData(sampleDocument(format, 5), format, 'json'))).toEqual(JSON.parse(json));
  });
});

describe('warmUpConversion', () => {
  it.each(DATA_FORMATS.flatMap((from) => DATA_FORMATS.filter((to) => to !== from).map((to) => [from, to] as const)))(
    'converts the sample %s → %s as the converter does',
    (from, to) => {
      expect(warmUpConversion(from, to, 20)).toBe(convertData(sampleDocument(from, 20), from, to).length);
    },
  );
});
