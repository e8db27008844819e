import { createStore, get, getMany, set, del, keys, type UseStore } from 'idb-keyval';
import { reportStorageFault } from './storage-fault';

/** Key-value persistence: IndexedDB through idb-keyval, or memory when IndexedDB is unavailable. */
export interface KeyValueStorage {
  readonly kind: 'indexeddb' | 'memory';
  get<T>(key: string): Promise<T | undefined>;
  getMany(keys: readonly string[]): Promise<unknown[]>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, unknown>();
  return {
    kind: 'memory',
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    getMany: async (keys) => keys.map((k) => structuredClone(map.get(k))),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    delete: async (key) => void map.delete(key),
    keys: async () => [...map.keys()],
  };
}

function createIdbStorage(store: UseStore): KeyValueStorage {
  return {
    kind: 'indexeddb',
    get: <T>(key: string) => get<T>(key, store),
    getMany: (keys) => getMany([...keys], store),
    set: (key, value) => set(key, value, store),
    delete: (key) => del(key, store),
    keys: () => keys<string>(store),
  };
}

/**
 * Opens IndexedDB and proves it works with one read; private modes that refuse it (or an
 * environment without it) get memory storage instead of a crash, and the user is told once.
 */
export async function openStorage(): Promise<KeyValueStorage> {
  try {
    if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
    const idb = createIdbStorage(createStore('toolshed', 'keyval'));
    await idb.get('__probe__');
    return idb;
  } catch {
    reportStorageFault('unavailable');
    return createMemoryStorage();
  }
}
