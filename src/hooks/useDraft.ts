import { useEffect, useRef, useState } from 'react';

/**
 * A controlled widget's change shown at once and handed to its owner right after. The input's own
 * task renders only the widget (whose state the draft is); the owner takes the change in an effect,
 * whose update React renders in a task of its own: a whole tool rendered in a keystroke's or a
 * press's task made it 25-55 ms long at the bench's 4x slower CPU. (A transition split it too, but
 * its slices waited for frames: the output came 60-90 ms later.) The widget shows its draft until
 * the owner has taken it, then the owner's value, so a value the owner refuses or reshapes wins; a
 * draft typed meanwhile stays until its own turn.
 * Returns the value to show and the handler (undefined without `onChange`).
 */
export function useDraft<T>(value: T, onChange: ((next: T) => void) | undefined) {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const owner = useRef(onChange);
  useEffect(() => {
    owner.current = onChange;
  });
  useEffect(() => {
    if (draft === null) return;
    owner.current?.(draft.value);
    setDraft((current) => (current === draft ? null : current));
  }, [draft]);
  const change = (next: T) => setDraft({ value: next });
  return [draft ? draft.value : value, onChange ? change : undefined] as const;
}
