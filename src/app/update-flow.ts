/**
 * What happens when a new version of the app is ready (service worker waiting). Reloading at once
 * is right only when nothing would be lost; otherwise a notice offers the reload and waits.
 */
export type UpdateDecision = 'reload' | 'prompt';

export function decideUpdate({ busy }: { busy: boolean }): UpdateDecision {
  return busy ? 'prompt' : 'reload';
}

export interface UpdateFlowDeps {
  isBusy: () => boolean;
  /** Lets the waiting service worker take over; `onControlling` follows once it does. */
  activate: () => void;
  reload: () => void;
  /** Shows the "new version is ready" notice; its button calls `accept`. */
  prompt: (accept: () => void) => void;
}

export function createUpdateFlow({ isBusy, activate, reload, prompt }: UpdateFlowDeps) {
  let accepted = false;
  const accept = () => {
    accepted = true;
    activate();
  };
  return {
    /** A new version is installed and waiting. */
    onWaiting(): void {
      if (decideUpdate({ busy: isBusy() }) === 'reload') accept();
      else prompt(accept);
    },
    /** The new version controls the page (ours, or another tab let it take over): old chunks may be gone. */
    onControlling(): void {
      if (accepted || decideUpdate({ busy: isBusy() }) === 'reload') reload();
      else prompt(reload);
    },
  };
}

// The notice's state: the action its button runs, or null while there is nothing to offer.
let pendingAction: (() => void) | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(action: () => void): void {
  pendingAction = action;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): (() => void) | null {
  return pendingAction;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
