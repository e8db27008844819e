/**
 * Bad user input: carries an i18n key (in the tool's namespace, or "app:" for shared messages)
 * and its parameters, so logic stays free of i18n and the UI shows a translated message.
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

/** A worker answer: bad input comes back as data, since thrown errors lose their fields in transit. */
export type TaskResult<T> =
  { ok: true; value: T } | { ok: false; error: { key: string; params: Record<string, string | number> } };

export async function asTaskResult<T>(work: () => Promise<T> | T): Promise<TaskResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, error: { key: error.key, params: error.params } };
    throw error;
  }
}
