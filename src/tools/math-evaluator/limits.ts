/** How long one evaluation may run before the page terminates the worker. */
export const TIME_LIMIT_MS = 2000;
