import { describe, expect, it, vi } from 'vitest';
import { persistedAtom, setPersistenceStorage, hydratePersistedAtoms } from './persisted-atom';
import { createMemoryStorage, type KeyValueStorage } from './storage';
import { readToolState, writeToolState } from './tool-state';
import { createWriteQueue, samePersisted } from './write-queue';
import { createStore } from 'jotai';

/** A storage whose writes land only when the test says so, in any order it likes. */
function manualStorage() {
  const data = new Map<string, unknown>();
  const writes: { key: string; value: unknown; land: () => void; fail: () => void }[] = [];
  const storage: KeyValueStorage = {
    ...createMemoryStorage(),
    get: async <T>(key: string) => data.get(key) as T | undefined,
    getMany: async (keys) => keys.map((k) => data.get(k)),
    set: (key, value) =>
      new Promise<void>((resolve, reject) => {
        let landed = false;
        writes.push({
          key,
          value,
          land: () => {
            if (landed) return;
            landed = true;
            data.set(key, value);
            resolve();
          },
          fail: () => reject(new Error('quota')),
        });
      }),
  };
  return { storage, data, writes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('samePersisted', () => {
  it('compares stored data by content', () => {
    expect(samePersisted({ a: 1, b: [1, 'x'] }, { b: [1, 'x'], a: 1 })).toBe(true);
    expect(samePersisted(Number.NaN, Number.NaN)).toBe(true);
    expect(samePersisted({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(samePersisted({ a: 1 }, { a: '1' })).toBe(false);
    expect(samePersisted([1, 2], [2, 1])).toBe(false);
    expect(samePersisted([], {})).toBe(false);
    expect(samePersisted(null, {})).toBe(false);
    expect(samePersisted(new Date(0), new Date(0))).toBe(false); // not plain data: only identity
  });
});

describe('write queue', () => {
  it('never lets an older write land after a newer one, and skips values overtaken while waiting', async () => {
    const { storage, data, writes } = manualStorage();
    const queue = createWriteQueue(storage);
    queue.write('k', 'a');
    queue.write('k', 'b');
    queue.write('k', 'c');
    expect(writes.map((w) => w.value)).toEqual(['a']); // one write per key in flight
    writes[0]!.land();
    await settle();
    expect(writes.map((w) => w.value)).toEqual(['a', 'c']); // 'b' was overtaken before its turn
    writes[1]!.land();
    await settle();
    expect(data.get('k')).toBe('c');
  });

  it('writes nothing when the value equals what storage holds or was read from it', async () => {
    const { storage, writes } = manualStorage();
    const queue = createWriteQueue(storage);
    queue.remember('k', { n: 1 });
    queue.write('k', { n: 1 });
    expect(writes).toHaveLength(0);
    queue.write('k', { n: 2 });
    writes[0]!.land();
    await settle();
    queue.write('k', { n: 2 });
    expect(writes).toHaveLength(1);
    // Going back to the value in flight drops the one waiting behind it.
    queue.write('k', { n: 3 });
    queue.write('k', { n: 4 });
    queue.write('k', { n: 3 });
    writes[1]!.land();
    await settle();
    expect(writes.map((w) => w.value)).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('retries a value after a failed write instead of assuming it is stored', async () => {
    const { storage, writes } = manualStorage();
    const queue = createWriteQueue(storage);
    queue.write('k', 1);
    writes[0]!.fail();
    await settle();
    queue.write('k', 1);
    expect(writes).toHaveLength(2);
  });

  it('keys are independent', () => {
    const { storage, writes } = manualStorage();
    const queue = createWriteQueue(storage);
    queue.write('a', 1);
    queue.write('b', 1);
    expect(writes.map((w) => w.key)).toEqual(['a', 'b']);
  });
});

describe('state layer writes', () => {
  it('tool state: a stale write cannot overwrite a newer one even when storage finishes out of order', async () => {
    const { storage, data, writes } = manualStorage();
    setPersistenceStorage(storage);
    writeToolState('ordered', { size: 1 });
    writeToolState('ordered', { size: 2 });
    // Land every write started so far, newest first (a storage free to reorder would).
    for (let round = 0; round < 3; round++) {
      for (const write of [...writes].reverse()) write.land();
      await settle();
    }
    expect(data.get('tool:ordered')).toEqual({ size: 2 });
    expect(await readToolState('ordered')).toEqual({ size: 2 });
  });

  it('tool state: the same values as last written write nothing', async () => {
    const storage = createMemoryStorage();
    const set = vi.spyOn(storage, 'set');
    setPersistenceStorage(storage);
    writeToolState('same', { a: 1, b: 'x' });
    await settle();
    writeToolState('same', { b: 'x', a: 1 });
    await settle();
    expect(set).toHaveBeenCalledTimes(1);
  });

  it('persisted atoms: setting the hydrated or current value again writes nothing', async () => {
    const storage = createMemoryStorage();
    await storage.set('test:list', ['x']);
    const set = vi.spyOn(storage, 'set');
    setPersistenceStorage(storage);
    const list = persistedAtom<string[]>('test:list', []);
    const store = createStore();
    await hydratePersistedAtoms(store);
    store.set(list, ['x']);
    await settle();
    expect(set).not.toHaveBeenCalled();
    store.set(list, ['x', 'y']);
    await settle();
    store.set(list, (previous) => [...previous]);
    await settle();
    expect(set).toHaveBeenCalledTimes(1);
    expect(await storage.get('test:list')).toEqual(['x', 'y']);
  });
});
