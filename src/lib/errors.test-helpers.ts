import { InputError } from './errors';

/**
 * For tests: the key and params of the InputError that `work` throws, or 'no error' when it returns.
 * Any other error is rethrown, so a crash never passes for a rejected input.
 */
export function inputErrorOf(work: () => unknown): { key: string; params: InputError['params'] } | 'no error' {
  try {
    work();
  } catch (error) {
    if (error instanceof InputError) return { key: error.key, params: error.params };
    throw error;
  }
  return 'no error';
}
