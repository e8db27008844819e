// @vitest-environment happy-dom
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_MS, useCopy } from '@/hooks/useCopy';
import { CopyButton } from './CopyButton';
import { ModalValue } from './ModalValue';
import { renderWithI18n, testI18n } from './test-utils';
import { TextCopyable } from './TextCopyable';
import { onToast } from './toast';

const writeText = vi.fn<(text: string) => Promise<void>>();
let toasts: string[] = [];
let stopToasts: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  toasts = [];
  stopToasts = onToast((message) => toasts.push(message));
});
afterEach(() => {
  stopToasts();
  cleanup();
  vi.useRealTimers();
});

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={testI18n}>{children}</I18nextProvider>;

/** Presses a react-aria button (a virtual click) and lets the async copy settle. */
async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('useCopy (copied state for 1500 ms)', () => {
  it('copies, stays "copied" for exactly 1500 ms, then resets', async () => {
    const { result } = renderHook(() => useCopy(), { wrapper });
    expect(COPIED_MS).toBe(1500);
    await act(() => result.current.copy('secret'));
    expect(writeText).toHaveBeenCalledWith('secret');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1499));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('a second copy restarts the 1500 ms', async () => {
    const { result } = renderHook(() => useCopy(), { wrapper });
    await act(() => result.current.copy('a'));
    act(() => vi.advanceTimersByTime(1000));
    await act(() => result.current.copy('b'));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.copied).toBe(false);
  });

  it('toasts "Copied to the clipboard" by default, a custom message, or nothing', async () => {
    const byDefault = renderHook(() => useCopy(), { wrapper });
    await act(() => byDefault.result.current.copy('x'));
    const custom = renderHook(() => useCopy({ toast: 'Hash copied' }), { wrapper });
    await act(() => custom.result.current.copy('x'));
    const none = renderHook(() => useCopy({ toast: false }), { wrapper });
    await act(() => none.result.current.copy('x'));
    expect(toasts).toEqual(['Copied to the clipboard', 'Hash copied']);
  });

  it('falls back to a selection copy when the clipboard API refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { result } = renderHook(() => useCopy(), { wrapper });
    await act(() => result.current.copy('fallback'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(result.current.copied).toBe(true);
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('CopyButton', () => {
  it('copies the value it was last given, from the same button', async () => {
    const view = renderWithI18n(<CopyButton value="first" label="SHA256" />);
    const button = screen.getByRole('button', { name: 'Copy SHA256' });
    const icon = button.innerHTML;
    view.rerender(<CopyButton value="second" label="SHA256" />);
    expect(screen.getByRole('button', { name: 'Copy SHA256' })).toBe(button);
    await press(button);
    expect(writeText).toHaveBeenCalledWith('second');
    expect(button.innerHTML).not.toBe(icon); // the check mark of "Copied!"
    expect(screen.getByRole('tooltip').textContent).toBe('Copied!');
  });

  it('a scroll ends "Copied!" (the tooltip would point at another button); the next copy shows it again', async () => {
    renderWithI18n(<CopyButton value="abc" label="SHA256" />);
    const button = screen.getByRole('button', { name: 'Copy SHA256' });
    await press(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Copied!');
    act(() => {
      fireEvent.scroll(document.body);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(COPIED_MS));
    await press(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Copied!');
  });

  it('copies nothing while its output is empty (an output waiting for its next value keeps it enabled)', async () => {
    renderWithI18n(<CopyButton value="" label="SHA256" />);
    await press(screen.getByRole('button', { name: 'Copy SHA256' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows its text and says "Copied!" on the button itself', async () => {
    renderWithI18n(<CopyButton value="v" label="Key" text="Copy key" />);
    await press(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith('v');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
  });
});

describe('TextCopyable', () => {
  it('shows displayedValue, copies value, and says "Copied!" for 1500 ms', async () => {
    renderWithI18n(<TextCopyable value="full-value" displayedValue="full…" />);
    const button = screen.getByRole('button', { name: 'full…' });
    expect(button.querySelector('svg')).not.toBeNull();
    await press(button);
    expect(writeText).toHaveBeenCalledWith('full-value');
    expect(screen.getByRole('tooltip').textContent).toBe('Copied!');
    expect(toasts).toEqual(['Copied to the clipboard']);
    act(() => vi.advanceTimersByTime(1500));
    expect(button.hasAttribute('data-copied')).toBe(false);
  });

  it('shows the value itself by default, and no icon with showIcon false', () => {
    renderWithI18n(<TextCopyable value="plain" showIcon={false} />);
    expect(screen.getByRole('button', { name: 'plain' }).querySelector('svg')).toBeNull();
  });
});

describe('ModalValue', () => {
  it('opens a dialog whose "Copy" button reads "Copied!" for 1500 ms', async () => {
    renderWithI18n(<ModalValue label="Show key" value="KEY-VALUE" />);
    await press(screen.getByRole('button', { name: 'Show key' }));
    const dialog = screen.getByRole('dialog', { name: 'Show key' });
    expect(dialog.textContent).toContain('KEY-VALUE');
    await press(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('KEY-VALUE');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('has no copy button when copyable is false', async () => {
    renderWithI18n(<ModalValue label="Show" value="v" copyable={false} />);
    await press(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
  });
});
