import { describe, expect, it, vi } from 'vitest';
import { createUpdateFlow, decideUpdate, offerUpdate, pendingUpdate, subscribeUpdate } from './update-flow';

function flowWith(busy: boolean) {
  const state = { busy };
  const deps = { isBusy: () => state.busy, activate: vi.fn(), reload: vi.fn(), prompt: vi.fn<(accept: () => void) => void>() };
  return { state, deps, flow: createUpdateFlow(deps) };
}

describe('update decision', () => {
  it('reloads when idle, prompts when busy', () => {
    expect(decideUpdate({ busy: false })).toBe('reload');
    expect(decideUpdate({ busy: true })).toBe('prompt');
  });
});

describe('update flow', () => {
  it('idle: the waiting version takes over at once and the page reloads onto it', () => {
    const { deps, flow } = flowWith(false);
    flow.onWaiting();
    expect(deps.activate).toHaveBeenCalledTimes(1);
    expect(deps.prompt).not.toHaveBeenCalled();
    flow.onControlling();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('busy: nothing is activated or reloaded until the user accepts', () => {
    const { deps, flow } = flowWith(true);
    flow.onWaiting();
    expect(deps.activate).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
    const accept = deps.prompt.mock.calls[0]![0];
    accept();
    expect(deps.activate).toHaveBeenCalledTimes(1);
    flow.onControlling(); // the user asked for it: reload even though still busy
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('busy when another tab lets the new version take over: prompt for a reload instead of reloading', () => {
    const { state, deps, flow } = flowWith(true);
    flow.onControlling();
    expect(deps.reload).not.toHaveBeenCalled();
    const reload = deps.prompt.mock.calls[0]![0];
    state.busy = false;
    reload();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});

describe('update notice store', () => {
  it('publishes the offered action to subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeUpdate(listener);
    const action = () => undefined;
    offerUpdate(action);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pendingUpdate()).toBe(action);
    unsubscribe();
  });
});
