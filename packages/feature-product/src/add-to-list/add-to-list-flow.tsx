import type { ScreenList } from '@ldn/domain';
import { whenIdle } from '@ldn/ui-kit';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AddToListOptions, AddToListProduct } from './add-to-list-machine';

/**
 * The flow's machine, effects and popups: a chunk of their own (most pages, a shared list first,
 * never add a product), fetched once the browser is idle after the first paint.
 */
const AddToListEngine = lazy(() =>
  import('./add-to-list-engine').then((module) => ({ default: module.AddToListEngine })),
);

/**
 * [S4.11] Starts the add-to-list flow for a product (the overlay's, or a product page's with its
 * choices). Ignored while another flow runs.
 */
export type StartFlow = (product: AddToListProduct, options?: AddToListOptions) => void;

/** What `useAddToList()` gives. */
export interface AddToList {
  readonly addToList: StartFlow;
  /**
   * Calls are running (pages show their add button busy), or the flow's code is still loading for
   * a call made before it ran.
   */
  readonly busy: boolean;
}

const AddToListContext = createContext<AddToList | null>(null);

export interface AddToListFlowProps {
  readonly children?: ReactNode;
  /**
   * [S2.30] [S7.48] The external login's address, coming back to `redirectPath` (the app's
   * `loginHref` of `apps/web/src/app/environment.ts`).
   */
  readonly loginHref: (redirectPath: string) => string;
  /** A full page load (the external login); `window.location.assign` by default. */
  readonly assign?: ((url: string) => void) | undefined;
  /** [S4.11] The list the visitor is on, as the shell knows it; `null` when none is loaded. */
  readonly currentList: ScreenList | null;
  /** [S4.11] 'Ajouter un autre produit' away from ViewFromSearch: the app reopens the overlay. */
  readonly onAddAnother?: (() => void) | undefined;
}

/**
 * [S4.11] [S2.50] The add-to-list flow's host: gives `useAddToList()` to everything below it (the
 * product pages and the products overlay) and mounts the flow's engine beside them, which runs the
 * calls and shows the popups (country confirmation, unavailable country, already in list, product
 * added). A start asked before the engine runs waits for it, the page showing busy meanwhile. It
 * must sit inside the router and the store. Under another `AddToListFlow` (the shell's), it renders
 * its children only: one flow, one set of popups.
 */
export function AddToListFlow(props: AddToListFlowProps) {
  const parent = useContext(AddToListContext);
  return parent === null ? <FlowHost {...props} /> : props.children;
}

function FlowHost({ children, ...engineProps }: AddToListFlowProps) {
  const [engineWanted, setEngineWanted] = useState(false);
  const [busy, setBusy] = useState(false);
  const engine = useRef<StartFlow | null>(null);
  // The starts asked before the engine was mounted, run by it in order once it is.
  const waiting = useRef<Parameters<StartFlow>[]>([]);
  useEffect(() => whenIdle(() => setEngineWanted(true)), []);

  const addToList = useCallback<StartFlow>((product, options) => {
    if (engine.current !== null) {
      engine.current(product, options);
      return;
    }
    waiting.current.push([product, options]);
    setEngineWanted(true);
    setBusy(true);
  }, []);

  const onReady = useCallback((start: StartFlow) => {
    engine.current = start;
    for (const args of waiting.current.splice(0)) start(...args);
  }, []);

  const value = useMemo<AddToList>(() => ({ addToList, busy }), [addToList, busy]);
  return (
    <AddToListContext value={value}>
      {children}
      {engineWanted && (
        <Suspense fallback={null}>
          <AddToListEngine {...engineProps} onReady={onReady} onBusyChange={setBusy} />
        </Suspense>
      )}
    </AddToListContext>
  );
}

/**
 * [S4.11] The add-to-list flow of the nearest `AddToListFlow`:
 * `const { addToList } = useAddToList(); addToList({ id: '12345678', title: 'Poussette' })`.
 */
export function useAddToList(): AddToList {
  const flow = useContext(AddToListContext);
  if (flow === null) throw new Error('useAddToList needs an AddToListFlow above it');
  return flow;
}
