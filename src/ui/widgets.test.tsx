// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ButtonsSelect } from './ButtonsSelect';
import { Collapse } from './Collapse';
import { acceptedFiles, FileUpload } from './FileUpload';
import { Modal } from './Modal';
import { Table } from './Table';
import { renderWithI18n } from './test-utils';

afterEach(cleanup);
// The grid and the drop zone load apart from the page (lazyWidget); these tests are about the loaded ones.
beforeAll(() => Promise.all([Table.ready, FileUpload.ready]));

describe('Table', () => {
  const data = [
    { name: 'Ada', year: 1843 },
    { name: 'Grace', language: 'COBOL' },
  ];
  const headers = (grid: HTMLElement) =>
    within(grid)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);

  it('is named "Data table" by default and shows the union of row keys', () => {
    renderWithI18n(<Table data={data} />);
    const grid = screen.getByRole('grid', { name: 'Data table' });
    expect(headers(grid)).toEqual(['name', 'year', 'language']);
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]?.textContent).toBe('GraceCOBOL');
  });

  it('uses the given headers and description; hideHeaders keeps them for screen readers only', () => {
    renderWithI18n(<Table data={data} headers={{ year: 'Year', name: 'Name' }} description="Pioneers" hideHeaders />);
    const grid = screen.getByRole('grid', { name: 'Pioneers' });
    expect(headers(grid)).toEqual(['Year', 'Name']);
    expect(grid.querySelector('thead')?.className).toContain('visually-hidden');
  });
});

describe('Collapse', () => {
  it('starts collapsed and toggles its panel', () => {
    renderWithI18n(
      <Collapse title="Details">
        <p>Hidden body</p>
      </Collapse>,
    );
    const button = screen.getByRole('button', { name: 'Details' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Hidden body')?.closest('[hidden]')).not.toBeNull();
    act(() => void fireEvent.click(button));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Hidden body').closest('[hidden]')).toBeNull();
  });
});

describe('Modal', () => {
  function Harness({ onChange }: { onChange: (open: boolean) => void }) {
    const [open, setOpen] = useState(true);
    return (
      <Modal
        title="Demo"
        isOpen={open}
        onOpenChange={(next) => {
          onChange(next);
          setOpen(next);
        }}
      >
        <p>Body</p>
      </Modal>
    );
  }

  it('closes on Escape', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Demo' });
    act(() => void fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with its close button', () => {
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(onChange).toHaveBeenCalledWith(false);
  });
});

// Markdown sanitising is checked in Chromium (tests/e2e/c-lib.spec.ts): happy-dom's DOM makes
// DOMPurify drop elements a browser keeps, so a unit test here would test happy-dom.

describe('FileUpload', () => {
  it('names the picker by its label, describes it, and hands over accepted files', () => {
    const onFiles = vi.fn();
    renderWithI18n(<FileUpload label="File to hash" accept={['.txt']} multiple onFiles={onFiles} />);
    const button = screen.getByRole('button', { name: 'File to hash' });
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Drag and drop a file here, or click to select a file');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    expect(input?.getAttribute('accept')).toBe('.txt');
    const good = new File(['a'], 'a.txt', { type: 'text/plain' });
    const bad = new File(['{}'], 'b.json', { type: 'application/json' });
    act(() => void fireEvent.change(input as HTMLInputElement, { target: { files: [good, bad] } }));
    expect(onFiles).toHaveBeenCalledWith([good]);
  });

  it('takes the files of an accepted type, only the first unless multiple', () => {
    const [a, b, c] = ['a.txt', 'b.json', 'c.txt'].map((name) => new File(['x'], name));
    expect(acceptedFiles([a!, b!, c!], ['.txt'], true)).toEqual([a, c]);
    expect(acceptedFiles([b!, c!, a!], ['.txt'])).toEqual([c]);
    expect(acceptedFiles([b!, a!], undefined)).toEqual([b]);
  });

  it('shows the chosen file by name and size', () => {
    renderWithI18n(<FileUpload label="File" onFiles={() => {}} file={new File(['hello'], 'hello.txt')} />);
    expect(screen.getByText('Selected file: hello.txt (5 B)')).toBeTruthy();
  });
});

describe('ButtonsSelect', () => {
  it('is a radio group: one choice, changed by pressing another button', () => {
    function Harness() {
      const [value, setValue] = useState<'a' | 'b'>('a');
      return (
        <ButtonsSelect
          label="Mode"
          value={value}
          onChange={setValue}
          options={[
            { label: 'A', value: 'a' },
            { label: 'B', value: 'b' },
          ]}
        />
      );
    }
    renderWithI18n(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Mode' });
    const [a, b] = within(group).getAllByRole('radio');
    expect(a?.getAttribute('aria-checked')).toBe('true');
    act(() => void fireEvent.click(b as HTMLElement));
    expect(b?.getAttribute('aria-checked')).toBe('true');
    expect(a?.getAttribute('aria-checked')).toBe('false');
    // Pressing the chosen one again keeps it chosen (never empty).
    act(() => void fireEvent.click(b as HTMLElement));
    expect(b?.getAttribute('aria-checked')).toBe('true');
  });
});
