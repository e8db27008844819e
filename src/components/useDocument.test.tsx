// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentSource } from '@/lib/data-formats/document-source';
import { POST_AS_FILE_ABOVE_CHARS, useDocument } from './DocumentFormatter';
import { LARGE_DOCUMENT_CHARS } from './DocumentInput';

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

  it("hands a text to be worked on at once to the page's work before rendering it, not one posted as a file", () => {
    const { result } = renderHook(() => useDocument('', () => undefined));
    const seen: { text: string; ready: DocumentSource | null }[] = [];
    act(() => result.current.setAhead((text) => seen.push({ text, ready: result.current.ready })));
    act(() => result.current.setText('{"a": 1}'));
    expect(seen).toEqual([{ text: '{"a": 1}', ready: '' }]);
    const pasted = `"${'p'.repeat(LARGE_DOCUMENT_CHARS)}"`;
    act(() => result.current.setText(pasted));
    act(() => result.current.setText(`"${'f'.repeat(POST_AS_FILE_ABOVE_CHARS)}"`));
    expect(seen.map(({ text }) => text.length)).toEqual([8, pasted.length]);
    act(() => result.current.setAhead(null));
    act(() => result.current.setText('[]'));
    expect(seen).toHaveLength(2);
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
