import type { MenuAction } from '@ldn/domain';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

/** What a screen does when a bar button of its own is pressed. */
export type ScreenActionHandler = () => void;

/**
 * [S2.54]-[S2.56] The bars belong to the shell, but some of their buttons act on the page shown
 * (add to cart, add to list, save settings, save changes, validate the cart, create a list). The
 * page registers a handler for its action; the shell runs it. The last registration wins, and a
 * page's handler leaves with the page.
 */
export interface ScreenActions {
  /** Registers `handler` for `action`; the returned function unregisters it (if still current). */
  register(action: MenuAction, handler: ScreenActionHandler): () => void;
  /** Runs the handler registered for `action`; `false` when no page handles it. */
  run(action: MenuAction): boolean;
}

/** A registry of screen actions (one per app, made by the provider). */
export function createScreenActions(): ScreenActions {
  const handlers = new Map<MenuAction, ScreenActionHandler>();
  return {
    register(action, handler) {
      handlers.set(action, handler);
      return () => {
        if (handlers.get(action) === handler) handlers.delete(action);
      };
    },
    run(action) {
      const handler = handlers.get(action);
      if (handler === undefined) return false;
      handler();
      return true;
    },
  };
}

const ScreenActionsContext = createContext<ScreenActions | null>(null);

export interface ScreenActionsProviderProps {
  readonly children: ReactNode;
  /** A registry made elsewhere (a test); a new one by default. */
  readonly actions?: ScreenActions | undefined;
}

/** Gives the shell and its pages one registry of screen actions. */
export function ScreenActionsProvider({ children, actions }: ScreenActionsProviderProps) {
  const registry = useMemo(() => actions ?? createScreenActions(), [actions]);
  return <ScreenActionsContext value={registry}>{children}</ScreenActionsContext>;
}

/** The registry of the nearest provider. */
export function useScreenActions(): ScreenActions {
  const registry = useContext(ScreenActionsContext);
  if (registry === null) throw new Error('useScreenActions needs a ScreenActionsProvider above it');
  return registry;
}

/**
 * A page handles the bar button `action` while it is shown. The latest `handler` runs (no need to
 * memoise it).
 */
export function useScreenAction(action: MenuAction, handler: ScreenActionHandler): void {
  const registry = useScreenActions();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => registry.register(action, () => latest.current()), [registry, action]);
}
