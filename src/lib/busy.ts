/**
 * What must not be interrupted (a task running, input that would be lost): while anything is held,
 * the app is busy and an update waits for the user instead of reloading the page.
 */
export type BusyReason = 'task' | 'unsaved';

const holds = new Set<symbol>();
const listeners = new Set<(busy: boolean) => void>();

function notify(): void {
  const busy = isBusy();
  for (const listener of listeners) listener(busy);
}

/** Marks the app busy (a task running, unsaved input) until the returned release is called (idempotent). */
export function holdBusy(reason: BusyReason): () => void {
  const hold = Symbol(reason);
  holds.add(hold);
  if (holds.size === 1) notify();
  return () => {
    if (holds.delete(hold) && holds.size === 0) notify();
  };
}

export function isBusy(): boolean {
  return holds.size > 0;
}

/** Calls `listener` whenever busy turns on or off; returns an unsubscribe. */
export function onBusyChange(listener: (busy: boolean) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
