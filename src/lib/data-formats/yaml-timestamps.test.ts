import { describe, expect, it } from 'vitest';
import { yamlTimestampTomlText } from './yaml-timestamps';

describe('yamlTimestampTomlText', () => {
  it.each<[string, string | undefined]>([
    ['2024-01-15', '2024-01-15'],
    ['2024-01-15T10:30:00Z', '2024-01-15T10:30:00Z'],
    ['2024-01-15t10:30:00', '2024-01-15T10:30:00'],
    ['2024-01-15 10:30:00.5', '2024-01-15T10:30:00.5'],
    ['2001-12-14 21:59:43.10 -5', '2001-12-14T21:59:43.10-05:00'],
    ['2001-12-14T21:59:43+05:30', '2001-12-14T21:59:43+05:30'],
    ['2001-12-14 21:59:43 Z', '2001-12-14T21:59:43Z'],
    ['2001-1-2 3:04:05', '2001-01-02T03:04:05'],
    ['2001-12-14T21:59:43.', '2001-12-14T21:59:43'],
    ['not a date', undefined],
    ['2001-12-14T21:59', undefined],
  ])('%s → %s', (source, text) => {
    expect(yamlTimestampTomlText(source)).toBe(text);
  });
});
