// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '@/ui/test-utils';
import { SourceText } from './SourceText';
import { TextOutput } from './TextOutput';

afterEach(cleanup);

const area = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;

describe('TextOutput', () => {
  it('shows a short text whole, with a "Copy" button under it that copies the text', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithI18n(<TextOutput label="Binary" value="01000001" copyText="Copy binary" />);
    expect(area('Binary').value).toBe('01000001');
    expect(area('Binary').readOnly).toBe(true);
    expect(screen.queryByText(/characters in total/)).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy binary' })));
    expect(writeText).toHaveBeenCalledWith('01000001');
  });

  it('previews only the start of a long text, gives its length in characters, and copies it all', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const long = '😀'.repeat(6_000); // 12,000 UTF-16 units, 6,000 characters
    renderWithI18n(<TextOutput label="Out" value={long} copyText="Copy" previewChars={100} />);
    expect(area('Out').value).toBe('😀'.repeat(50));
    expect(screen.getByText('… (6000 characters in total)')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(long);
  });

  it('links the length note to the field when a longer text makes it appear', () => {
    const output = (value: string) => <TextOutput label="Out" value={value} previewChars={10} />;
    const description = () =>
      (area('Out').getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => (id ? document.getElementById(id)?.textContent : undefined))
        .join(' ');
    const { rerender } = renderWithI18n(output('short'));
    expect(description()).toBe('');
    rerender(output('x'.repeat(25)));
    expect(description()).toBe('… (25 characters in total)');
  });

  it('puts an icon copy button named "Copy <label>" inside the field when there is no copy text', () => {
    renderWithI18n(<TextOutput label="camelCase" value="loremIpsum" />);
    expect(screen.getByRole('button', { name: 'Copy camelCase' })).toBeTruthy();
  });

  it('disables copy while empty', () => {
    renderWithI18n(<TextOutput label="Empty" value="" copyText="Copy it" />);
    expect((screen.getByRole('button', { name: 'Copy it' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with fitRows, takes as many rows as the text has lines, up to rows', () => {
    renderWithI18n(
      <>
        <TextOutput label="One" value="a" rows={4} fitRows />
        <TextOutput label="Many" value={'a\n'.repeat(9)} rows={4} fitRows />
        <TextOutput label="Fixed" value="a" rows={4} />
      </>,
    );
    expect(area('One').getAttribute('rows')).toBe('1');
    expect(area('Many').getAttribute('rows')).toBe('4');
    expect(area('Fixed').getAttribute('rows')).toBe('4');
  });
});

function Source({ openFile }: { openFile?: boolean }) {
  const [value, setValue] = useState('');
  return <SourceText label="Source" value={value} onChange={setValue} openFile={openFile} />;
}

describe('SourceText', () => {
  it('is a multiline field without autocorrect that reports typing', () => {
    renderWithI18n(<Source />);
    const field = area('Source');
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('spellcheck')).toBe('false');
    act(() => void fireEvent.change(field, { target: { value: 'typed' } }));
    expect(area('Source').value).toBe('typed');
    expect(screen.queryByRole('button', { name: 'Open file' })).toBeNull();
  });

  it('offers "Open file" only with openFile', () => {
    renderWithI18n(<Source openFile />);
    expect(screen.getByRole('button', { name: 'Open file' })).toBeTruthy();
  });
});
