/**
 * Resolves in a later task, so a long job done in slices lets the page answer in between.
 * `scheduler.yield()` where the browser has it, a message to itself otherwise (a timer would wait
 * 4 ms once nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
