import { describe, expect, it, vi } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { evaluateExpression } from './logic';

const evaluate = (expression: string) => evaluateExpression(expression, () => {});
const engineError = (expression: string) => inputErrorOf(() => evaluate(expression));
const failsWith = (message: string) => ({ key: 'engineError', params: { message } });

describe('evaluateExpression', () => {
  it.each([
    ['2*sqrt(6)', '4.898979485566356'],
    ['1 + 2 * 3', '7'],
    ['0.1 + 0.2', '0.30000000000000004'],
    ['1e6', '1000000'],
    ['2^64', '18446744073709552000'],
    ['pi', '3.141592653589793'],
    ['1/0', 'Infinity'],
    ['-1/0', '-Infinity'],
    ['0/0', 'NaN'],
    ['sin(pi/2)', '1'],
    ['atan2(1, 1)', '0.7853981633974483'],
    ['acosh(1)', '0'],
    ['sqrt(-4)', '2i'],
    ['2 + 3i', '2 + 3i'],
    ['(1 + 2i) * (3 - i)', '5 + 5i'],
    ['[1, 2] + 1', '[2, 3]'],
    ['[1, 2; 3, 4]', '[[1, 2], [3, 4]]'],
    ['det([1, 2; 3, 4])', '-2'],
    ['1:3', '[1, 2, 3]'],
    ['2 inch to cm', '5.08 cm'],
    ['12 m/s', '12 m / s'],
    ['3 > 2', 'true'],
    ['"text"', 'text'],
    ['fraction(1, 3)', '0.(3)'],
    ['bignumber(1) / 3', '0.3333333333333333333333333333333333333333333333333333333333333333'],
    ['{a: 1}', '{"a": 1}'],
    ['f(x) = x^2', 'f(x)'],
    ['f(x) = x^2; f(3)', '[9]'],
    ['a = 2; a + 1', '[3]'],
    ['a = 2\na * 5', '[2, 10]'],
  ])('%j → %j', (expression, result) => expect(evaluate(expression)).toBe(result));

  it.each([[''], ['   '], ['\n\t'], ['# only a comment'], ['x = 3;']])('%j has nothing to show', (expression) =>
    expect(evaluate(expression)).toBe(''),
  );

  it.each([
    ['foo', 'Undefined symbol foo'],
    ['1 +', 'Unexpected end of expression (char 4)'],
    ['2 * (3', 'Parenthesis ) expected (char 7)'],
    ['5 cm + 2 kg', 'Units do not match'],
    ['sqrt(1, 2)', 'Too many arguments in function sqrt (expected: 1, actual: 2)'],
    ['import({a: 1})', 'Undefined function import'],
  ])('%j fails with the engine message %j', (expression, message) => expect(engineError(expression)).toEqual(failsWith(message)));

  it('keeps definitions of one expression out of the next', () => {
    const define = 'createUnit("knot2", "0.514444 m/s")';
    expect(evaluate(define)).toBe('knot2');
    // Defined again without "a unit with that name already exists": each time on a fresh instance.
    expect(evaluate(define)).toBe('knot2');
    expect(engineError('2 knot2')).toEqual(failsWith('Undefined symbol knot2'));
    expect(evaluate('y = 5')).toBe('5');
    expect(engineError('y')).toEqual(failsWith('Undefined symbol y'));
  });

  it('reports the start of the evaluation itself, and nothing for a blank expression', () => {
    const started = vi.fn();
    evaluateExpression('1 + 1', started);
    expect(started).toHaveBeenCalledOnce();
    expect(started).toHaveBeenCalledWith({ done: 0, total: 1 });
    const idle = vi.fn();
    evaluateExpression('  ', idle);
    expect(idle).not.toHaveBeenCalled();
  });

  it('never runs JavaScript: the parser refuses to reach it', () => {
    expect(engineError('cos.constructor')).toEqual(failsWith('No access to property "constructor"'));
  });
});
