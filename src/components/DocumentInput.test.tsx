// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentSource } from '@/lib/data-formats/document-source';
import { renderWithI18n } from '@/ui/test-utils';
import { DocumentInput, documentWorkerOptions, LARGE_DOCUMENT_CHARS, POST_AS_FILE_ABOVE_CHARS } from './DocumentInput';

afterEach(cleanup);

const field = () => screen.getByRole('textbox', { name: 'Your document' }) as HTMLTextAreaElement;
const pick = async (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  await act(async () => {
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
  });
};

/** A page holding its document as DocumentFormatter does; `takesFiles` hands big files over unread. */
function Page({ takesFiles, onFile }: { takesFiles: boolean; onFile?: (file: File) => void }) {
  const [value, setValue] = useState<DocumentSource>('typed');
  const take = (file: File) => {
    onFile?.(file);
    setValue({ file, id: 'opened' });
  };
  return (
    <DocumentInput
      ns="app"
      labelKey="Your document"
      placeholderKey={null}
      value={value}
      onChange={setValue}
      onFile={takesFiles ? take : undefined}
      fileChars={typeof value === 'string' ? undefined : 1234567}
    />
  );
}

describe('DocumentInput', () => {
  it('reads a small file into the field', async () => {
    renderWithI18n(<Page takesFiles />);
    await pick(new File(['{"a": "é"}'], 'a.json'));
    await vi.waitFor(() => expect(field().value).toBe('{"a": "é"}'));
  });

  it('hands a big file over unread, and says how long the worker found it', async () => {
    const onFile = vi.fn();
    renderWithI18n(<Page takesFiles onFile={onFile} />);
    const file = new File(['x'.repeat(LARGE_DOCUMENT_CHARS + 1)], 'big.json');
    const read = vi.spyOn(file, 'text');
    await pick(file);
    expect(onFile).toHaveBeenCalledWith(file);
    expect(read).not.toHaveBeenCalled();
    expect(field().value).toBe('');
    expect(screen.getByText(/^A document of 1,234,567 characters is loaded\./)).toBeTruthy();
    // Clear replaces it with an empty text.
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Clear' })));
    expect(screen.queryByText(/^A document of/)).toBeNull();
  });

  it('without onFile, reads a big file as text (held out of the field)', async () => {
    renderWithI18n(<Page takesFiles={false} />);
    await pick(new File(['y'.repeat(LARGE_DOCUMENT_CHARS + 1)], 'big.txt'));
    await vi.waitFor(() => expect(screen.getByText(/^A document of 32,769 characters is loaded\./)).toBeTruthy());
    expect(field().value).toBe('');
  });

  it('holds a big text given from outside aside, but keeps one that typing takes past the limit', async () => {
    function TextPage({ initial }: { initial: string }) {
      const [value, setValue] = useState<DocumentSource>(initial);
      return <DocumentInput ns="app" labelKey="Your document" placeholderKey={null} value={value} onChange={setValue} />;
    }
    const big = `[${'1,'.repeat(LARGE_DOCUMENT_CHARS / 2)}1]`;
    renderWithI18n(<TextPage initial={big} />);
    expect(field().value).toBe('');
    expect(
      screen.getByText(`A document of ${big.length.toLocaleString('en-US')} characters is loaded.`, { exact: false }),
    ).toBeTruthy();
    cleanup();
    // A keystroke past the limit: the text stays in the field (held, the next keystroke would replace it).
    renderWithI18n(<TextPage initial={big.slice(0, LARGE_DOCUMENT_CHARS)} />);
    act(() => void fireEvent.change(field(), { target: { value: `${field().value}2` } }));
    expect(field().value).toHaveLength(LARGE_DOCUMENT_CHARS + 1);
    expect(screen.queryByText(/characters is loaded/)).toBeNull();
  });

  it('takes a dropped file the same way', async () => {
    const onFile = vi.fn();
    renderWithI18n(<Page takesFiles onFile={onFile} />);
    const file = new File(['z'.repeat(LARGE_DOCUMENT_CHARS + 1)], 'dropped.json');
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    await act(async () => {
      fireEvent.dragOver(field(), { dataTransfer });
    });
    expect(document.querySelector('[data-drag-over]')).not.toBeNull();
    await act(async () => {
      fireEvent.drop(field(), { dataTransfer });
    });
    expect(onFile).toHaveBeenCalledWith(file);
    expect(document.querySelector('[data-drag-over]')).toBeNull();
  });
});

