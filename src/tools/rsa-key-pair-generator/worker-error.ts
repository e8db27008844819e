import { isInputError } from '@/lib/errors';

/**
 * The i18n key of an InputError thrown in a worker. Comlink rebuilds thrown errors as plain Error
 * objects with the original name and message (InputError's message is its key), so `key` is lost.
 */
export function workerErrorKey(error: unknown): string | undefined {
  if (isInputError(error)) return error.key;
  if (error instanceof Error && error.name === 'InputError') return error.message;
  return undefined;
}
