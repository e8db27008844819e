import type { KeyValueStorage } from './storage';

/** Equality for stored values (structured-clone data): primitives by Object.is, arrays and plain objects by content. */
export function samePersisted(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => samePersisted(x, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && samePersisted(a[k], b[k]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

interface KeyState {
  /** What storage holds once the write in flight (if any) lands; unknown when hasValue is false. */
  value: unknown;
  hasValue: boolean;
  inFlight: boolean;
  /** The newest value asked for while a write was in flight: only it is written next. */
  next?: { value: unknown };
}

export interface WriteQueue {
  /** Stores `value` under `key` unless storage already holds an equal value; undefined deletes the key. */
  write(key: string, value: unknown): void;
  /** Records what storage is known to hold (a value just read), so writing it again is skipped. */
  remember(key: string, value: unknown): void;
}

/**
 * Writes to one storage with at most one write per key in flight: a newer value waits for the
 * current write to settle and replaces any value waiting before it, so a stale write can never
 * land after a newer one, and a value equal to what storage holds is not written at all.
 */
export function createWriteQueue(storage: KeyValueStorage, onFailure: () => void = () => {}): WriteQueue {
  const keys = new Map<string, KeyState>();

  function start(key: string, state: KeyState, value: unknown): void {
    state.value = value;
    state.hasValue = true;
    state.inFlight = true;
    (value === undefined ? storage.delete(key) : storage.set(key, value))
      .catch(() => {
        // What storage holds is now unknown: the next write must not be skipped.
        state.hasValue = false;
        onFailure();
      })
      .finally(() => {
        state.inFlight = false;
        const next = state.next;
        state.next = undefined;
        if (next && !(state.hasValue && samePersisted(state.value, next.value))) start(key, state, next.value);
      });
  }

  return {
    write(key, value) {
      let state = keys.get(key);
      if (!state) {
        state = { value: undefined, hasValue: false, inFlight: false };
        keys.set(key, state);
      }
      if (state.inFlight) {
        // Back to the value being written: nothing needs to follow it.
        state.next = state.hasValue && samePersisted(state.value, value) ? undefined : { value };
        return;
      }
      if (state.hasValue && samePersisted(state.value, value)) return;
      start(key, state, value);
    },
    remember(key, value) {
      const state = keys.get(key);
      if (state?.inFlight || state?.next) return; // a write of ours is on its way: it decides
      keys.set(key, { value, hasValue: true, inFlight: false });
    },
  };
}
