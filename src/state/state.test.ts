import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropFavorite, favoritesFromStored, moveFavorite, toggleFavorite } from './favorites';
import { hydratePersistedAtoms, persistedAtom, setPersistenceStorage } from './persisted-atom';
import { createMemoryStorage, openStorage } from './storage';
import { readToolState, writeToolState } from './tool-state';

afterEach(() => vi.unstubAllGlobals());

describe('storage', () => {
  it('uses IndexedDB when it works', async () => {
    const storage = await openStorage();
    expect(storage.kind).toBe('indexeddb');
    await storage.set('k', { a: [1, 2] });
    expect(await storage.get('k')).toEqual({ a: [1, 2] });
    expect(await storage.getMany(['k', 'missing'])).toEqual([{ a: [1, 2] }, undefined]);
  });

  it('falls back to memory when IndexedDB is missing or refuses to open', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect((await openStorage()).kind).toBe('memory');
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('private mode', 'InvalidStateError');
      },
    });
    const storage = await openStorage();
    expect(storage.kind).toBe('memory');
    await storage.set('x', 1);
    expect(await storage.get('x')).toBe(1);
  });

  it('memory storage hands out copies, not shared objects', async () => {
    const storage = createMemoryStorage();
    const value = { list: ['a'] };
    await storage.set('v', value);
    value.list.push('b');
    expect(await storage.get('v')).toEqual({ list: ['a'] });
  });
});

describe('persistedAtom', () => {
  it('writes through to storage and hydrates in one batch, validating stored values', async () => {
    const storage = createMemoryStorage();
    setPersistenceStorage(storage);
    const count = persistedAtom<number>('test:count', 0, (v) => (typeof v === 'number' ? v : undefined));
    const name = persistedAtom<string>('test:name', 'default', (v) => (typeof v === 'string' ? v : undefined));
    const store = createStore();
    store.set(count, 5);
    store.set(count, (n) => n + 1);
    // Writes to one key are ordered: the second lands after the first settles.
    await vi.waitFor(async () => expect(await storage.get('test:count')).toBe(6));
    await storage.set('test:name', 42); // corrupt value: ignored on hydrate
    const getMany = vi.spyOn(storage, 'getMany');
    const fresh = createStore();
    await hydratePersistedAtoms(fresh);
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(fresh.get(count)).toBe(6);
    expect(fresh.get(name)).toBe('default');
  });

  it('keeps defaults when storage fails', async () => {
    const storage = createMemoryStorage();
    storage.getMany = () => Promise.reject(new Error('boom'));
    setPersistenceStorage(storage);
    const flag = persistedAtom('test:flag', true);
    const store = createStore();
    await hydratePersistedAtoms(store);
    expect(store.get(flag)).toBe(true);
  });
});

describe('tool state', () => {
  it('round-trips per tool and serves the cached read', async () => {
    setPersistenceStorage(createMemoryStorage());
    expect(await readToolState('demo')).toBeUndefined();
    writeToolState('demo', { length: 12 });
    expect(await readToolState('demo')).toEqual({ length: 12 });
  });
});

describe('favourites', () => {
  const known = new Set(['hash-text', 'bcrypt', 'token-generator']);
  it('reads ids, paths and English names; drops unknown and duplicate entries', () => {
    const byName = new Map([
      ['bcrypt', 'bcrypt'],
      ['hash text', 'hash-text'],
    ]);
    expect(favoritesFromStored(['/token-generator', 'Hash text', 'nope', 'bcrypt', 'token-generator'], known, byName)).toEqual([
      'token-generator',
      'hash-text',
      'bcrypt',
    ]);
  });
  it('toggles and reorders', () => {
    expect(toggleFavorite(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleFavorite(['a', 'b'], 'a')).toEqual(['b']);
    expect(moveFavorite(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveFavorite(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveFavorite(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(dropFavorite(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(dropFavorite(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(dropFavorite(['a', 'b', 'c'], 'b', 'b')).toEqual(['a', 'b', 'c']);
    expect(dropFavorite(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });
});
