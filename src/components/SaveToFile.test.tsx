// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n, testI18n } from '@/ui/test-utils';
import strings from '../../locales/en/tools/base64-file-converter.json';
import type { OutputSinkKind } from '@/lib/output-sink';
import { canSaveToFile, pickSaveFile } from './save-file';
import { SaveToFile, saveStateFor, type SaveState } from './SaveToFile';

testI18n.addResourceBundle('en', 'base64-file-converter', strings);
afterEach(() => {
  cleanup();
  delete (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker;
});

const view = (state: SaveState, sink: OutputSinkKind = 'file', written?: number) =>
  renderWithI18n(
    <SaveToFile
      ns="base64-file-converter"
      sink={sink}
      label="Save it…"
      state={state}
      target="out.txt"
      written={written}
      onSave={() => undefined}
      onCancel={() => undefined}
    />,
  );

describe('SaveToFile', () => {
  it('without the save dialog, says the output is kept in memory (the Blob fallback) and offers no button', () => {
    view({ status: 'idle' }, 'blob');
    expect(screen.getByText(strings.saveInMemory)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the file being written, saved, or not saved', () => {
    view({ status: 'running', startedAt: 0 });
    expect(screen.getByRole('status').textContent).toBe('Writing to “out.txt”…');
    expect((screen.getByRole('button', { name: 'Save it…' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    view({ status: 'done' }, 'file', 3 * 1024 * 1024);
    expect(screen.getByRole('status').textContent).toBe('Saved to “out.txt” (3.0 MiB)');
    cleanup();
    view({ status: 'cancelled' });
    expect(screen.getByRole('status').textContent).toBe('Cancelled: the file was not saved');
    cleanup();
    view({ status: 'error', error: new Error('disk full') });
    expect(screen.getByRole('status').textContent).toBe('“out.txt” was not saved');
  });

  it('for a download streamed through the service worker, says so and names the download', () => {
    view({ status: 'idle' });
    expect(screen.queryByText(strings.streamHint)).toBeNull();
    cleanup();
    view({ status: 'running', startedAt: 0 }, 'download');
    expect(screen.getByText(strings.streamHint)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Downloading “out.txt”…');
    cleanup();
    view({ status: 'done' }, 'download', 3 * 1024 * 1024);
    expect(screen.getByRole('status').textContent).toBe('Downloaded “out.txt” (3.0 MiB)');
    cleanup();
    view({ status: 'cancelled' }, 'download');
    expect(screen.getByRole('status').textContent).toBe(strings.streamCancelled);
    cleanup();
    view({ status: 'error', error: new Error('disk full') }, 'download');
    expect(screen.getByRole('status').textContent).toBe('“out.txt” was not downloaded');
  });

  it('saveStateFor: only a run on this very input counts', () => {
    const input = new Blob(['x']);
    const done = { status: 'done', args: [input, 'handle', ''], result: [{ size: 1 }, 42] } as const;
    const inputOf = (args: readonly unknown[]) => args[0];
    expect(saveStateFor(done, input, inputOf)).toEqual({ status: 'done', meta: { size: 1 }, written: 42 });
    expect(saveStateFor(done, new Blob(['x']), inputOf)).toEqual({ status: 'idle' });
    expect(saveStateFor({ status: 'idle' }, input, inputOf)).toEqual({ status: 'idle' });
  });
});

describe('pickSaveFile', () => {
  it('passes the suggested name, and treats a closed dialog as no file', async () => {
    expect(canSaveToFile()).toBe(false);
    const handle = { name: 'a.txt' };
    const picker = vi.fn().mockResolvedValueOnce(handle).mockRejectedValueOnce(new DOMException('closed', 'AbortError'));
    (globalThis as { showSaveFilePicker?: unknown }).showSaveFilePicker = picker;
    expect(canSaveToFile()).toBe(true);
    await expect(pickSaveFile('a.txt')).resolves.toBe(handle);
    expect(picker).toHaveBeenCalledWith({ suggestedName: 'a.txt' });
    await expect(pickSaveFile('b.txt')).resolves.toBeUndefined();
    picker.mockRejectedValueOnce(new DOMException('denied', 'SecurityError'));
    await expect(pickSaveFile('c.txt')).rejects.toMatchObject({ name: 'SecurityError' });
  });
});
