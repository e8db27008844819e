import { lazy, memo, Suspense, useState, type ComponentType, type ReactElement } from 'react';

export interface LazyWidget<P extends object> {
  (props: P): ReactElement;
  /** Resolves once the implementation is loaded; later mounts then render it at once. */
  ready: Promise<void>;
}

/**
 * A widget whose react-aria implementation is a chunk of its own, fetched as soon as a page that
 * uses it is evaluated: the route's first load (and its "usable" moment) does not wait for it.
 * Until it arrives, `Placeholder` draws the same box, label and value, disabled, so the layout does
 * not move and no click or keystroke is taken and then lost.
 */
export function lazyWidget<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): LazyWidget<P> {
  let loaded: ComponentType<P> | undefined;
  const loading = load();
  const ready = loading.then((component) => void (loaded = component));
  // A rejected load surfaces through `Lazy` in the tool's error boundary, not as an unhandled rejection.
  ready.catch(() => undefined);
  const Lazy = lazy(() => loading.then((component) => ({ default: component })));

  function Widget(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // Memoised: a tool re-renders on every keystroke, and a widget whose props did not change (a
  // Select given stable options and callbacks) is skipped; react-aria widgets are costly to render.
  return Object.assign(memo(Widget), { ready }) as unknown as LazyWidget<P>;
}
