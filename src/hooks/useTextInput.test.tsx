// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_LIMIT_CHARS, SETTLE_MS, useRememberedText, useSettledText } from './useTextInput';

afterEach(() => vi.useRealTimers());

describe('useRememberedText', () => {
  it('starts from the saved text, shows every change and saves it', () => {
    const save = vi.fn();
    const { result } = renderHook(() => useRememberedText('saved', save));
    expect(result.current[0]).toBe('saved');
    act(() => result.current[1]('typed'));
    expect(result.current[0]).toBe('typed');
    expect(save).toHaveBeenLastCalledWith('typed');
  });

  it('saves an empty text instead of one over the size limit, but still shows it', () => {
    const save = vi.fn();
    const { result } = renderHook(() => useRememberedText('', save));
    const atLimit = 'a'.repeat(PERSIST_LIMIT_CHARS);
    act(() => result.current[1](atLimit));
    expect(save).toHaveBeenLastCalledWith(atLimit);
    act(() => result.current[1](`${atLimit}b`));
    expect(save).toHaveBeenLastCalledWith('');
    expect(result.current[0]).toHaveLength(PERSIST_LIMIT_CHARS + 1);
  });
});

describe('useSettledText', () => {
  it('gives a short input at once', () => {
    const { result, rerender } = renderHook(({ input }) => useSettledText(input, 5), { initialProps: { input: 'ab' } });
    expect(result.current).toBe('ab');
    rerender({ input: 'abcde' });
    expect(result.current).toBe('abcde');
  });

  it('gives a long input only once typing settles, undefined until then', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ input }) => useSettledText(input, 5), { initialProps: { input: 'ab' } });
    rerender({ input: 'abcdef' });
    expect(result.current).toBeUndefined();
    act(() => void vi.advanceTimersByTime(SETTLE_MS - 1));
    rerender({ input: 'abcdefg' });
    act(() => void vi.advanceTimersByTime(SETTLE_MS - 1));
    expect(result.current).toBeUndefined();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('abcdefg');
  });
});
