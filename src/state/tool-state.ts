import { currentStorage } from './persisted-atom';

const key = (toolId: string) => `tool:${toolId}`;
const pending = new Map<string, Promise<unknown>>();

/** A tool's stored inputs/options; the promise is cached so the layout can start it early. */
export function readToolState(toolId: string): Promise<unknown> {
  let promise = pending.get(toolId);
  if (!promise) {
    promise = currentStorage()
      .get(key(toolId))
      .catch(() => undefined);
    pending.set(toolId, promise);
  }
  return promise;
}

export function writeToolState(toolId: string, value: unknown): void {
  pending.set(toolId, Promise.resolve(value));
  void currentStorage()
    .set(key(toolId), value)
    .catch(() => undefined);
}
