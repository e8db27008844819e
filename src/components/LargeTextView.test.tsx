// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLargeText } from '@/lib/data-formats/large-text';
import { renderWithI18n } from '@/ui/test-utils';
import { LargeTextView } from './LargeTextView';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const view = () => screen.getByRole('textbox', { name: 'Output' });
// The viewport holds the full-height box, which holds the shown rows.
const rowTexts = () => [...(view().firstElementChild?.firstElementChild?.children ?? [])].map((row) => row.textContent);

describe('LargeTextView', () => {
  it.each([
    ['a string', (text: string) => text],
    ['a LargeText', toLargeText],
  ])('shows the first rows of %s, and copies and downloads the whole text', async (_, as) => {
    const text = Array.from({ length: 5000 }, (_, i) => `row ${i} ünï 😀`).join('\n');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    renderWithI18n(<LargeTextView label="Output" value={as(text)} downloadName="out.txt" mimeType="text/plain" />);

    const rows = rowTexts();
    expect(rows[0]).toBe('row 0 ünï 😀');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(100);
    expect((view().firstElementChild as HTMLElement).style.height).toBe(`${5000 * 20}px`);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(text));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Download' })));
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]?.text()).toBe(text);
  });

  it('an empty text has nothing to copy or download', () => {
    renderWithI18n(<LargeTextView label="Output" value="" downloadName="out.txt" />);
    expect(screen.getByRole('button', { name: 'Copy' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Download' }).hasAttribute('disabled')).toBe(true);
  });

  it('colours the rows of a known syntax once the highlighter has loaded, with the same text', async () => {
    const text = '{\n   "name": "<b>x</b>",\n   "n": 12,\n   "ok": true\n}';
    renderWithI18n(<LargeTextView label="Output" value={text} mimeType="application/json;charset=utf-8" />);
    await vi.waitFor(() => expect(view().querySelector('.hljs-attr')?.textContent).toBe('"name"'));
    expect(rowTexts()).toEqual(text.split('\n'));
    // The text stays text: the markup in the string is escaped, not drawn.
    expect(view().querySelector('b')).toBeNull();
    expect(view().querySelector('.hljs-number')?.textContent).toBe('12');
    expect(view().querySelector('.hljs-literal')?.textContent).toBe('true');
  });

  it('colours long rows a budget of characters at a time, then all of them', async () => {
    // A minified document: one line cut into rows of 1000 characters.
    const text = `[${Array.from({ length: 1200 }, (_, i) => `{"id":${i},"ok":true}`).join(',')}]`;
    renderWithI18n(<LargeTextView label="Output" value={text} mimeType="application/json" />);
    const rowsShown = () => [...(view().firstElementChild?.firstElementChild?.children ?? [])];
    const colouredRows = () => rowsShown().filter((row) => row.querySelector('span')).length;
    await vi.waitFor(() => expect(colouredRows()).toBeGreaterThan(0));
    expect(colouredRows()).toBeLessThan(rowsShown().length);
    await vi.waitFor(() => expect(colouredRows()).toBe(rowsShown().length), { timeout: 10_000 });
    expect(
      rowsShown()
        .map((row) => row.textContent)
        .join(''),
    ).toBe(text.slice(0, rowsShown().length * 1000));
  });

  it('leaves plain text and CSV uncoloured', async () => {
    renderWithI18n(<LargeTextView label="Output" value={'a,b\n"1",2'} mimeType="text/csv" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view().querySelector('span')).toBeNull();
    expect(rowTexts()).toEqual(['a,b', '"1",2']);
  });
});
