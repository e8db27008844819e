// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n, testI18n } from '@/ui/test-utils';
import { CheatSheet } from './CheatSheet';
import type { CheatSheetSection } from './types';

afterEach(cleanup);

testI18n.addResourceBundle('en', 'sheet', {
  columns: { syntax: 'Syntax', meaning: 'Meaning' },
  sections: { first: 'First things', second: 'Second things' },
  entries: { one: 'Does <strong>one</strong> thing.', two: 'Then <code>two</code>.', three: 'And three.' },
});

const SECTIONS: readonly CheatSheetSection[] = [
  { id: 'first', entries: [{ id: 'one', code: 'run one' }] },
  {
    id: 'second',
    entries: [
      { id: 'two', code: 'run two\nrun 2' },
      { id: 'three', code: 'run three' },
    ],
  },
];
const onOneLine = (code: string) => code.replaceAll('\n', ' && ');

describe('CheatSheet', () => {
  it('tips: each text with its markup, its code in a block, a copy button named after copyLabel', async () => {
    renderWithI18n(<CheatSheet namespace="sheet" sections={SECTIONS} layout="tips" copyLabel={onOneLine} />);
    const second = await screen.findByRole('region', { name: 'Second things' });
    expect(within(second).getByRole('heading', { level: 2 }).textContent).toBe('Second things');
    expect(within(second).getByText('two', { selector: 'code' })).toBeTruthy();
    expect(second.querySelector('pre code')?.textContent).toBe('run two\nrun 2');
    expect(within(second).getByRole('button', { name: 'Copy run two && run 2' })).toBeTruthy();
    const first = screen.getByRole('region', { name: 'First things' });
    expect(within(first).getByText('one', { selector: 'strong' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Copy run/ })).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tips: copies the code as it is, lines and all', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      renderWithI18n(<CheatSheet namespace="sheet" sections={SECTIONS} layout="tips" copyLabel={onOneLine} />);
      const button = await screen.findByRole('button', { name: 'Copy run two && run 2' });
      await act(async () => void fireEvent.click(button));
      expect(writeText).toHaveBeenCalledWith('run two\nrun 2');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('table: a table per section named by its title, the code a button named by itself', async () => {
    renderWithI18n(
      <CheatSheet namespace="sheet" sections={SECTIONS} layout="table">
        <p>After the sheet</p>
      </CheatSheet>,
    );
    const table = await screen.findByRole('table', { name: 'Second things' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Syntax', 'Meaning']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['run two\nrun 2Then two.', 'run threeAnd three.']);
    expect(within(table).getByRole('button', { name: 'run three' }).closest('td')?.nextSibling?.textContent).toBe('And three.');
    expect(screen.getByRole('table', { name: 'First things' })).toBeTruthy();
    expect(screen.getByText('After the sheet')).toBeTruthy();
  });

  it('draws only the first section in the first render, and what follows the sheet once all are there', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={testI18n}>
        <CheatSheet namespace="sheet" sections={SECTIONS} layout="table">
          <p>After the sheet</p>
        </CheatSheet>
      </I18nextProvider>,
    );
    expect(html).toContain('First things');
    expect(html).not.toContain('Second things');
    expect(html).not.toContain('After the sheet');
  });
});
