import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import {
  benchmarkResults,
  DEFAULT_SUITES,
  EMPTY_SUITES,
  mean,
  parseMeasure,
  parseStoredSuites,
  populationVariance,
  round3,
  toBulletList,
  toMarkdownTable,
  withNewSuite,
  type Headers,
  type Suite,
} from './logic';

const HEADERS: Headers = { position: 'Position', title: 'Suite', samples: 'Samples', mean: 'Mean', variance: 'Variance' };
const suite = (title: string, ...values: string[]): Suite => ({ title, values });

describe('statistics', () => {
  it.each([
    [[5, 10], 7.5, 6.25],
    [[8, 12], 10, 4],
    [[3], 3, 0],
    [[2, 4, 4, 4, 5, 5, 7, 9], 5, 4],
    [[-1, 1], 0, 1],
    [[0.1, 0.2, 0.3], 0.2, 0.006666666666666667],
    [[], 0, 0],
  ])('%j: mean %s, population variance %s', (values, average, variance) => {
    expect(mean(values)).toBeCloseTo(average, 12);
    expect(populationVariance(values)).toBeCloseTo(variance, 12);
  });

  it.each([
    [1.23456, 1.235],
    [1.0005, 1.001],
    [2.675, 2.675],
    [1.2345, 1.235],
    [-1.2345, -1.235],
    [-0.0004, 0],
    [1 / 3, 0.333],
    [2 / 3, 0.667],
    [1e20, 1e20],
    [12, 12],
  ])('round3(%s) = %s', (value, rounded) => expect(round3(value)).toBe(rounded));

  it.each([
    ['', null],
    ['   ', null],
    ['5', 5],
    [' 12.5 ', 12.5],
    ['1,5', 1.5],
    ['-3', -3],
    ['1e3', 1000],
    ['abc', Number.NaN],
    ['12ms', Number.NaN],
    ['Infinity', Number.NaN],
  ])('parseMeasure(%j) = %s', (text, value) => expect(parseMeasure(text)).toBe(value));
});

describe('benchmarkResults', () => {
  it('ranks the default suites by mean, with the distance to the best', () => {
    expect(benchmarkResults(DEFAULT_SUITES, '')).toEqual([
      { position: 1, title: 'Suite 1', samples: 2, mean: '7.5', variance: '6.25' },
      { position: 2, title: 'Suite 2', samples: 2, mean: '10 (+2.5 ; x1.333)', variance: '4' },
    ]);
  });

  it('adds the unit to means, deltas and (squared) variances', () => {
    expect(benchmarkResults(DEFAULT_SUITES, ' ms ')).toEqual([
      { position: 1, title: 'Suite 1', samples: 2, mean: '7.5ms', variance: '6.25 ms²' },
      { position: 2, title: 'Suite 2', samples: 2, mean: '10ms (+2.5ms ; x1.333)', variance: '4 ms²' },
    ]);
  });

  it.each<[string, Suite[], string[]]>([
    ['sorts by mean ascending', [suite('slow', '30'), suite('fast', '10'), suite('mid', '20')], ['fast', 'mid', 'slow']],
    ['keeps the order of equal means', [suite('a', '1', '3'), suite('b', '2')], ['a', 'b']],
    ['leaves out suites without measures', [suite('empty'), suite('blank', '', ' '), suite('one', '4')], ['one']],
    ['has no rows without measures', EMPTY_SUITES.map((s) => ({ ...s })), []],
    ['keeps Unicode names', [suite('naïve 😀', '2'), suite('快速', '1')], ['快速', 'naïve 😀']],
  ])('%s', (_, suites, order) => expect(benchmarkResults(suites, '').map((row) => row.title)).toEqual(order));

  it.each<[string, Suite[], string[]]>([
    ['ratio ∞ when the best mean is 0', [suite('zero', '0'), suite('one', '1')], ['0', '1 (+1 ; x∞)']],
    ['equal means still compare', [suite('a', '2'), suite('b', '2')], ['2', '2 (+0 ; x1)']],
    ['rounds deltas and ratios to 3 decimals', [suite('a', '3'), suite('b', '10')], ['3', '10 (+7 ; x3.333)']],
    ['negative means', [suite('a', '-2'), suite('b', '1')], ['-2', '1 (+3 ; x-0.5)']],
  ])('%s', (_, suites, means) => expect(benchmarkResults(suites, '').map((row) => row.mean)).toEqual(means));

  it('counts samples, ignoring empty fields', () => {
    expect(benchmarkResults([suite('a', '1', '', '3')], '')).toEqual([
      { position: 1, title: 'a', samples: 2, mean: '2', variance: '1' },
    ]);
  });

  it.each([
    [[suite('a', '1', 'x')], { suite: 1, value: 2 }],
    [[suite('a', '1'), suite('b', '2', '3', '1..2')], { suite: 2, value: 3 }],
  ])('refuses a measure that is not a number (%#)', (suites, params) =>
    expect(inputErrorOf(() => benchmarkResults(suites, ''))).toEqual({ key: 'notANumber', params }),
  );
});

