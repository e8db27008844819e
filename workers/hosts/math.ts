/// <reference lib="webworker" />
import { evaluateExpression } from '@/tools/math-evaluator/logic';

/** Math expressions (mathjs, kept out of the page): an expression may run long, so the page can terminate this worker. */
export const api = {
  evaluateExpression,
};

export type MathHost = typeof api;
