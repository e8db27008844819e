import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The value, settled for `ms` (cheap live work waits ~150 ms so typing stays smooth).
 * Plain objects compare by content, so `{ text, cost }` literals do not re-arm the timer each render.
 */
export function useDebouncedValue<T>(value: T, ms = 150): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const key = typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  const settledKey = useRef(key);
  useEffect(() => {
    if (key === settledKey.current) return;
    const timer = setTimeout(() => {
      settledKey.current = key;
      setSettled(latest.current);
    }, ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