describe('copies', () => {
  const rows = benchmarkResults(DEFAULT_SUITES, 'ms');

  it('writes a markdown table', () => {
    expect(toMarkdownTable(rows, HEADERS)).toBe(
      [
        '| Position | Suite | Samples | Mean | Variance |',
        '| --- | --- | --- | --- | --- |',
        '| 1 | Suite 1 | 2 | 7.5ms | 6.25 ms² |',
        '| 2 | Suite 2 | 2 | 10ms (+2.5ms ; x1.333) | 4 ms² |',
      ].join('\n'),
    );
  });

  it('escapes pipes in markdown cells', () => {
    const [row] = benchmarkResults([suite('a | b', '1')], '');
    expect(toMarkdownTable([row!], HEADERS).split('\n')[2]).toBe('| 1 | a \\| b | 1 | 1 | 0 |');
  });

  it('writes a bullet list', () => {
    expect(toBulletList(rows, HEADERS)).toBe(
      [
        ' - Suite 1',
        '    - Position: 1',
        '    - Samples: 2',
        '    - Mean: 7.5ms',
        '    - Variance: 6.25 ms²',
        ' - Suite 2',
        '    - Position: 2',
        '    - Samples: 2',
        '    - Mean: 10ms (+2.5ms ; x1.333)',
        '    - Variance: 4 ms²',
      ].join('\n'),
    );
  });

  it('uses the headers it is given', () => {
    const french = { ...HEADERS, samples: 'Échantillons' };
    expect(toBulletList(rows.slice(0, 1), french)).toContain('    - Échantillons: 2');
    expect(toMarkdownTable([], french)).toBe(
      '| Position | Suite | Échantillons | Mean | Variance |\n| --- | --- | --- | --- | --- |',
    );
    expect(toBulletList([], french)).toBe('');
  });
});

describe('suites', () => {
  it('adds "Suite N" with one measure of 0', () => {
    expect(withNewSuite(DEFAULT_SUITES)).toEqual([...DEFAULT_SUITES, { title: 'Suite 3', values: ['0'] }]);
    expect(withNewSuite([suite('only', '1')]).at(-1)).toEqual({ title: 'Suite 2', values: ['0'] });
  });

  it.each<[string, string, Suite[]]>([
    ['stored suites', '[{"title":"x","values":["1",""]}]', [suite('x', '1', '')]],
    ['not JSON', '{', [...DEFAULT_SUITES]],
    ['no suites', '[]', [...DEFAULT_SUITES]],
    ['a wrong shape', '[{"title":1,"values":[]}]', [...DEFAULT_SUITES]],
    ['numbers as values', '[{"title":"x","values":[1]}]', [...DEFAULT_SUITES]],
  ])('restores %s', (_, json, suites) => expect(parseStoredSuites(json, DEFAULT_SUITES)).toEqual(suites));
});
