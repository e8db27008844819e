import { describe, expect, it } from 'vitest';
import { parseOperand, percentageChange, percentageOf, percentOf } from './logic';

describe('percentOf', () => {
  it.each([
    ['10', '200', '20'],
    ['50', '50', '25'],
    ['12.5', '8', '1'],
    ['-20', '50', '-10'],
    ['0', '123', '0'],
    ['33', '10', '3.3000000000000003'],
    ['150', '2', '3'],
    ['1e3', '1e3', '10000'],
    ['2,5', '10', '0.25'],
    [' 10 ', ' 200 ', '20'],
    ['', '200', ''],
    ['10', '', ''],
    ['   ', '   ', ''],
    ['abc', '200', ''],
    ['10', '2e308', ''],
    ['1e308', '1e308', ''],
  ])('%j %% of %j → %j', (x, y, text) => expect(percentOf(x, y)).toBe(text));
});

describe('percentageOf', () => {
  it.each([
    ['20', '200', '10'],
    ['1', '3', '33.333333333333336'],
    ['200', '100', '200'],
    ['-5', '20', '-25'],
    ['5', '0', ''],
    ['0', '0', ''],
    ['', '10', ''],
  ])('%j of %j → %j %%', (x, y, text) => expect(percentageOf(x, y)).toBe(text));
});

describe('percentageChange', () => {
  it.each([
    ['100', '150', '50'],
    ['150', '100', '-33.33333333333333'],
    ['50', '50', '0'],
    ['-10', '10', '-200'],
    ['0', '10', ''],
    ['0', '0', ''],
    ['10', '', ''],
    ['10', '٣', ''],
  ])('%j → %j is %j %%', (from, to, text) => expect(percentageChange(from, to)).toBe(text));
});

describe('parseOperand', () => {
  it.each<[string, number | undefined]>([
    ['', undefined],
    [' \t', undefined],
    ['42', 42],
    ['-0.5', -0.5],
    ['+.5', 0.5],
    ['3,14', 3.14],
    ['1E2', 100],
  ])('%j → %s', (text, value) => expect(parseOperand(text)).toBe(value));

  it.each(['abc', '1,2,3', '0x10', 'Infinity', '1e400', '½', '5 %', '😀'])('%j is not a number', (text) => {
    expect(parseOperand(text)).toBeNaN();
  });
});
