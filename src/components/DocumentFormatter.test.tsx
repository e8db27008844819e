// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { renderWithI18n } from '@/ui/test-utils';
import { DocumentFormatter, type DocumentFormatterProps, type DocumentState } from './DocumentFormatter';

afterEach(cleanup);

const doc: DocumentState = {
  source: '{"a":1}',
  ready: '{"a":1}',
  open: { state: { status: 'idle' }, cancel: () => undefined } as unknown as DocumentState['open'],
  setText: () => undefined,
  openFile: () => undefined,
  setAhead: () => undefined,
};
const cancel = () => undefined;
type Live = DocumentFormatterProps['live'];
const done = (value: string): Live => ({ value, pending: false, state: { status: 'done' }, cancel });
const running: Live = { pending: true, state: { status: 'running', startedAt: 0 }, cancel };
const failed: Live = {
  error: new InputError('invalid', { reason: 'Unexpected end' }),
  pending: false,
  state: { status: 'error' },
  cancel,
};
const nothingToDo: Live = { pending: false, state: { status: 'idle' }, cancel };

const page = (live: Live) => (
  <DocumentFormatter ns="app" doc={doc} live={live} downloadName="out.json" mimeType="application/json" />
);
const output = () => screen.getByRole('textbox', { name: 'output' }).textContent;

describe('DocumentFormatter', () => {
  it('keeps the last output while the next is computed, so the view does not blink at each keystroke', () => {
    const { rerender } = renderWithI18n(page(done('{\n  "a": 1\n}')));
    expect(output()).toBe('{  "a": 1}');
    rerender(page(running));
    expect(output()).toBe('{  "a": 1}');
    rerender(page(done('{\n  "a": 12\n}')));
    expect(output()).toBe('{  "a": 12}');
  });

  it('goes blank after an error (never stale), and stays blank while the next answer is computed', () => {
    const { rerender } = renderWithI18n(page(done('{\n  "a": 1\n}')));
    rerender(page(failed));
    expect(output()).toBe('');
    rerender(page(running));
    expect(output()).toBe('');
  });

  it('goes blank when there is nothing to compute (a file being opened, an option out of range)', () => {
    const { rerender } = renderWithI18n(page(done('{\n  "a": 1\n}')));
    rerender(page(nothingToDo));
    expect(output()).toBe('');
  });
});
