// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentSource } from '@/lib/data-formats/document-source';
import { POST_AS_FILE_ABOVE_CHARS, useDocument } from './DocumentFormatter';

// The worker that reads an opened file: answered at once with the file's length.
vi.mock('@/hooks/useWorker', () => ({
  useLiveWorker: (_host: string, _method: string, args: [{ file: Blob }] | null) => ({
    value: args ? { chars: args[0].file.size } : undefined,
    state: { status: args ? 'done' : 'idle' },
    cancel: () => undefined,
  }),
}));

describe('useDocument', () => {
  it('works on a typed text as it is, and remembers it', () => {
    const save = vi.fn();
    const { result } = renderHook(() => useDocument('', save));
    act(() => result.current.setText('{"a": 1}'));
    expect(result.current.ready).toBe('{"a": 1}');
    expect(save).toHaveBeenLastCalledWith('{"a": 1}');
  });

  it('hands a text too big to post at once to the worker as a file of the same text', async () => {
    const save = vi.fn();
    const { result } = renderHook(() => useDocument('', save));
    const text = `[${'"ünï 😀",'.repeat(Math.ceil(POST_AS_FILE_ABOVE_CHARS / 9))}0]`;
    act(() => result.current.setText(text));
    // Not worked on as a string meanwhile, and too big to remember.
    expect(result.current.ready).toBeNull();
    expect(save).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(typeof result.current.source).toBe('object'), { timeout: 10_000 });
    const opened = result.current.source as Exclude<DocumentSource, string>;
    expect(opened.chars).toBe(text.length);
    expect(await opened.file.text()).toBe(text);
    expect(result.current.ready).toBe(opened);
  });
});
