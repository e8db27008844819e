import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/errors';
import { ErrorNotice } from './ErrorNotice';

export interface TaskErrorProps {
  /** The failure (anything thrown by a task or a worker); nothing renders without one. */
  error?: unknown;
  /** The tool's namespace, for InputError keys without one. */
  ns: string;
  className?: string;
}

/**
 * A failure in words, the same way in every tool: invalid input (the tool's message), a file that
 * cannot be read, memory exhausted, a worker that failed to load or crashed, or an unexpected error.
 */
export function TaskError({ error, ns, className }: TaskErrorProps) {
  const { t } = useTranslation(ns);
  if (error === undefined) return null;
  const { key, params } = describeError(error, ns);
  return <ErrorNotice message={t(key, params)} className={className} />;
}

/** The same words as a string, for a field's own error slot. */
export function useErrorText(ns: string): (error: unknown) => string | undefined {
  const { t } = useTranslation(ns);
  return (error) => {
    if (error === undefined) return undefined;
    const { key, params } = describeError(error, ns);
    return t(key, params);
  };
}
