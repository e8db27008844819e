/**
 * A loader of code (a dynamic import) that a "Try again" button calls again after a failed
 * download. Some browsers keep a failed module import for the page's life (Chromium 150 answers
 * the same failure again without asking the network, for the module and each one it imports), so
 * a call after a failure that fails again while the browser is online reloads the page: the
 * tool's stored inputs come back after it. Offline, the failure stands (the page says so).
 */
export function retryableImport<A extends unknown[], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let failed = false;
  return async (...args) => {
    try {
      const loaded = await load(...args);
      failed = false;
      return loaded;
    } catch (error) {
      if (failed) return reloadOrThrow(error);
      failed = true;
      throw error;
    }
  };
}

/** After a retry failed again: reloads the page while online (the load stays pending until it goes), else rethrows. */
export function reloadOrThrow(error: unknown): Promise<never> {
  if (!navigator.onLine) throw error;
  window.location.reload();
  return new Promise<never>(() => undefined);
}
