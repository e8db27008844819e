import { use, useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentTool } from '@/app/tool-context';
import { parseQueryOptions, sanitizeStored, withQueryOptions, type OptionChecks, type Options } from '@/lib/query-options';
import { readToolState, writeToolState } from '@/state';

export interface ToolStateOptions<T extends Options<T>> {
  /** Keys kept across reloads; default all, or none for sensitive tools. */
  persist?: readonly (keyof T & string)[];
  /** Keys mirrored into the URL query; read on load, they win over stored values. */
  query?: readonly (keyof T & string)[];
  /**
   * Checks beyond the type (a range, a list of choices). A stored or URL value that fails falls
   * back to the default, and the URL is rewritten to the value in use.
   */
  valid?: OptionChecks<T>;
}

/**
 * A tool's inputs and options: defaults ← stored values ← URL query. Suspends until the stored
 * state is read (the tool layout starts that read together with the tool's chunk). Nothing is
 * stored while the user has turned remembering off (src/state/tool-state.ts).
 */
export function useToolState<T extends Options<T>>(defaults: T, options: ToolStateOptions<T> = {}) {
  const tool = useCurrentTool();
  const allKeys = Object.keys(defaults) as (keyof T & string)[];
  const persistKeys = options.persist ?? (tool.sensitive ? [] : allKeys);
  const queryKeys = options.query ?? [];
  const stored = use(readToolState(tool.id));
  const [state, setState] = useState<T>(() => ({
    ...defaults,
    ...sanitizeStored(defaults, stored, persistKeys, options.valid),
    ...parseQueryOptions(defaults, queryKeys, window.location.search, options.valid),
  }));

  // Key lists as strings: stable effect dependencies even when callers pass fresh arrays.
  const persistList = persistKeys.join(',');
  const queryList = queryKeys.join(',');
  const id = tool.id;
  const first = useRef(true);
  // The URL and storage mirror the state in a task of their own, after the render that changed
  // it: replaceState (and the router's listeners) and an IndexedDB write cost 3-6 ms of a
  // keystroke's task at the bench's 4x slower CPU, and no output waits for them. Only the newest
  // mirror is written (also when the tool has gone away meanwhile).
  const mirror = useRef<(() => void) | null>(null);
  useEffect(() => {
    const persist = (persistList ? persistList.split(',') : []) as (keyof T & string)[];
    const query = (queryList ? queryList.split(',') : []) as (keyof T & string)[];
    const initial = first.current;
    first.current = false;
    // The URL is this tool's only while the page still shows it (a link may have been followed).
    const path = window.location.pathname;
    const write = () => {
      if (query.length && window.location.pathname === path) {
        const search = withQueryOptions(window.location.search, state, query);
        if (search !== window.location.search) {
          window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
        }
      }
      if (!initial && persist.length) writeToolState(id, Object.fromEntries(persist.map((k) => [k, state[k]])));
    };
    scheduleMirror(mirror, write);
  }, [state, persistList, queryList, id]);

  // A patch that changes no value keeps the same state object: no re-render, no write. An effect
  // that sets the same option on every render then settles instead of looping.
  const update = useCallback((patch: Partial<T>) => setState((previous) => applyPatch(previous, patch)), []);
  return [state, update] as const;
}

type Mirror = { current: (() => void) | null };

/** Mirrors waiting for their task; a page being left (a reload) writes them at once. */
const waitingMirrors = new Set<Mirror>();
let listeningForPageHide = false;

/** Makes `write` the mirror's next write, in a task of its own. */
function scheduleMirror(mirror: Mirror, write: () => void) {
  const waiting = mirror.current !== null;
  mirror.current = write;
  if (waiting) return;
  waitingMirrors.add(mirror);
  if (!listeningForPageHide) {
    listeningForPageHide = true;
    window.addEventListener('pagehide', () => [...waitingMirrors].forEach(writeMirror));
  }
  setTimeout(() => writeMirror(mirror), 0);
}

/** Writes the mirror's waiting write, if any. */
function writeMirror(mirror: Mirror) {
  waitingMirrors.delete(mirror);
  const write = mirror.current;
  mirror.current = null;
  write?.();
}

/** `previous` itself when no key of `patch` changes its value (Object.is), else a merged copy. */
export function applyPatch<T extends object>(previous: T, patch: Partial<T>): T {
  const changed = (Object.keys(patch) as (keyof T)[]).some((key) => !Object.is(previous[key], patch[key]));
  return changed ? { ...previous, ...patch } : previous;
}
