import { all, create, type FactoryFunctionMap, type MathJsInstance } from 'mathjs';
import { InputError } from '@/lib/errors';
import type { ReportProgress } from '@/lib/progress';

/**
 * Math expressions evaluated by mathjs (its own parser and interpreter, never JavaScript's eval).
 * This module loads mathjs and runs only in the math worker; the page never imports it.
 */

// mathjs types `all` as possibly undefined (it is read from a record); it is always there.
const everything = all as FactoryFunctionMap;
let shared: MathJsInstance | undefined;

/**
 * The instance for one expression. Each evaluation has its own scope, so variables never leak; only
 * `createUnit` changes the instance itself, so an expression naming it gets a fresh one (creating
 * an instance costs milliseconds: the others share one).
 */
function mathFor(expression: string): MathJsInstance {
  if (expression.includes('createUnit')) return create(everything);
  shared ??= create(everything);
  return shared;
}

const hasOwnToString = (value: object) =>
  typeof (value as { toString?: unknown }).toString === 'function' && value.toString !== Object.prototype.toString;

/**
 * A result's own string form: numbers at full JS precision (`Infinity`, `NaN`), complex numbers as
 * `a + bi`, matrices as `[a, b]`, units as `<value> <unit>`; '' when there is nothing to show.
 */
export function formatResult(math: MathJsInstance, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  // A function (`sin`, `f(x) = x^2`): its mathjs name, never its JavaScript source.
  if (typeof value === 'function') return math.format(value);
  if (math.isResultSet(value)) return value.entries.length ? String(value) : '';
  if (typeof value === 'object' && hasOwnToString(value)) return String(value);
  return math.format(value);
}

/** The engine's own message for a failure ("Undefined symbol foo", "Unexpected end of expression (char 3)"). */
const engineMessage = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error));

/**
 * Evaluates `expression` with the full mathjs language and returns the result's string form ('' for
 * a blank expression or one without a value). A failure throws InputError('engineError', { message }).
 * `started` is called just before the evaluation itself, so the page times only the evaluation.
 */
export function evaluateExpression(expression: string, started: ReportProgress): string {
  if (!expression.trim()) return '';
  const math = mathFor(expression);
  started({ done: 0, total: 1 });
  let value: unknown;
  try {
    value = math.evaluate(expression);
  } catch (error) {
    throw new InputError('engineError', { message: engineMessage(error) });
  }
  return formatResult(math, value);
}
