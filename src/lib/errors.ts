/**
 * Bad user input: carries an i18n key (in the tool's namespace, or "app:" for shared messages)
 * and its parameters, so logic stays free of i18n and the UI shows a translated message.
 * Worker hosts throw it too: the bridge carries key and params across (workers/expose-host.ts).
 */
export class InputError extends Error {
  override name = 'InputError';
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export const isInputError = (error: unknown): error is InputError =>
  error instanceof InputError ||
  (typeof error === 'object' && error !== null && (error as Error).name === 'InputError' && 'key' in error);

/**
 * A task stopped before its end. `explicit` is true when a person (Cancel, leaving the page) asked
 * for it, false when a newer run of the same task superseded it ("latest wins").
 */
export class TaskAbortedError extends Error {
  override name = 'AbortError';
  constructor(readonly explicit = true) {
    super('The task was cancelled');
  }
}

export const isAborted = (error: unknown): boolean =>
  error instanceof TaskAbortedError || (error instanceof Error && error.name === 'AbortError');

/** A worker could not be loaded, crashed, or sent a message that could not be read. */
export class WorkerFailedError extends Error {
  override name = 'WorkerFailedError';
}

/** The browser could not read a file (moved, deleted, permission lost). */
export class FileReadError extends Error {
  override name = 'FileReadError';
}

/** What the page tells a person about a failure: an i18n key (with namespace) and its parameters. */
export interface ErrorMessage {
  key: string;
  params: Record<string, string | number>;
}

/**
 * The one mapping from a failure to words, used by every tool. `ns` is the namespace of an
 * InputError key that has none ("tool" keys). Errors lose their class crossing from a worker, so
 * this reads names, not prototypes.
 */
export function describeError(error: unknown, ns?: string): ErrorMessage {
  if (isInputError(error)) {
    const key = error.key.includes(':') || !ns ? error.key : `${ns}:${error.key}`;
    return { key, params: error.params ?? {} };
  }
  const name = error instanceof Error || (typeof error === 'object' && error !== null) ? (error as Error).name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (isAborted(error)) return { key: 'app:errors.cancelled', params: {} };
  if (name === 'WorkerFailedError') return { key: 'app:errors.workerFailed', params: {} };
  // A part of the app fetched on demand (a tool's library, a widget) that did not download: each engine words it its own way.
  if (/dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message))
    return { key: 'app:toolError.online', params: {} };
  if (name === 'FileReadError' || name === 'NotReadableError' || name === 'NotFoundError')
    return { key: 'app:errors.fileUnreadable', params: {} };
  // Storage quota (a file being written, the origin's storage), not memory.
  if (name === 'QuotaExceededError') return { key: 'app:errors.noSpace', params: {} };
  if (name === 'RangeError' && /allocat|memory/i.test(message)) return { key: 'app:errors.outOfMemory', params: {} };
  return { key: 'app:errors.unexpected', params: { message: message || name || 'unknown' } };
}
