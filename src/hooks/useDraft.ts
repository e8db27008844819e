import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { nextTask } from '@/lib/next-task';
import { useStableCallback } from './useStableCallback';

/** Hand-overs whose owner has not rendered yet (see useDraft). */
const awaiting = new Set<() => void>();

/**
 * Before the next input reaches React, the owners still to render a hand-over do so at once: an
 * Enter or a press right after a keystroke then acts on the tool's state with that keystroke in it
 * (the benchmark builder adds a measure on Enter from the suite it holds).
 */
function renderAwaiting() {
  if (awaiting.size === 0) return;
  const handOvers = [...awaiting];
  awaiting.clear();
  flushSync(() => {
    for (const handOver of handOvers) handOver();
  });
}

let listening = false;
function listenForInputs() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // Capture on the window: before React's own listeners on its root.
  for (const type of ['keydown', 'pointerdown', 'mousedown', 'beforeinput', 'paste', 'drop'])
    window.addEventListener(type, renderAwaiting, true);
}

/** Component tests run under act(), which renders what effects queue but runs no later task. */
const underAct = () => (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;

/**
 * A controlled widget's change shown at once and handed to its owner in the next task. The
 * input's own task renders only the widget (whose state the draft is), the next one the owner and
 * its effects (a worker call): a whole tool rendered in a keystroke's or a press's task made it
 * 25-55 ms long at the bench's 4x slower CPU. (A transition split it too, but its slices waited
 * for frames, as did the effects of an update left to React's scheduler: the output came 40-90 ms
 * later.) The widget shows its draft until the owner has taken it, then the owner's value, so a
 * value the owner refuses or reshapes wins; a draft typed meanwhile stays until its own turn. An
 * input that comes before the owner took the change makes it do so first (renderAwaiting). The
 * owner is called once per change. Only for an owner whose outputs may lag a frame behind its
 * input (a converted document), never for digests, codes or keys: those are never shown under an
 * input they were not computed from. Not `enabled`, the owner takes each change at once. Returns
 * the value to show and the handler (undefined without `onChange`).
 */
export function useDraft<T>(value: T, onChange: ((next: T) => void) | undefined, enabled = true) {
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  // The owner's latest handler, whenever the hand-over runs.
  const giveOwner = useStableCallback((next: T) => onChange?.(next));
  useEffect(() => {
    if (draft === null) return;
    const handOver = () => {
      giveOwner(draft.value);
      setDraft((current) => (current === draft ? null : current));
    };
    if (underAct()) {
      handOver();
      return;
    }
    listenForInputs();
    awaiting.add(handOver);
    void nextTask().then(renderAwaiting);
    return () => void awaiting.delete(handOver);
  }, [draft, giveOwner]);
  const change = (next: T) => (enabled ? setDraft({ value: next }) : onChange?.(next));
  return [draft ? draft.value : value, onChange ? change : undefined] as const;
}
