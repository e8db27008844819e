import { describe, expect, it } from 'vitest';
import { convertFromKelvin, isScale, parseTemperature, roundTemperature, SCALES, type Scale } from './logic';

const convert = (scale: Scale, value: number) => convertFromKelvin(SCALES[scale].toKelvin(value));

describe('water freezes and boils at the exact values of every scale', () => {
  const freezing = {
    kelvin: '273.15',
    celsius: '0',
    fahrenheit: '32',
    rankine: '491.67',
    delisle: '150',
    newton: '0',
    reaumur: '0',
    romer: '7.5',
  };
  const boiling = {
    kelvin: '373.15',
    celsius: '100',
    fahrenheit: '212',
    rankine: '671.67',
    delisle: '0',
    newton: '33',
    reaumur: '80',
    romer: '60',
  };
  it.each(Object.keys(freezing) as Scale[])('from %s', (scale) => {
    expect(convert(scale, Number(freezing[scale]))).toEqual(freezing);
    expect(convert(scale, Number(boiling[scale]))).toEqual(boiling);
  });
});

describe('convertFromKelvin', () => {
  it.each<[number, Partial<Record<Scale, string>>]>([
    [0, { kelvin: '0', celsius: '-273.15', fahrenheit: '-459.67', rankine: '0', delisle: '559.73', newton: '-90.14' }],
    [0, { reaumur: '-218.52', romer: '-135.9' }],
    [310.15, { celsius: '37', fahrenheit: '98.6' }],
    [233.15, { celsius: '-40', fahrenheit: '-40' }],
    [1e30, { kelvin: '1e+30' }],
  ])('%s K', (kelvin, expected) => {
    expect(convertFromKelvin(kelvin)).toMatchObject(expected);
  });
});

describe('roundTemperature', () => {
  it.each([
    [273.15000000000003, '273.15'],
    [1.005, '1.01'],
    [-1.005, '-1.01'],
    [2.675, '2.68'],
    [0.125, '0.13'],
    [-0.125, '-0.13'],
    [1.994, '1.99'],
    [1.995, '2'],
    [-0.004, '0'],
    [0.004999, '0'],
    [0.005, '0.01'],
    [-0, '0'],
    [12.5, '12.5'],
    [100, '100'],
    [-459.67, '-459.67'],
    [123456789.126, '123456789.13'],
    [1e21, '1e+21'],
  ])('%s → %s', (value, text) => expect(roundTemperature(value)).toBe(text));
});

describe('parseTemperature', () => {
  it.each<[string, number | undefined]>([
    ['', undefined],
    ['   ', undefined],
    ['0', 0],
    ['-40', -40],
    ['+12.5', 12.5],
    [' 36,6 ', 36.6],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1E-2', 0.01],
  ])('%j → %s', (text, value) => expect(parseTemperature(text)).toBe(value));

  it.each(['abc', '12°', '1,2,3', '--1', '1e', 'Infinity', '1e999', '٣', '½', '0x10'])('%j is not a number', (text) => {
    expect(parseTemperature(text)).toBeNaN();
  });
});

it('knows its scales', () => {
  expect(isScale('reaumur')).toBe(true);
  expect(isScale('toString')).toBe(false);
});
