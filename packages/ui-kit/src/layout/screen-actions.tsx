import type { MenuAction } from '@ldn/domain';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/** What a screen does when a bar button of its own is pressed. */
export type ScreenActionHandler = () => void;

/**
 * Whether the page can act now. A bar button must not promise what its page will not do: a page
 * with nothing to add says so, and the shell disables the button (and reads `reason` with it).
 */
export interface ScreenActionState {
  /** The page cannot act now (e.g. nothing left to add): the button is disabled. */
  readonly disabled: boolean;
  /** The action is under way: the button is busy. */
  readonly busy: boolean;
  /** Why the action is disabled, in the page's words (read with the disabled button). */
  readonly reason?: string | undefined;
}

/** The state of every action a page handles, by action (absent: no page handles it). */
export type ScreenActionStates = ReadonlyMap<MenuAction, ScreenActionState>;

const READY: ScreenActionState = { disabled: false, busy: false };

/**
 * [S2.54]-[S2.56] The bars belong to the shell, but some of their buttons act on the page shown
 * (add to cart, add to list, save settings, save changes, validate the cart, create a list). The
 * page registers a handler for its action; the shell runs it. The last registration wins, and a
 * page's handler leaves with the page.
 */
export interface ScreenActions {
  /**
   * Registers `handler` for `action`, ready unless `state` says otherwise; the returned function
   * unregisters it (if still current).
   */
  register(action: MenuAction, handler: ScreenActionHandler, state?: ScreenActionState): () => void;
  /** Sets the state of `action`, if `handler` is still the one registered for it. */
  setState(action: MenuAction, handler: ScreenActionHandler, state: ScreenActionState): void;
  /**
   * Runs the handler registered for `action`; `false` when no page handles it, or when its page
   * said it cannot act now (disabled or busy).
   */
  run(action: MenuAction): boolean;
  /** The states of the registered actions: a new map after each change, the same one otherwise. */
  states(): ScreenActionStates;
  /** Calls `listener` after each change of `states()`; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A registry of screen actions (one per app, made by the provider). */
export function createScreenActions(): ScreenActions {
  const handlers = new Map<MenuAction, ScreenActionHandler>();
  const listeners = new Set<() => void>();
  let states: ScreenActionStates = new Map();
  const publish = (change: (next: Map<MenuAction, ScreenActionState>) => void) => {
    const next = new Map(states);
    change(next);
    states = next;
    for (const listener of listeners) listener();
  };
  return {
    register(action, handler, state = READY) {
      handlers.set(action, handler);
      publish((next) => next.set(action, state));
      return () => {
        if (handlers.get(action) !== handler) return;
        handlers.delete(action);
        publish((next) => next.delete(action));
      };
    },
    setState(action, handler, state) {
      if (handlers.get(action) !== handler) return;
      const current = states.get(action);
      if (
        current?.disabled === state.disabled &&
        current.busy === state.busy &&
        current.reason === state.reason
      ) {
        return;
      }
      publish((next) => next.set(action, state));
    },
    run(action) {
      const handler = handlers.get(action);
      const state = states.get(action) ?? READY;
      if (handler === undefined || state.disabled || state.busy) return false;
      handler();
      return true;
    },
    states: () => states,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
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

/** What a page says of its action now: all optional, a page that omits them is ready. */
export interface ScreenActionOptions {
  /** The page cannot act now: the bar's button is disabled. */
  readonly disabled?: boolean | undefined;
  /** The action is under way: the bar's button is busy. */
  readonly busy?: boolean | undefined;
  /** Why it is disabled, in the page's words (the page shows the same text). */
  readonly reason?: string | undefined;
}

/**
 * A page handles the bar button `action` while it is shown. The latest `handler` runs (no need to
 * memoise it); `options` say whether the button may be pressed now (the shell reads them with
 * `useScreenActionStates`).
 */
export function useScreenAction(
  action: MenuAction,
  handler: ScreenActionHandler,
  options: ScreenActionOptions = {},
): void {
  const registry = useScreenActions();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  // One function per mounted page: `setState` recognises the registration by it.
  const [registered] = useState<ScreenActionHandler>(() => () => latest.current());
  const disabled = options.disabled ?? false;
  const busy = options.busy ?? false;
  const reason = disabled ? options.reason : undefined;
  useEffect(() => registry.register(action, registered), [registry, action, registered]);
  useEffect(() => {
    registry.setState(action, registered, { disabled, busy, reason });
  }, [registry, action, registered, disabled, busy, reason]);
}

/** [S2.54]-[S2.56] The shell's view of the actions pages handle now, updated as they change. */
export function useScreenActionStates(): ScreenActionStates {
  const registry = useScreenActions();
  return useSyncExternalStore(registry.subscribe, registry.states, registry.states);
}