describe('DocumentInput editor of big documents', () => {
  /** The editor's view, once it has its text. */
  const editorView = async () => {
    let view: EditorView | null = null;
    await vi.waitFor(() => {
      const dom = document.querySelector<HTMLElement>('.cm-editor');
      view = dom ? EditorView.findFromDOM(dom) : null;
      expect(view).not.toBeNull();
    });
    return view as unknown as EditorView;
  };
  const big = `{"rows": [${'1,\n'.repeat(LARGE_DOCUMENT_CHARS / 2)}1]}`;

  it('edits a held text in place: the edits reach the page once typing pauses; Clear goes back to the field', async () => {
    const changes: string[] = [];
    function TextPage() {
      const [value, setValue] = useState<DocumentSource>(big);
      const change = (next: string) => {
        changes.push(next);
        setValue(next);
      };
      return <DocumentInput ns="app" labelKey="Your document" placeholderKey={null} value={value} onChange={change} />;
    }
    renderWithI18n(<TextPage />);
    expect(screen.getByText(/press Edit to change it/)).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Edit Your document' })));
    const view = await editorView();
    expect(view.state.doc.toString()).toBe(big);
    expect(view.contentDOM.getAttribute('aria-labelledby')).toBe(screen.getByText('Your document').id);
    // Focused in the task after the editor is made.
    await vi.waitFor(() => expect(document.activeElement).toBe(view.contentDOM));
    act(() => view.dispatch({ changes: { from: 1, insert: '"name": "x", ' } }));
    expect(changes).toEqual([]);
    await vi.waitFor(() => expect(changes).toEqual([`{"name": "x", ${big.slice(1)}`]));
    // Still in the editor, now with the page's text.
    expect(document.querySelector('.cm-editor')).not.toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Clear Your document' })));
    expect(changes.at(-1)).toBe('');
    expect(document.querySelector('.cm-editor')).toBeNull();
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
  });

  it('reads a held file to edit it as text', async () => {
    renderWithI18n(<Page takesFiles />);
    await pick(new File([big.replace(/\n/g, '\r\n')], 'big.json'));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Edit Your document' })));
    const view = await editorView();
    expect(view.state.doc.toString()).toBe(big);
  });

  it('selects the place of an error in the editor', async () => {
    const place = { line: 2, excerpt: '1,', caret: 1, offset: 12 };
    renderWithI18n(<DocumentInput ns="app" labelKey="Your document" value={big} onChange={() => undefined} errorPlace={place} />);
    // Held in the field: nothing there to select.
    expect(screen.queryByRole('button', { name: 'Show in the input' })).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Edit Your document' })));
    const view = await editorView();
    expect(view.contentDOM.getAttribute('aria-describedby')).toBe(screen.getByRole('group', { name: /^Line 2/ }).id);
    // A press takes the focus from the editor (fireEvent does not); happy-dom, unlike a browser,
    // reports a selection set in a focused editor at once, inside CodeMirror's update.
    act(() => view.contentDOM.blur());
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Show in the input' })));
    expect(view.state.selection.main).toMatchObject({ from: 12, to: 13 });
  });

  it('offers no editor for a text too big to post as a string', () => {
    const huge = 'x'.repeat(POST_AS_FILE_ABOVE_CHARS + 1);
    renderWithI18n(<DocumentInput ns="app" labelKey="Your document" value={huge} onChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Edit Your document' })).toBeNull();
    expect(screen.getByText(/characters is loaded\. It is not shown here/)).toBeTruthy();
  });
});

describe('DocumentInput error place', () => {
  const place = { line: 1, excerpt: '{"a": x}', caret: 6, offset: 6 };
  const renderWith = (value: string) =>
    renderWithI18n(
      <DocumentInput ns="app" labelKey="Your document" value={value} onChange={() => undefined} errorPlace={place} />,
    );

  it('offers to select the error in the field when the text is there', () => {
    renderWith('{"a": x}');
    expect(screen.getByRole('button', { name: 'Show in the input' })).toBeTruthy();
  });

  it('does not when the field holds a minified document aside', () => {
    renderWith(`{"a": x, "b": "${'m'.repeat(40_000)}"}`);
    expect(field().value).toBe('');
    expect(screen.getByRole('group', { name: 'Line 1 of the input, where the error is' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show in the input' })).toBeNull();
  });
});

describe('documentWorkerOptions', () => {
  it('waits for typing to pause when typed texts are big together; a held or opened one goes at once', () => {
    expect(documentWorkerOptions('small')).toEqual({ debounceMs: 0, restartWhenSuperseded: false });
    // Typed documents over 64 Ki together (each fits its field).
    const typed = ['t', 'u', 'v'].map((letter) => letter.repeat(30_000));
    expect(documentWorkerOptions(...typed)).toEqual({ debounceMs: 200, restartWhenSuperseded: true });
    // One over LARGE_DOCUMENT_CHARS is never in a field (pasted or opened whole): at once.
    expect(documentWorkerOptions('p'.repeat(LARGE_DOCUMENT_CHARS + 1))).toEqual({ debounceMs: 0, restartWhenSuperseded: false });
    expect(documentWorkerOptions('p'.repeat(100_000))).toEqual({ debounceMs: 0, restartWhenSuperseded: true });
    const opened = { file: new Blob(['f'.repeat(100_000)]), id: '1' };
    expect(documentWorkerOptions(opened)).toEqual({ debounceMs: 0, restartWhenSuperseded: true });
  });
});
