// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestRun } from './useLatestRun';

describe('useLatestRun', () => {
  it('a new run aborts the one before; only the latest is current', () => {
    const { result } = renderHook(() => useLatestRun());
    const first = result.current.start();
    const second = result.current.start();
    expect(first.signal.aborted).toBe(true);
    expect(result.current.isCurrent(first)).toBe(false);
    expect(result.current.isCurrent(second)).toBe(true);
    // A late end of the old run does not forget the new one.
    result.current.finish(first);
    expect(result.current.isCurrent(second)).toBe(true);
    result.current.finish(second);
    expect(result.current.isCurrent(second)).toBe(false);
    expect(second.signal.aborted).toBe(false);
  });

  it('cancel aborts the current run; stop also forgets it; unmounting aborts', () => {
    const { result, unmount } = renderHook(() => useLatestRun());
    const a = result.current.start();
    result.current.cancel();
    expect(a.signal.aborted).toBe(true);
    expect(result.current.isCurrent(a)).toBe(true);
    const b = result.current.start();
    result.current.stop();
    expect(b.signal.aborted).toBe(true);
    expect(result.current.isCurrent(b)).toBe(false);
    const c = result.current.start();
    unmount();
    expect(c.signal.aborted).toBe(true);
  });
});
