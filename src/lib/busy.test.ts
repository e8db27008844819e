import { afterEach, describe, expect, it } from 'vitest';
import { holdBusy, isBusy, onBusyChange } from './busy';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function record(): boolean[] {
  const changes: boolean[] = [];
  cleanups.push(onBusyChange((busy) => changes.push(busy)));
  return changes;
}

describe('busy registry', () => {
  it('is busy while any hold is kept, and reports only the turns on and off', () => {
    const changes = record();
    expect(isBusy()).toBe(false);
    const releaseTask = holdBusy('task');
    const releaseInput = holdBusy('unsaved');
    expect(isBusy()).toBe(true);
    releaseTask();
    expect(isBusy()).toBe(true);
    releaseInput();
    expect(isBusy()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('a release is idempotent: calling it twice cannot free someone else’s hold', () => {
    const release = holdBusy('task');
    const other = holdBusy('task');
    release();
    release();
    expect(isBusy()).toBe(true);
    other();
    expect(isBusy()).toBe(false);
  });

  it('an unsubscribed listener hears nothing more', () => {
    const changes: boolean[] = [];
    const unsubscribe = onBusyChange((busy) => changes.push(busy));
    holdBusy('unsaved')();
    unsubscribe();
    holdBusy('unsaved')();
    expect(changes).toEqual([true, false]);
  });
});
