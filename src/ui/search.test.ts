import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './search';

describe('matchesSearch (select filtering)', () => {
  it.each([
    ['Option 999', '99', true],
    ['Option 999', 'option 9', true],
    ['Option 999', 'OPTION', true],
    ['Option 999', 'x', false],
    ['Option 999', '', true],
    ['Option 999', '   ', true],
    ['Option 999', ' 999 ', true],
    ['Crème brûlée', 'creme brulee', true],
    ['Crème brûlée', 'BRÛ', true],
    ['Ärger', 'arger', true],
    ['日本語', '本', true],
    ['日本語', '中', false],
    ['', 'a', false],
    ['America/New_York', 'new york', true],
    ['America/New_York', 'New_York', true],
    ['America/New_York', 'w_y', true],
    ['America/New_York', 'newyork', false],
  ])('%j contains %j → %s', (text, query, expected) => {
    expect(matchesSearch(text, query)).toBe(expected);
  });
  it('folds accents and case', () => {
    expect(foldForSearch('École')).toBe('ecole');
  });
});
