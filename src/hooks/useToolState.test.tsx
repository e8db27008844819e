// @vitest-environment happy-dom
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { Profiler, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToolContext } from '@/app/tool-context';
import { createMemoryStorage, readToolState, setPersistenceStorage } from '@/state';
import type { Tool } from '@/tools/define-tool';
import { applyPatch, useToolState } from './useToolState';

const toolNamed = (id: string) =>
  ({ id, path: `/${id}`, keywords: [], load: () => Promise.reject(new Error('unused')) }) as unknown as Tool;

function inTool(id: string, children: ReactNode) {
  return (
    <ToolContext.Provider value={toolNamed(id)}>
      <Suspense fallback={null}>{children}</Suspense>
    </ToolContext.Provider>
  );
}

/** A storage whose writes are counted per key. */
function countingStorage() {
  const storage = createMemoryStorage();
  const set = vi.spyOn(storage, 'set');
  setPersistenceStorage(storage);
  return { storage, writesOf: (key: string) => set.mock.calls.filter(([k]) => k === key).length };
}

/** A tool of one option, `size` (1), that a press sets to `to`. */
function SizeButton({ to }: { to: number }) {
  const [options, setOptions] = useToolState({ size: 1 });
  return (
    <button type="button" onClick={() => setOptions({ size: to })}>
      {options.size}
    </button>
  );
}

describe('applyPatch', () => {
  it('returns the previous object when no value changes, a merged copy otherwise', () => {
    const previous = { a: 1, b: 'x', c: Number.NaN };
    expect(applyPatch(previous, {})).toBe(previous);
    expect(applyPatch(previous, { a: 1, c: Number.NaN })).toBe(previous);
    const next = applyPatch(previous, { b: 'y' });
    expect(next).not.toBe(previous);
    expect(next).toEqual({ a: 1, b: 'y', c: Number.NaN });
    expect(applyPatch({ z: 0 }, { z: -0 })).toEqual({ z: -0 }); // Object.is tells 0 from -0
  });
});

describe('useToolState', () => {
  it('an effect that re-sets the same option on every render settles: few commits, one write', async () => {
    const { writesOf } = countingStorage();
    await readToolState('loop-demo');
    let commits = 0;
    function Tool() {
      const [options, setOptions] = useToolState({ extension: '', name: 'file' });
      // A fresh callback each render, as a parent passing an inline arrow would give.
      const onExtension = (extension: string) => setOptions({ extension });
      const effects = useRef(0);
      useEffect(() => {
        effects.current += 1;
        if (effects.current < 50) onExtension('png'); // the cap keeps the unfixed hook from spinning forever
      });
      return <output>{options.extension}</output>;
    }
    const view = await act(async () =>
      render(
        inTool(
          'loop-demo',
          <Profiler id="tool" onRender={() => (commits += 1)}>
            <Tool />
          </Profiler>,
        ),
      ),
    );
    await waitFor(() => expect(view.container.textContent).toBe('png'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(commits).toBeLessThan(5);
    expect(writesOf('tool:loop-demo')).toBe(1);
  });

  it('persists a changed value once; setting it again writes nothing', async () => {
    const { storage, writesOf } = countingStorage();
    await readToolState('write-demo');
    const view = await act(async () => render(inTool('write-demo', <SizeButton to={2} />)));
    await waitFor(() => expect(view.container.textContent).toBe('1'));
    expect(writesOf('tool:write-demo')).toBe(0); // the first render never writes
    const button = view.getByRole('button');
    act(() => fireEvent.click(button));
    act(() => fireEvent.click(button));
    await waitFor(() => expect(view.container.textContent).toBe('2'));
    await waitFor(async () => expect(await storage.get('tool:write-demo')).toEqual({ size: 2 }));
    expect(writesOf('tool:write-demo')).toBe(1);
  });

  it('mirrors a change to storage in a later task, not in the task that made it, even once unmounted', async () => {
    const { storage, writesOf } = countingStorage();
    await readToolState('later-demo');
    const view = await act(async () => render(inTool('later-demo', <SizeButton to={3} />)));
    await waitFor(() => expect(view.container.textContent).toBe('1'));
    act(() => fireEvent.click(view.container.querySelector('button')!));
    expect(view.container.textContent).toBe('3');
    expect(writesOf('tool:later-demo')).toBe(0);
    view.unmount();
    await waitFor(async () => expect(await storage.get('tool:later-demo')).toEqual({ size: 3 }));
  });

  it('writes a waiting mirror at once when the page is left (a reload)', async () => {
    const { writesOf } = countingStorage();
    await readToolState('leave-demo');
    const view = await act(async () => render(inTool('leave-demo', <SizeButton to={4} />)));
    await waitFor(() => expect(view.container.textContent).toBe('1'));
    act(() => fireEvent.click(view.container.querySelector('button')!));
    expect(writesOf('tool:leave-demo')).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(writesOf('tool:leave-demo')).toBe(1);
  });
});
