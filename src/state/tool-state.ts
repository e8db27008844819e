import { atom } from 'jotai';
import { currentStorage, persistedAtom, rememberStored, writeStored } from './persisted-atom';
import { reportStorageFault } from './storage-fault';
import { appStore } from './store';

const PREFIX = 'tool:';
const key = (toolId: string) => `${PREFIX}${toolId}`;
const pending = new Map<string, Promise<unknown>>();

const rememberedAtom = persistedAtom<boolean>('rememberToolInputs', true, (v) => (typeof v === 'boolean' ? v : undefined));

/**
 * Whether tools keep their inputs and options across visits (sensitive tools never do). Turning
 * it off deletes every tool's stored state; tools then keep what is typed in memory only.
 */
export const rememberToolInputsAtom = atom(
  (get) => get(rememberedAtom),
  (_get, set, on: boolean) => {
    set(rememberedAtom, on);
    if (!on) void forgetStoredToolStates();
  },
);

const remembering = () => appStore.get(rememberedAtom);

/**
 * A promise already marked as fulfilled: React's `use()` reads such a promise synchronously,
 * so a tool whose state is already known never suspends (and never loses focus) on the next render.
 */
function settled(value: unknown): Promise<unknown> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** A tool's stored inputs/options; the promise is cached so the layout can start it early. */
export function readToolState(toolId: string): Promise<unknown> {
  let promise = pending.get(toolId);
  if (!promise && !remembering()) promise = settled(undefined);
  if (!promise) {
    promise = currentStorage()
      .get(key(toolId))
      .then(
        (value) => {
          rememberStored(key(toolId), value);
          return value;
        },
        () => {
          reportStorageFault('failed');
          return undefined;
        },
      );
    // Marked once settled too, so a render after the read (the boot waits for it) never suspends.
    const read = promise;
    void read.then((value) => Object.assign(read, { status: 'fulfilled', value }));
  }
  pending.set(toolId, promise);
  return promise;
}

/**
 * Saves a tool's persisted values (in memory only while remembering is off); equal to the last
 * saved ones, it writes nothing.
 */
export function writeToolState(toolId: string, value: unknown): void {
  pending.set(toolId, settled(value));
  if (remembering()) writeStored(key(toolId), value);
}

/** Deletes every tool's stored state, behind any write still on its way (the values in memory stay). */
async function forgetStoredToolStates(): Promise<void> {
  let stored: string[] = [];
  try {
    stored = (await currentStorage().keys()).filter((k) => k.startsWith(PREFIX));
  } catch {
    reportStorageFault('failed');
  }
  if (remembering()) return; // turned back on meanwhile
  for (const k of new Set([...stored, ...[...pending.keys()].map(key)])) writeStored(k, undefined);
}
