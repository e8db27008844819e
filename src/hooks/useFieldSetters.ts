import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Per-field setters of a tool's state that keep their identity: `setter('sideBySide')` is the same
 * function at every render, so a memoised control given it (a Switch) is not drawn again when the
 * tool renders for another reason (a keystroke elsewhere). For events only, as useStableCallback.
 */
export function useFieldSetters<S extends object>(setState: (patch: Partial<S>) => void) {
  const setters = useRef(new Map<keyof S, (value: never) => void>());
  const latest = useRef(setState);
  useLayoutEffect(() => {
    latest.current = setState;
  });
  return useCallback(<K extends keyof S>(key: K): ((value: S[K]) => void) => {
    let setter = setters.current.get(key);
    if (!setter) {
      setter = (value: never) => latest.current({ [key]: value } as unknown as Partial<S>);
      setters.current.set(key, setter);
    }
    return setter as (value: S[K]) => void;
  }, []);
}
