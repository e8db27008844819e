import { createStore, get, getMany, set, del, type UseStore } from 'idb-keyval';

/** Key-value persistence: IndexedDB through idb-keyval, or memory when IndexedDB is unavailable. */
export interface KeyValueStorage {
  readonly kind: 'indexeddb' | 'memory';
  get<T>(key: string): Promise<T | undefined>;
  getMany(keys: readonly string[]): Promise<unknown[]>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, unknown>();
  return {
    kind: 'memory',
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    getMany: async (keys) => keys.map((k) => structuredClone(map.get(k))),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    delete: async (key) => void map.delete(key),
  };
}

function createIdbStorage(store: UseStore): KeyValueStorage {
  return {
    kind: 'indexeddb',
    get: <T>(key: string) => get<T>(key, store),
    getMany: (keys) => getMany([...keys], store),
    set: (key, value) => set(key, value, store),
    delete: (key) => del(key, store),
  };
}

/**
 * Opens IndexedDB and proves it works with one read; private modes that refuse it (or an
 * environment without it) get memory storage instead of a crash.
 */
export async function openStorage(): Promise<KeyValueStorage> {
  try {
    if (typeof indexedDB === 'undefined') return createMemoryStorage();
    const idb = createIdbStorage(createStore('toolshed', 'keyval'));
    await idb.get('__probe__');
    return idb;
  } catch {
    return createMemoryStorage();
  }
}
