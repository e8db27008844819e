// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolContext } from '@/app/tool-context';
import { parseQueryOptions, sanitizeStored } from '@/lib/query-options';
import { appStore, createMemoryStorage, rememberToolInputsAtom, setPersistenceStorage } from '@/state';
import type { Tool } from '@/tools/define-tool';
import { useToolState } from './useToolState';

const toolNamed = (id: string) =>
  ({ id, path: `/${id}`, keywords: [], load: () => Promise.reject(new Error('unused')) }) as unknown as Tool;

function inTool(id: string, children: ReactNode) {
  return (
    <ToolContext.Provider value={toolNamed(id)}>
      <Suspense fallback={null}>{children}</Suspense>
    </ToolContext.Provider>
  );
}

const defaults = { size: 8, mode: 'hex', wrap: false };
const valid = {
  size: (n: number) => Number.isInteger(n) && n >= 1 && n <= 64,
  mode: (m: string) => ['hex', 'base64'].includes(m),
};

function Options({ id }: { id: string }) {
  const [state, setState] = useToolState(defaults, { query: ['size', 'mode', 'wrap'], valid });
  return (
    <button type="button" onClick={() => setState({ size: state.size + 1 })}>
      {`${state.size} ${state.mode} ${String(state.wrap)} ${id}`}
    </button>
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  appStore.set(rememberToolInputsAtom, true);
});

describe('option checks', () => {
  it('parse and sanitize drop values that fail their check', () => {
    expect(parseQueryOptions(defaults, ['size', 'mode'], '?size=900&mode=base64', valid)).toEqual({ mode: 'base64' });
    expect(sanitizeStored(defaults, { size: 12, mode: 'octal', wrap: true }, ['size', 'mode', 'wrap'], valid)).toEqual({
      size: 12,
      wrap: true,
    });
  });

  it('an invalid URL value is corrected in the URL, not kept as typed', async () => {
    setPersistenceStorage(createMemoryStorage());
    window.history.replaceState(null, '', '/checks-demo?size=9000&mode=bogus&wrap=maybe&ref=kept');
    const view = await act(async () => render(inTool('checks-demo', <Options id="a" />)));
    await waitFor(() => expect(view.container.textContent).toBe('8 hex false a'));
    expect(window.location.search).toBe('?size=8&mode=hex&wrap=false&ref=kept');
  });

  it('a stored value failing its check falls back to the default', async () => {
    const storage = createMemoryStorage();
    await storage.set('tool:stored-checks', { size: -3, mode: 'base64', wrap: 'yes' });
    setPersistenceStorage(storage);
    const view = await act(async () => render(inTool('stored-checks', <Options id="b" />)));
    await waitFor(() => expect(view.container.textContent).toBe('8 base64 false b'));
  });
});

describe('remembering turned off', () => {
  it('inputs live in memory only: a new mount finds them, storage never gets them', async () => {
    const storage = createMemoryStorage();
    setPersistenceStorage(storage);
    appStore.set(rememberToolInputsAtom, false);
    const first = await act(async () => render(inTool('memory-only', <Options id="c" />)));
    await waitFor(() => expect(first.container.textContent).toBe('8 hex false c'));
    act(() => fireEvent.click(first.getByRole('button')));
    await waitFor(() => expect(first.container.textContent).toBe('9 hex false c'));
    first.unmount();
    const again = await act(async () => render(inTool('memory-only', <Options id="c" />)));
    await waitFor(() => expect(again.container.textContent).toBe('9 hex false c'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storage.keys()).toEqual(['rememberToolInputs']);
  });
});
