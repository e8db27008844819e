// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/app/ErrorBoundary';
import { lazyWidget } from './lazy-widget';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Props {
  label: string;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

const Placeholder = ({ label }: Props) => (
  <button type="button" disabled>
    {label}
  </button>
);
const Loaded = ({ label }: Props) => <button type="button">{label}</button>;

describe('lazyWidget', () => {
  it('starts loading at once, shows the disabled placeholder, then the loaded widget with the same props', async () => {
    const load = deferred<typeof Loaded>();
    let calls = 0;
    const Widget = lazyWidget(() => (calls++, load.promise), Placeholder);
    expect(calls).toBe(1);
    render(<Widget label="Pick" />);
    expect((screen.getByRole('button', { name: 'Pick' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => load.resolve(Loaded));
    expect((screen.getByRole('button', { name: 'Pick' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls).toBe(1);
  });

  it('renders the loaded widget at once on later mounts', async () => {
    const Widget = lazyWidget(() => Promise.resolve(Loaded), Placeholder);
    await Widget.ready;
    render(<Widget label="Again" />);
    expect((screen.getByRole('button', { name: 'Again' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lets a failed load reach the error boundary instead of an unhandled rejection', async () => {
    const load = deferred<typeof Loaded>();
    const Widget = lazyWidget(() => load.promise, Placeholder);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={(error) => <p role="alert">{error.message}</p>}>
        <Widget label="Broken" />
      </ErrorBoundary>,
    );
    await act(async () => {
      load.reject(new Error('chunk failed'));
      await load.promise.catch(() => undefined);
    });
    expect(screen.getByRole('alert').textContent).toBe('chunk failed');
    expect(screen.queryByRole('button', { name: 'Broken' })).toBeNull();
  });
});
