import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import type { KeyValueStorage } from './storage';
import { createMemoryStorage } from './storage';
import { reportStorageFault } from './storage-fault';
import { createWriteQueue } from './write-queue';

type SetStateAction<T> = T | ((previous: T) => T);
export type PersistedAtom<T> = WritableAtom<T, [SetStateAction<T>], void>;

interface Entry {
  base: PrimitiveAtom<unknown>;
  /** Validates/migrates a stored value; returns undefined to ignore it. */
  read: (stored: unknown) => unknown;
}

const entries = new Map<string, Entry>();
const writeFailed = () => reportStorageFault('failed');
let storage: KeyValueStorage = createMemoryStorage();
let writes = createWriteQueue(storage, writeFailed);

/** Points persistence at the opened storage (done once at boot, before hydrate). */
export function setPersistenceStorage(next: KeyValueStorage): void {
  storage = next;
  writes = createWriteQueue(next, writeFailed);
}

export function currentStorage(): KeyValueStorage {
  return storage;
}

/** Every write to the current storage goes through here: ordered per key, equal values skipped, undefined deletes. */
export function writeStored(key: string, value: unknown): void {
  writes.write(key, value);
}

/** Notes a value just read from the current storage, so writing it back costs nothing. */
export function rememberStored(key: string, value: unknown): void {
  writes.remember(key, value);
}

/**
 * An atom whose value is mirrored to the key-value storage under `key`. Its stored value is
 * loaded by `hydratePersistedAtoms` in one batch at boot, before the first render.
 */
export function persistedAtom<T>(
  key: string,
  initial: T,
  read: (stored: unknown) => T | undefined = (v) => v as T,
): PersistedAtom<T> {
  const base = atom<T>(initial);
  entries.set(key, { base: base as PrimitiveAtom<unknown>, read });
  return atom(
    (get) => get(base),
    (get, set, action: SetStateAction<T>) => {
      const next = typeof action === 'function' ? (action as (p: T) => T)(get(base)) : action;
      set(base, next);
      writeStored(key, next);
    },
  );
}

type StoreLike = { set: (atom: PrimitiveAtom<unknown>, value: unknown) => void };

/** Reads every persisted atom's value in one storage round trip; a corrupted value is deleted. */
export async function hydratePersistedAtoms(store: StoreLike): Promise<void> {
  const keys = [...entries.keys()];
  let values: unknown[];
  try {
    values = await storage.getMany(keys);
  } catch {
    reportStorageFault('failed');
    return;
  }
  keys.forEach((key, i) => {
    const entry = entries.get(key);
    if (values[i] !== undefined) rememberStored(key, values[i]);
    if (!entry || values[i] === undefined) return;
    let value: unknown;
    try {
      value = entry.read(values[i]);
    } catch {
      value = undefined;
    }
    if (value !== undefined) store.set(entry.base, value);
    else writeStored(key, undefined); // not a value this version can use: back to the default
  });
}
