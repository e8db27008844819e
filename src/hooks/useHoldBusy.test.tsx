// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBusy } from '@/lib/busy';
import { useHoldBusy } from './useHoldBusy';

describe('useHoldBusy', () => {
  it('holds while active and mounted', () => {
    const { rerender, unmount } = renderHook(({ active }) => useHoldBusy(active, 'unsaved'), { initialProps: { active: false } });
    expect(isBusy()).toBe(false);
    rerender({ active: true });
    expect(isBusy()).toBe(true);
    rerender({ active: false });
    expect(isBusy()).toBe(false);
    rerender({ active: true });
    unmount();
    expect(isBusy()).toBe(false);
  });
});
