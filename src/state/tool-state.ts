import { currentStorage, rememberStored, writeStored } from './persisted-atom';

const key = (toolId: string) => `tool:${toolId}`;
const pending = new Map<string, Promise<unknown>>();

/**
 * A promise already marked as fulfilled: React's `use()` reads such a promise synchronously,
 * so a tool that saves its state never suspends (and never loses focus) on the next render.
 */
function settled(value: unknown): Promise<unknown> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** A tool's stored inputs/options; the promise is cached so the layout can start it early. */
export function readToolState(toolId: string): Promise<unknown> {
  let promise = pending.get(toolId);
  if (!promise) {
    promise = currentStorage()
      .get(key(toolId))
      .then(
        (value) => {
          rememberStored(key(toolId), value);
          return value;
        },
        () => undefined,
      );
    pending.set(toolId, promise);
  }
  return promise;
}

/** Saves a tool's persisted values; equal to the last saved ones, it writes nothing. */
export function writeToolState(toolId: string, value: unknown): void {
  pending.set(toolId, settled(value));
  writeStored(key(toolId), value);
}
