// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Select, type SelectOption } from './Select';
import { renderWithI18n } from './test-utils';

afterEach(cleanup);
// happy-dom has no layout: give elements a size so the virtualised list renders its rows.
beforeAll(async () => {
  await Select.ready; // the react-aria select loads apart from the page (lazyWidget)
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 312 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 300 });
});

const fruits: SelectOption[] = [
  { label: 'Apple', value: 'apple' },
  { label: 'Banana', value: 'banana', tooltip: 'Yellow' },
  { label: 'Crème brûlée', value: 'creme' },
];

function Harness({ searchable = true, placeholder }: { searchable?: boolean; placeholder?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Select
        label="Fruit"
        value={value}
        onChange={setValue}
        options={fruits}
        searchable={searchable}
        placeholder={placeholder}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

/** A select whose options arrive when the "Load" button is pressed. */
function LoadingHarness() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Select
        label="Fruit"
        value={null}
        onChange={() => {}}
        options={loaded ? fruits : []}
        isLoading={!loaded}
        searchable={false}
      />
      <button type="button" onClick={() => setLoaded(true)}>
        Load
      </button>
    </>
  );
}
const load = () => act(() => void fireEvent.click(screen.getByRole('button', { name: 'Load' })));

const trigger = () => screen.getByRole('button', { name: /Fruit/ });
const open = () => act(() => void fireEvent.click(trigger()));
const search = (text: string) =>
  act(() => void fireEvent.change(screen.getByRole('searchbox', { name: 'Search options' }), { target: { value: text } }));
/** Option labels (the first span; a tooltip adds a hidden description after it). */
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => (o.querySelector('span') ?? o).textContent);

describe('Select', () => {
  it('takes a press while its options load, and opens once they are here', () => {
    renderWithI18n(<LoadingHarness />);
    open();
    expect(screen.queryByRole('listbox')).toBeNull();
    load();
    expect(optionNames()).toEqual(['Apple', 'Banana', 'Crème brûlée']);
  });

  it('opens on an arrow key pressed while loading', () => {
    renderWithI18n(<LoadingHarness />);
    act(() => void fireEvent.keyDown(trigger(), { key: 'ArrowDown' }));
    load();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('keeps the focus a loading select had when it becomes the loaded one', async () => {
    renderWithI18n(<LoadingHarness />);
    act(() => trigger().focus());
    load();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
  });

  it('stays closed when it loads unpressed', () => {
    renderWithI18n(<LoadingHarness />);
    load();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Select an option');
  });

  it('shows "Select an option" until a value is chosen, or the given placeholder', () => {
    renderWithI18n(<Harness />);
    expect(trigger().textContent).toContain('Select an option');
    cleanup();
    renderWithI18n(<Harness placeholder="Pick one" />);
    expect(trigger().textContent).toContain('Pick one');
  });

  it('filters options by the search text, ignoring case and accents', () => {
    renderWithI18n(<Harness />);
    open();
    expect(optionNames()).toEqual(['Apple', 'Banana', 'Crème brûlée']);
    search('AN');
    expect(optionNames()).toEqual(['Banana']);
    search('creme');
    expect(optionNames()).toEqual(['Crème brûlée']);
  });

  it('says "No results found" when nothing matches', () => {
    renderWithI18n(<Harness />);
    open();
    search('zzz');
    // react-aria wraps the empty state in the one remaining "option" of the listbox.
    expect(optionNames()).toEqual(['No results found']);
  });

  it('choosing an option closes the list; reopening starts with an empty search', () => {
    renderWithI18n(<Harness />);
    open();
    search('ban');
    act(() => void fireEvent.click(screen.getByRole('option', { name: /Banana/ })));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.querySelector('output')?.textContent).toBe('banana');
    expect(trigger().textContent).toContain('Banana');
    open();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(optionNames()).toEqual(['Apple', 'Banana', 'Crème brûlée']);
  });

  it('exposes an option tooltip as its description', () => {
    renderWithI18n(<Harness searchable={false} />);
    open();
    expect(screen.queryByRole('searchbox')).toBeNull();
    const banana = screen.getByRole('option', { name: /Banana/ });
    const description = document.getElementById(banana.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Yellow');
  });

  it('lists at most 200 of a long searchable list, says so, and reaches the others by search', () => {
    const many: SelectOption[] = Array.from({ length: 1000 }, (_, i) => {
      const label = `Item ${String(i).padStart(4, '0')}`;
      return { label, value: label };
    });
    function Long() {
      const [value, setValue] = useState<string | null>(null);
      return <Select label="Fruit" value={value} onChange={setValue} options={many} searchable />;
    }
    renderWithI18n(<Long />);
    open();
    expect(screen.getByText('The first 200 of 1000 are listed: type to narrow the list.')).toBeTruthy();
    search('item 0999');
    expect(optionNames()).toEqual(['Item 0999']);
    expect(screen.queryByText(/are listed: type to narrow/)).toBeNull();
    act(() => void fireEvent.click(screen.getByRole('option', { name: /Item 0999/ })));
    // The chosen option stays in the list (the closed select shows it), though it is not among the first 200.
    expect(trigger().textContent).toContain('Item 0999');
  });
});
