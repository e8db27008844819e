import type { ReportProgress } from '@/lib/progress';

/**
 * Types read off a worker host's exported API, so a call names a real method with the right
 * arguments, and its result type comes from the host: nothing is written twice by hand.
 */
type AnyFn = (...args: never[]) => unknown;

/** The names of the functions of a host API. */
export type MethodsOf<Api> = { [K in keyof Api]: Api[K] extends AnyFn ? K : never }[keyof Api] & string;

/** A method's arguments, without the progress callback that the bridge appends. */
export type ArgsOf<F> = F extends (...args: infer P) => unknown ? (P extends [...infer A, ReportProgress] ? A : P) : never;

/** Whether a method's last parameter reports progress. */
export type ReportsProgress<F> = F extends (...args: infer P) => unknown
  ? P extends [...unknown[], ReportProgress]
    ? true
    : false
  : false;

/** What a call resolves with. */
export type ResultOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;
