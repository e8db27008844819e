import { describe, expect, it } from 'vitest';
import { lastFailingMessage, type ValidationRule } from './validation';

const longerThan10: ValidationRule = { validator: (v) => v.length > 10, message: 'Length must be > 10' };
const noSpaces: ValidationRule = { validator: (v) => !v.includes(' '), message: 'No spaces' };
const throwsOnX: ValidationRule = {
  validator: (v) => {
    if (v.includes('x')) throw new Error('boom');
    return true;
  },
  message: 'No x',
};

describe('lastFailingMessage', () => {
  it.each([
    ['no rules', 'anything', [], undefined],
    ['every rule passes', 'abcdefghijkl', [longerThan10, noSpaces], undefined],
    ['one rule fails', 'short', [longerThan10, noSpaces], 'Length must be > 10'],
    ['the LAST failing rule wins', 'a b', [longerThan10, noSpaces], 'No spaces'],
    ['order decides', 'a b', [noSpaces, longerThan10], 'Length must be > 10'],
    ['a throwing validator fails', 'xxxxxxxxxxxx', [longerThan10, throwsOnX], 'No x'],
    ['a throwing rule before a failing one', 'x', [throwsOnX, longerThan10], 'Length must be > 10'],
    ['empty input is validated too', '', [longerThan10], 'Length must be > 10'],
    ['Unicode counts UTF-16 units like String.length', '😀😀😀😀😀😀', [longerThan10], undefined],
  ] as const)('%s', (_name, value, rules, expected) => {
    expect(lastFailingMessage(value, rules)).toBe(expected);
  });

  it('treats a non-true return (falsy) as failing', () => {
    const rule = { validator: () => 0 as unknown as boolean, message: 'falsy' };
    expect(lastFailingMessage('v', [rule])).toBe('falsy');
  });
});
