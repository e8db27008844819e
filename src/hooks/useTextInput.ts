import { useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** Inputs up to this size are kept across reloads; bigger ones would make every keystroke a big write. */
export const PERSIST_LIMIT_CHARS = 256 * 1024;
/** How long a long input must stay unchanged before it converts. */
export const SETTLE_MS = 150;

/**
 * A text field's content, shown at every keystroke and handed to `save` for the next visit; a
 * content over PERSIST_LIMIT_CHARS is saved as '' rather than written again on every keystroke.
 */
export function useRememberedText(saved: string, save: (value: string) => void): [string, (value: string) => void] {
  const [value, setValue] = useState(saved);
  const change = (next: string) => {
    setValue(next);
    save(next.length <= PERSIST_LIMIT_CHARS ? next : '');
  };
  return [value, change];
}

/**
 * The input to convert now: itself while it has at most `immediateChars` characters, and for a
 * longer one the input once typing settles, undefined before that (so no stale output is shown).
 * A short input is not deferred here: its field (SourceText) already hands each keystroke to the
 * tool in a task of its own, and deferring again cost a second task and a frame (25 ms at 4x).
 */
export function useSettledText(input: string, immediateChars: number): string | undefined {
  const settled = useDebouncedValue(input, SETTLE_MS);
  if (input.length <= immediateChars) return input;
  return settled === input ? settled : undefined;
}
