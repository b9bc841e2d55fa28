import type { Virtualizer } from '@tanstack/virtual-core';
import { useEffect, useEffectEvent, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import type * as WindowVirtualizerModule from './window-virtualizer';
import type { WindowVirtualizerOptions } from './window-virtualizer';

type WindowVirtualizer = Virtualizer<Window, HTMLDivElement>;

/** The virtualiser's module, loaded once for the page; `loaded` once it has come. */
const virtualizerModule = {
  loaded: null as typeof WindowVirtualizerModule | null,
  loading: undefined as Promise<typeof WindowVirtualizerModule> | undefined,
  load(): Promise<typeof WindowVirtualizerModule> {
    this.loading ??= import('./window-virtualizer').then(
      (module) => {
        this.loaded = module;
        return module;
      },
      (error: unknown) => {
        // Offline, say: the next long list asks again.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  },
};

/** The options of {@link useWindowVirtualizer}: the virtualiser's, but its change listener. */
export type UseWindowVirtualizerOptions = Omit<WindowVirtualizerOptions, 'onChange'>;

/**
 * A virtualiser of the window's scroll (@tanstack/virtual-core) bound to the component, or null
 * until its module has loaded: the component renders what it can without it (a long list, its
 * first rows) and the same elements, placed by it, once it has come, so React keeps them.
 * The binding is @tanstack/react-virtual's `useVirtualizer` (its `useFlushSync` default, without
 * `directDomUpdates`), which cannot be used here: its hook would have to be in the page's first
 * JavaScript with the library, or the rows in a component of their own loaded later, whose arrival
 * would render every card again (tried on 2026-11-26, docs/performance.md).
 */
export function useWindowVirtualizer(
  options: UseWindowVirtualizerOptions,
): WindowVirtualizer | null {
  const rerender = useReducer((count: number) => count + 1, 0)[1];

  const create = (module: typeof WindowVirtualizerModule, given: UseWindowVirtualizerOptions) => {
    // Set while the virtualiser measures a row through its ref, that is while React commits: a
    // change then is rendered in the commit's own pass, as flushSync cannot run there.
    let measuringFromRef = false;
    const onChange: WindowVirtualizerOptions['onChange'] = (_instance, sync) => {
      if (sync && !measuringFromRef) flushSync(rerender);
      else rerender();
    };
    const virtualizer = module.createWindowVirtualizer({ ...given, onChange });
    const measureElement = virtualizer.measureElement;
    virtualizer.measureElement = (node) => {
      measuringFromRef = true;
      try {
        measureElement(node);
      } finally {
        measuringFromRef = false;
      }
    };
    return { module, virtualizer, onChange };
  };

  // A list opened after the module has loaded has its virtualiser from its first render.
  const [bound, setBound] = useState(() =>
    virtualizerModule.loaded === null ? null : create(virtualizerModule.loaded, options),
  );
  // The options of the render the module arrives in: the render this causes gives the virtualiser
  // the current ones (`setOptions` below) before it places anything.
  const bindModule = useEffectEvent((module: typeof WindowVirtualizerModule) => {
    if (bound === null) setBound(create(module, options));
  });
  useEffect(() => {
    let mounted = true;
    virtualizerModule.load().then(
      (module) => {
        if (mounted) bindModule(module);
      },
      // The first rows stay: the list is readable, only its other rows wait for a new visit.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);

  bound?.virtualizer.setOptions(
    bound.module.windowOptions({ ...options, onChange: bound.onChange }),
  );
  useLayoutEffect(() => bound?.virtualizer._didMount(), [bound]);
  useLayoutEffect(() => bound?.virtualizer._willUpdate());
  return bound?.virtualizer ?? null;
}
