/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { evaluateExpression } from '@/tools/math-evaluator/logic';

/** Math expressions (mathjs, kept out of the page): an expression may run long, so the page can terminate this worker. */
const api = {
  evaluateExpression,
};

export type MathHost = typeof api;
exposeHost(api);
