import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydratePersistedAtoms, persistedAtom, setPersistenceStorage } from './persisted-atom';
import { favoriteToolsAtom } from './preferences';
import { createMemoryStorage, openStorage, type KeyValueStorage } from './storage';
import { reportStorageFault, resetStorageFaultForTests, storageFaultAtom } from './storage-fault';
import { appStore } from './store';
import { readToolState, rememberToolInputsAtom, writeToolState } from './tool-state';
import { createWriteQueue } from './write-queue';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const fault = () => appStore.get(storageFaultAtom);

beforeEach(() => {
  resetStorageFaultForTests();
  appStore.set(rememberToolInputsAtom, true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('storage faults', () => {
  it('IndexedDB refusing to open: memory storage, and the user is told once', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('private mode', 'InvalidStateError');
      },
    });
    const storage = await openStorage();
    expect(storage.kind).toBe('memory');
    expect(fault()).toBe('unavailable');
    appStore.set(storageFaultAtom, null); // dismissed
    reportStorageFault('failed');
    await openStorage();
    expect(fault()).toBeNull();
  });

  it('IndexedDB missing altogether is told too', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect((await openStorage()).kind).toBe('memory');
    expect(fault()).toBe('unavailable');
  });

  it('a working IndexedDB tells nothing', async () => {
    expect((await openStorage()).kind).toBe('indexeddb');
    expect(fault()).toBeNull();
  });

  it('writes throwing (quota exceeded): the app keeps the values in memory and tells the user once', async () => {
    const storage = await openStorage();
    expect(storage.kind).toBe('indexeddb');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    setPersistenceStorage(storage);
    writeToolState('quota-demo', { text: 'kept' });
    appStore.set(favoriteToolsAtom, ['bcrypt']);
    await vi.waitFor(() => expect(fault()).toBe('failed'));
    expect(await readToolState('quota-demo')).toEqual({ text: 'kept' });
    expect(appStore.get(favoriteToolsAtom)).toEqual(['bcrypt']);
    appStore.set(storageFaultAtom, null); // dismissed: later failures stay quiet
    writeToolState('quota-demo', { text: 'again' });
    await settle();
    await settle();
    expect(fault()).toBeNull();
  });

  it('reads failing: defaults, no crash, and the user is told', async () => {
    const storage = createMemoryStorage();
    storage.get = () => Promise.reject(new DOMException('broken', 'UnknownError'));
    storage.getMany = () => Promise.reject(new DOMException('broken', 'UnknownError'));
    setPersistenceStorage(storage);
    await hydratePersistedAtoms(appStore);
    expect(await readToolState('read-fails')).toBeUndefined();
    expect(fault()).toBe('failed');
  });

  it('a corrupted stored preference is reset to its default and deleted from storage', async () => {
    const storage = createMemoryStorage();
    await storage.set('test:flag', 'not a boolean');
    await storage.set('test:list', ['fine']);
    setPersistenceStorage(storage);
    const flag = persistedAtom<boolean>('test:flag', true, (v) => (typeof v === 'boolean' ? v : undefined));
    const list = persistedAtom<string[]>('test:list', [], (v) => {
      if (!Array.isArray(v)) throw new TypeError('a validator that throws');
      return v as string[];
    });
    await storage.set('test:list', { not: 'a list' });
    await hydratePersistedAtoms(appStore);
    expect(appStore.get(flag)).toBe(true);
    expect(appStore.get(list)).toEqual([]);
    await vi.waitFor(async () => expect(await storage.keys()).not.toContain('test:flag'));
    expect(await storage.keys()).not.toContain('test:list');
  });
});

describe('remembering tool inputs', () => {
  it('turned off: stored tool states are deleted, preferences kept, and new inputs stay in memory only', async () => {
    const storage = createMemoryStorage();
    await storage.set('tool:base64-string-converter', { input: 'Authorization: Basic dXNlcjpwYXNz' });
    await storage.set('tool:json-prettify', { input: '{"apiVersion":"v1","kind":"Secret"}' });
    await storage.set('favoriteToolsName', ['bcrypt']);
    setPersistenceStorage(storage);
    await hydratePersistedAtoms(appStore);
    expect(appStore.get(rememberToolInputsAtom)).toBe(true);

    appStore.set(rememberToolInputsAtom, false);
    await vi.waitFor(async () => expect((await storage.keys()).sort()).toEqual(['favoriteToolsName', 'rememberToolInputs']));
    expect(await storage.get('rememberToolInputs')).toBe(false);

    // Typing goes on working in memory (the tool finds it again on the next visit of the page)…
    expect(await readToolState('base64-string-converter')).toBeUndefined();
    writeToolState('base64-string-converter', { input: 'secret' });
    expect(await readToolState('base64-string-converter')).toEqual({ input: 'secret' });
    await settle();
    // …but nothing reaches storage.
    expect((await storage.keys()).filter((k) => k.startsWith('tool:'))).toEqual([]);

    appStore.set(rememberToolInputsAtom, true);
    writeToolState('base64-string-converter', { input: 'kept now' });
    await vi.waitFor(async () => expect(await storage.get('tool:base64-string-converter')).toEqual({ input: 'kept now' }));
  });

  it('the stored preference is read at boot: off, a tool reads nothing from storage', async () => {
    const storage = createMemoryStorage();
    await storage.set('rememberToolInputs', false);
    await storage.set('tool:boot-demo', { input: 'left over' });
    setPersistenceStorage(storage);
    await hydratePersistedAtoms(appStore);
    expect(appStore.get(rememberToolInputsAtom)).toBe(false);
    expect(await readToolState('boot-demo')).toBeUndefined();
  });

  it('a write still on its way when remembering is turned off cannot land after the deletion', async () => {
    const data = new Map<string, unknown>();
    const landings: (() => void)[] = [];
    const storage: KeyValueStorage = {
      ...createMemoryStorage(),
      keys: async () => [...data.keys()],
      set: (key, value) => new Promise<void>((resolve) => landings.push(() => resolve(void data.set(key, value)))),
      delete: async (key) => void data.delete(key),
    };
    setPersistenceStorage(storage);
    writeToolState('slow-demo', { input: 'typed just before' });
    appStore.set(rememberToolInputsAtom, false);
    await settle();
    for (const land of landings.splice(0)) land(); // the tool's write lands last
    await settle();
    landings.splice(0).forEach((land) => land()); // the preference itself
    await vi.waitFor(() => expect(data.has('tool:slow-demo')).toBe(false));
    expect(data.get('rememberToolInputs')).toBe(false);
  });
});

describe('write queue deletes', () => {
  it('undefined deletes the key, after the write in flight; deleting an absent key twice costs one call', async () => {
    const storage = createMemoryStorage();
    const del = vi.spyOn(storage, 'delete');
    const queue = createWriteQueue(storage);
    queue.write('k', 1);
    queue.write('k', undefined);
    await vi.waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(await storage.get('k')).toBeUndefined();
    queue.write('k', undefined);
    await settle();
    expect(del).toHaveBeenCalledTimes(1);
  });

  it('a failed write is reported', async () => {
    const storage = createMemoryStorage();
    storage.set = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    const onFailure = vi.fn();
    createWriteQueue(storage, onFailure).write('k', 1);
    await vi.waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
  });
});
