// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '@/ui/test-utils';
import { ErrorNotice } from './ErrorNotice';
import { InputPanel } from './InputPanel';
import { OutputPanel } from './OutputPanel';
import { ProgressWithCancel } from './ProgressWithCancel';

afterEach(cleanup);

function Panel({ maxFileBytes }: { maxFileBytes?: number }) {
  const [value, setValue] = useState('typed');
  return <InputPanel label="Your text" value={value} onChange={setValue} maxFileBytes={maxFileBytes} />;
}
const field = () => screen.getByRole('textbox', { name: 'Your text' }) as HTMLTextAreaElement;
const pick = async (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  await act(async () => {
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
  });
};

describe('InputPanel (typed text, or a text file of up to 10 MiB)', () => {
  it('takes typed text', () => {
    renderWithI18n(<Panel />);
    act(() => void fireEvent.change(field(), { target: { value: 'new text' } }));
    expect(field().value).toBe('new text');
  });

  it('replaces the content with a chosen file read as UTF-8', async () => {
    renderWithI18n(<Panel />);
    expect(screen.getByRole('button', { name: 'Open file' })).toBeTruthy();
    await pick(new File(['héllo 😀'], 'a.txt', { type: 'text/plain' }));
    await vi.waitFor(() => expect(field().value).toBe('héllo 😀'));
  });

  it('takes a dropped file', async () => {
    renderWithI18n(<Panel />);
    const file = new File(['dropped'], 'd.txt', { type: 'text/plain' });
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    const zone = field(); // the events bubble from the textarea to the panel
    await act(async () => {
      fireEvent.dragOver(zone, { dataTransfer });
    });
    expect(document.querySelector('[data-drag-over]')).not.toBeNull();
    await act(async () => {
      fireEvent.drop(zone, { dataTransfer });
    });
    await vi.waitFor(() => expect(field().value).toBe('dropped'));
    expect(document.querySelector('[data-drag-over]')).toBeNull();
  });

  it('refuses a file over the limit with the message, keeping the content', async () => {
    renderWithI18n(<Panel maxFileBytes={1024 * 1024} />);
    await pick(new File([new Uint8Array(1024 * 1024 + 1)], 'big.txt'));
    // The message names the field's own limit.
    expect(screen.getByText('This file is too large for this field (maximum 1 MiB).')).toBeTruthy();
    expect(field().value).toBe('typed');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    // Typing clears the file error.
    act(() => void fireEvent.change(field(), { target: { value: 'x' } }));
    expect(screen.queryByText('This file is too large for this field (maximum 1 MiB).')).toBeNull();
  });

  it('reports a file that cannot be read', async () => {
    renderWithI18n(<Panel />);
    const broken = new File(['x'], 'x.txt');
    broken.text = () => Promise.reject(new Error('NotReadableError'));
    await pick(broken);
    await vi.waitFor(() => expect(screen.getByText('The file could not be read')).toBeTruthy());
    expect(field().value).toBe('typed');
  });
});

describe('OutputPanel', () => {
  it('shows a short output whole, with copy (named "Copy <label>") and download', () => {
    renderWithI18n(<OutputPanel label="Result" value="abc" downloadName="result.txt" />);
    expect((screen.getByRole('textbox', { name: 'Result' }) as HTMLTextAreaElement).value).toBe('abc');
    expect(screen.getByRole('button', { name: 'Copy Result' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByText(/characters in total/)).toBeNull();
  });

  it('previews only the start of a huge output and gives its total length', () => {
    const huge = 'x'.repeat(25_000);
    renderWithI18n(<OutputPanel label="Base64" value={huge} />);
    const area = screen.getByRole('textbox', { name: 'Base64' }) as HTMLTextAreaElement;
    expect(area.value).toHaveLength(10_000);
    expect(screen.getByText('… (25000 characters in total)')).toBeTruthy();
  });

  it('disables copy above the copy limit, saying why', () => {
    renderWithI18n(<OutputPanel label="Big" value={'y'.repeat(20)} maxCopyLength={10} />);
    const copy = screen.getByRole('button', { name: 'Copy Big' });
    expect(copy.getAttribute('aria-disabled')).toBe('true');
  });

  it('disables copy and download while empty', () => {
    renderWithI18n(<OutputPanel label="Empty" value="" downloadName="e.txt" />);
    expect((screen.getByRole('button', { name: 'Copy Empty' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('downloads the whole value under the given name', () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderWithI18n(<OutputPanel label="Out" value="full text" downloadName="out.txt" />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Download' })));
    expect(clicks).toEqual(['out.txt']);
    expect((createObjectURL.mock.calls[0] as unknown as [Blob])[0].size).toBe(9);
    click.mockRestore();
  });
});

describe('ProgressWithCancel', () => {
  it('shows the percentage and cancels', () => {
    const onCancel = vi.fn();
    renderWithI18n(<ProgressWithCancel progress={{ done: 1, total: 4 }} onCancel={onCancel} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25 %');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('is indeterminate without a total, showing the status text', () => {
    renderWithI18n(<ProgressWithCancel status="Working… 1.2 s" onCancel={() => {}} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.getByText('Working… 1.2 s')).toBeTruthy();
  });
});

describe('ErrorNotice', () => {
  it('is an alert region that shows the message and its detail', () => {
    const { rerender } = renderWithI18n(<ErrorNotice />);
    expect(screen.getByRole('alert').textContent).toBe('');
    rerender(<ErrorNotice message="Invalid JSON" detail="line 2, column 5" />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid JSONline 2, column 5');
  });
});
