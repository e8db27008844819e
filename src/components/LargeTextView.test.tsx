// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLargeText } from '@/lib/data-formats/large-text-builder';
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

  it('colours a screenful a budget of characters at a time, then all of it', async () => {
    const text = Array.from(
      { length: 100 },
      (_, i) => `   "key number ${i} of the record": "a value of about sixty characters ${i}",`,
    ).join('\n');
    renderWithI18n(<LargeTextView label="Output" value={text} mimeType="application/json" />);
    const rowsShown = () => [...(view().firstElementChild?.firstElementChild?.children ?? [])];
    const colouredRows = () => rowsShown().filter((row) => row.querySelector('span')).length;
    // 60 rows of about 70 characters: more than one render colours; all are coloured in the end.
    await vi.waitFor(() => expect(colouredRows()).toBe(rowsShown().length), { timeout: 10_000 });
    expect(rowsShown().map((row) => row.textContent)).toEqual(text.split('\n').slice(0, rowsShown().length));
  });

  it('leaves the long rows of a minified document plain', async () => {
    // One line of 5000 characters: five rows of 1000.
    const text = `${`["x",${'"x",'.repeat(1250)}`.slice(0, 4999)}]`;
    renderWithI18n(<LargeTextView label="Output" value={text} mimeType="application/json" />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rowTexts()).toHaveLength(5);
    expect(view().querySelector('span')).toBeNull();
    expect(rowTexts().join('')).toBe(text);
  });

  it('leaves plain text and CSV uncoloured', async () => {
    renderWithI18n(<LargeTextView label="Output" value={'a,b\n"1",2'} mimeType="text/csv" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view().querySelector('span')).toBeNull();
    expect(rowTexts()).toEqual(['a,b', '"1",2']);
  });
});
