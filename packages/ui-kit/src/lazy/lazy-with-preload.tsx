import { lazy, useState, type ComponentType } from 'react';

/** A component from its own chunk, whose chunk can be fetched ahead of its first render. */
export type PreloadableComponent<Props extends object> = ComponentType<Props> & {
  /**
   * Fetches and evaluates the chunk (once). Never rejects: after a failure (a network blip) the
   * first render loads it again, and shows the error to the boundary if that fails too.
   */
  readonly preload: () => Promise<void>;
};

/** The chunks being loaded, by every `lazyWithPreload` component. */
const inFlight = new Set<Promise<unknown>>();

/**
 * Resolves when every chunk load started by a `lazyWithPreload` component has settled. For test
 * setups: a preload started when the browser was idle must not outlive its test file (Vitest
 * reports a module loaded after its environment is torn down as an error).
 */
export function preloadsSettled(): Promise<void> {
  return Promise.allSettled([...inFlight]).then(() => undefined);
}

/**
 * `React.lazy` that renders at once when its chunk was preloaded (`preload()`, on idle or on an
 * intent such as a hover), as if it were part of the page.
 *
 * React's `lazy` suspends on its first render even when the chunk is already there (the module's
 * promise settles in a microtask), so a preloaded popup still showed its Suspense fallback and
 * appeared in a second commit, which React holds back for 300 ms after a fallback (its Suspense
 * throttling): a first opening waited a third of a second and did its work in a task of its own
 * (the overlay's opening time counts). Each mounted instance keeps the kind it started with
 * (the loaded component, or `lazy` when the chunk was not there yet), so none is ever remounted.
 * Render it inside a `<Suspense>` boundary, as `lazy`: the chunk may not be there yet.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  name: string,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = (): Promise<ComponentType<Props>> => {
    if (loading !== undefined) return loading;
    loading = load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    const settling = loading.catch(() => undefined).finally(() => inFlight.delete(settling));
    inFlight.add(settling);
    return loading;
  };
  const preload = (): Promise<void> =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    // Chosen once per instance: switching kinds later would remount the component, losing state.
    const [Loaded] = useState(() => loaded);
    return Loaded === undefined ? <Lazy {...props} /> : <Loaded {...props} />;
  }
  Preloadable.displayName = `Preloadable(${name})`;
  return Object.assign(Preloadable, { preload });
}
