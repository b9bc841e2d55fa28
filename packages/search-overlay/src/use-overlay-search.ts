import type {
  DiscoveryItem,
  DiscoveryResponse,
  Facet,
  Scope,
  SortOption,
} from '@ldn/discovery-client';
import {
  DEFAULT_PAGING,
  OVERLAY_PAGE_SIZE_ITEMS,
  OVERLAY_PAGE_SIZE_REFERENCES,
  SEARCH_SORT_OPTIONS,
  SUGGESTED_KEYWORDS_FLAVOR,
} from '@ldn/domain';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { OverlayDiscoveryClient, OverlayQuery } from './discovery-port';
import { overlayMessages } from './messages';
import { isAddableReference, toOverlayProduct, type OverlayProduct } from './product';
import {
  FACET_FIELDS,
  filterClause,
  isNumericTerm,
  isSearchableTerm,
  NO_FILTERS,
  type OverlayFilters,
  type OverlayMode,
} from './search-rules';

/** The relevance 'field' of the ranking: the service's own order, so no sort is sent for it. */
const RELEVANCE_FIELD = '_score';

/**
 * [S9.8] The sort options when the settings cannot be read: 'Pertinence' (the service's order) and
 * the two price sorts of the domain.
 */
export const FALLBACK_SORT_OPTIONS: readonly SortOption[] = [
  { key: 'pertinence', label: SEARCH_SORT_OPTIONS[0].label, field: RELEVANCE_FIELD, order: 'desc' },
  ...SEARCH_SORT_OPTIONS.slice(1),
];

/** [S2.49] What the overlay shows of a result set. */
export type ResultStatus = 'idle' | 'loading' | 'loadingMore' | 'done' | 'failed';

/**
 * A result set still unanswered after this long is said to have failed, with 'Réessayer', rather
 * than 'Chargement des articles...' for ever (an answer that comes later is still shown).
 */
export const SEARCH_TIMEOUT_MS = 10_000;

export interface OverlaySearchState {
  readonly mode: OverlayMode;
  /** The term searched (empty in navigation mode, unless the service was asked with one). */
  readonly term: string;
  /** [S4.12] The scope (category path) of navigation mode. */
  readonly scopeId: string | null;
  readonly filters: OverlayFilters;
  /** The chosen ranking key; `null` = the default (the first of the settings' ranking). */
  readonly sortKey: string | null;
  readonly status: ResultStatus;
  readonly products: readonly OverlayProduct[];
  /** How many parts the service has given so far (before the numeric-term filter): paging. */
  readonly loaded: number;
  readonly total: number;
  readonly facets: readonly Facet[];
  /** [S2.49] The suggestion chips: acp expressions, else suggested keywords. */
  readonly chips: readonly string[];
  readonly scopes: readonly Scope[];
  /** [S5.18] The spell-checked terms, when the service searched other words than typed. */
  readonly correctedTerms: string | null;
  /** [S8.5] The text of a failed navigation. */
  readonly error: string | null;
}

const INITIAL_STATE: OverlaySearchState = {
  mode: 'idle',
  term: '',
  scopeId: null,
  filters: NO_FILTERS,
  sortKey: null,
  status: 'idle',
  products: [],
  loaded: 0,
  total: 0,
  facets: [],
  chips: [],
  scopes: [],
  correctedTerms: null,
  error: null,
};

interface QueryInput {
  readonly mode: Exclude<OverlayMode, 'idle'>;
  readonly term: string;
  readonly scopeId: string | null;
  readonly filters: OverlayFilters;
  readonly sortKey: string | null;
}

type Builder = OverlayQuery;

/** [S5.18] For a numeric term, the overlay shows the references; otherwise the items. */
const showsReferences = (input: QueryInput): boolean =>
  input.mode === 'search' && isNumericTerm(input.term);

/**
 * [S4.12] [S5.18] [S7.53] [S9.10] The request of a result set: 20 items and 32 references a page,
 * the price, colour and size facets, acp suggestions, scope cards, spell check off, the filters of
 * `filterClause` and the chosen sort (none for relevance: the service's own order).
 */
function buildQuery(
  client: OverlayDiscoveryClient,
  input: QueryInput,
  sort: SortOption | null,
): Builder {
  const builder = client.query(input.mode);
  if (input.term !== '') builder.terms(input.term);
  if (input.mode === 'navigation' && input.scopeId !== null) builder.scope(input.scopeId);
  builder
    .items({ from: 0, size: OVERLAY_PAGE_SIZE_ITEMS })
    .references({ from: 0, size: OVERLAY_PAGE_SIZE_REFERENCES })
    .facets([...FACET_FIELDS])
    .acp(DEFAULT_PAGING.suggestedKeywords)
    .scopePages({ from: 0, size: DEFAULT_PAGING.scopePages })
    .spellCheck(false);
  const clause = filterClause(input);
  if (clause !== null) builder.filter(clause);
  if (sort !== null && sort.field !== RELEVANCE_FIELD) builder.sort(sort.field, sort.order);
  return builder;
}

/**
 * The parts a page brings, how many count for paging, and the total (`null` when the module is
 * absent: `next()` does not ask again for a module that is done).
 */
function pageOf(response: DiscoveryResponse, references: boolean) {
  const module = references ? response.modules.references : response.modules.items;
  const parts = module?.parts ?? [];
  return {
    parts,
    shown: references ? parts.filter(isAddableReference) : parts,
    total: module === undefined ? null : module.total,
  };
}

function chipsOf(response: DiscoveryResponse, term: string): readonly string[] {
  const acp = response.modules.acp?.parts.map((part) => part.expression) ?? [];
  const keywords = response.modules.suggested_keywords?.parts.map((part) => part.expression) ?? [];
  const normalized = term.trim().toLowerCase();
  return [...new Set([...acp, ...keywords])].filter(
    (expression) => expression.trim().toLowerCase() !== normalized,
  );
}

/** Appends without repeating a product (a page that overlaps the previous one). */
function appendProducts(
  current: readonly OverlayProduct[],
  next: readonly OverlayProduct[],
): readonly OverlayProduct[] {
  const known = new Set(current.map((product) => product.id));
  return [...current, ...next.filter((product) => !known.has(product.id))];
}

export interface UseOverlaySearchOptions {
  readonly client: OverlayDiscoveryClient;
  readonly open: boolean;
  readonly navigateTo?: string | undefined;
  readonly initialTerm?: string | undefined;
}

export interface OverlaySearch {
  readonly state: OverlaySearchState;
  readonly sortOptions: readonly SortOption[];
  /** The ranking key in effect (the chosen one, else the default). */
  readonly sortKey: string;
  /** [S4.12] A new search: clears items and filters (terms below 2 characters are ignored). */
  readonly search: (term: string) => void;
  /** [S4.12] Navigation mode on a scope (a category path): clears items and filters. */
  readonly navigate: (scopeId: string) => void;
  /** [S4.12] New filters rerun the result set from the start. */
  readonly setFilters: (filters: OverlayFilters) => void;
  /** [S4.12] A new sort reruns the result set from the start. */
  readonly setSort: (key: string) => void;
  /** [S4.12] The next page, while fewer are loaded than the total. */
  readonly loadMore: () => void;
  /** Runs the result set shown (or that failed) again, from the start: 'Réessayer'. */
  readonly retry: () => void;
  readonly hasMore: boolean;
  /** [S4.12] The 'visited' and 'addedToCart' tracking events of the result set. */
  readonly trackVisited: (product: OverlayProduct) => void;
  readonly trackAddedToCart: (product: OverlayProduct) => void;
}

/** Whether an opening shows results (a category, a term) rather than the suggested keywords. */
function opensOnResults(navigateTo: string | undefined, initialTerm: string | undefined): boolean {
  return (
    (navigateTo !== undefined && navigateTo !== '') ||
    (initialTerm !== undefined && isSearchableTerm(initialTerm))
  );
}

/**
 * [S4.12] The overlay's state machine over the discovery client: a loading flag, a term (empty:
 * navigation mode), filters and a sort; a new search clears items and filters; a filter or sort
 * change reruns from the start; the next page loads while fewer are loaded than the total. A failed
 * search shows an empty result; a failed navigation the [S8.5] error; a result set unanswered after
 * SEARCH_TIMEOUT_MS an error to retry. Answers of a result set that was replaced meanwhile are
 * dropped.
 */
export function useOverlaySearch({
  client,
  open,
  navigateTo,
  initialTerm,
}: UseOverlaySearchOptions): OverlaySearch {
  const [state, setState] = useState<OverlaySearchState>(INITIAL_STATE);
  const [sortOptions, setSortOptions] = useState<readonly SortOption[]>(FALLBACK_SORT_OPTIONS);
  // The callbacks read the latest state and sort options without being re-created on each render.
  const stateRef = useRef(state);
  const sortOptionsRef = useRef(sortOptions);
  useLayoutEffect(() => {
    stateRef.current = state;
    sortOptionsRef.current = sortOptions;
  });
  /** Bumped by every new result set: late answers of an older one are dropped. */
  const generation = useRef(0);
  /** The builder of the result set shown: `next()` and tracking go through it. */
  const builderRef = useRef<Builder | null>(null);
  /** The raw item of each product shown, for tracking. */
  const itemsById = useRef(new Map<string, DiscoveryItem>());
  /** The timer of the result set being asked for (SEARCH_TIMEOUT_MS). */
  const timeout = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timeout.current), []);

  // [S9.8] The sort options are the settings' ranking.
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    client.getSettings().then(
      (settings) => {
        if (current && settings.settings.ranking.length > 0)
          setSortOptions(settings.settings.ranking);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, open]);

  const run = useCallback(
    (input: QueryInput) => {
      const run = ++generation.current;
      builderRef.current = null;
      itemsById.current = new Map();
      const options = sortOptionsRef.current;
      const sort = options.find((option) => option.key === input.sortKey) ?? options[0] ?? null;
      const references = showsReferences(input);
      // The request leaves first, the 'loading' render after it: a state update made in the Enter
      // key's event is rendered in a microtask, which would run before the few microtasks the
      // client takes to reach `fetch` and delay the request by that render. As a
      // transition it renders in the next task, before the next frame: the customer sees the same.
      let builder: Builder | undefined;
      let answer: Promise<DiscoveryResponse>;
      try {
        builder = buildQuery(client, input, sort);
        answer = builder.execute();
      } catch (error) {
        answer = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      // The controls show the new choice at once: a filter's box is checked in the click's own
      // render (a controlled checkbox would otherwise show its old state until the transition).
      // Only then: a new term (Enter) changes no control, and a render here would run before the
      // request leaves (the client reaches `fetch` a few microtasks later).
      setState((previous) =>
        previous.filters === input.filters && previous.sortKey === input.sortKey
          ? previous
          : { ...previous, filters: input.filters, sortKey: input.sortKey },
      );
      startTransition(() => {
        setState((previous) => ({
          ...previous,
          ...input,
          status: 'loading',
          products: [],
          loaded: 0,
          total: 0,
          correctedTerms: null,
          error: null,
        }));
      });
      clearTimeout(timeout.current);
      timeout.current = setTimeout(() => {
        if (run !== generation.current) return;
        setState((previous) =>
          previous.status === 'loading'
            ? { ...previous, status: 'failed', error: overlayMessages.SEARCH_TIMEOUT }
            : previous,
        );
      }, SEARCH_TIMEOUT_MS);
      answer.then(
        (response) => {
          if (run !== generation.current || builder === undefined) return;
          clearTimeout(timeout.current);
          builderRef.current = builder;
          const page = pageOf(response, references);
          for (const item of page.shown) itemsById.current.set(String(item['g:id']), item);
          const corrected =
            response.query?.corrected_terms ?? response.modules.spell_check?.corrected;
          // Whole by itself (`input` included), should it be rendered before the 'loading' one.
          // Rendered in this task (`flushSync`) rather than in a task of React's scheduler, which
          // the browser may run after a frame: the results make the first frame they can.
          flushSync(() =>
            setState((previous) => ({
              ...previous,
              ...input,
              error: null,
              status: 'done',
              products: appendProducts([], page.shown.map(toOverlayProduct)),
              loaded: page.parts.length,
              total: page.total ?? 0,
              facets: response.modules.facets?.parts ?? [],
              chips: chipsOf(response, input.term),
              scopes: response.modules.scopes?.parts ?? [],
              correctedTerms:
                typeof corrected === 'string' &&
                corrected.trim().toLowerCase() !== input.term.trim().toLowerCase()
                  ? corrected
                  : null,
            })),
          );
        },
        () => {
          if (run !== generation.current) return;
          clearTimeout(timeout.current);
          // [S8.5] A failed search is an empty result; a failed navigation says so.
          setState((previous) => ({
            ...previous,
            ...input,
            products: [],
            loaded: 0,
            total: 0,
            correctedTerms: null,
            status: input.mode === 'navigation' ? 'failed' : 'done',
            error: input.mode === 'navigation' ? overlayMessages.NAVIGATION_ERROR : null,
            facets: [],
            scopes: [],
          }));
        },
      );
    },
    [client],
  );

  /**
   * [S9.10] The empty search box offers the suggested keywords (flavor 'search-home'), on the
   * initial state (set as the overlay opens or closes, below).
   */
  const loadSuggestedKeywords = useCallback(() => {
    const run = ++generation.current;
    builderRef.current = null;
    Promise.resolve()
      .then(() =>
        client
          .query('suggested_keywords')
          .flavor(SUGGESTED_KEYWORDS_FLAVOR)
          .module('suggested_keywords', { size: DEFAULT_PAGING.suggestedKeywords })
          .execute(),
      )
      .then(
        (response) => {
          if (run !== generation.current) return;
          setState((previous) => ({ ...previous, chips: chipsOf(response, '') }));
        },
        () => undefined,
      );
  }, [client]);

  const search = useCallback(
    (term: string) => {
      if (!isSearchableTerm(term)) return;
      run({
        mode: 'search',
        term: term.trim(),
        scopeId: null,
        filters: NO_FILTERS,
        sortKey: stateRef.current.sortKey,
      });
    },
    [run],
  );

  const navigate = useCallback(
    (scopeId: string) => {
      run({
        mode: 'navigation',
        term: '',
        scopeId,
        filters: NO_FILTERS,
        sortKey: stateRef.current.sortKey,
      });
    },
    [run],
  );

  const rerun = useCallback(
    (change: Partial<Pick<QueryInput, 'filters' | 'sortKey'>>) => {
      const current = stateRef.current;
      if (current.mode === 'idle') {
        setState((previous) => ({ ...previous, ...change }));
        return;
      }
      run({
        mode: current.mode,
        term: current.term,
        scopeId: current.scopeId,
        filters: change.filters ?? current.filters,
        sortKey: change.sortKey === undefined ? current.sortKey : change.sortKey,
      });
    },
    [run],
  );

  const setFilters = useCallback((filters: OverlayFilters) => rerun({ filters }), [rerun]);
  const retry = useCallback(() => rerun({}), [rerun]);
  const setSort = useCallback((key: string) => rerun({ sortKey: key }), [rerun]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    const builder = builderRef.current;
    if (builder === null || current.status !== 'done' || current.loaded >= current.total) return;
    const run = generation.current;
    const references = current.mode === 'search' && isNumericTerm(current.term);
    setState((previous) => ({ ...previous, status: 'loadingMore' }));
    Promise.resolve()
      .then(() => builder.next())
      .then(
        (response) => {
          if (run !== generation.current) return;
          const page = pageOf(response, references);
          for (const item of page.shown) itemsById.current.set(String(item['g:id']), item);
          setState((previous) => ({
            ...previous,
            status: 'done',
            products: appendProducts(previous.products, page.shown.map(toOverlayProduct)),
            // An empty page ends the paging, whatever the total says.
            loaded: page.parts.length === 0 ? previous.total : previous.loaded + page.parts.length,
            total: page.total ?? previous.total,
          }));
        },
        () => {
          if (run !== generation.current) return;
          // No more can be had: the list ends here ('Il n'y a pas d'autres articles').
          setState((previous) => ({ ...previous, status: 'done', total: previous.loaded }));
        },
      );
  }, []);

  const track = useCallback((product: OverlayProduct, event: 'visited' | 'addedToCart') => {
    const builder = builderRef.current;
    const item = itemsById.current.get(product.id);
    if (builder === null || item === undefined) return;
    // Once per builder [S4.12]: the SDK refuses a second one, which is not the customer's concern.
    Promise.resolve()
      .then(() => (event === 'visited' ? builder.visited(item) : builder.addedToCart(item)))
      .catch(() => undefined);
  }, []);

  // Closing, or opening on the suggested keywords, starts from the initial state, set while
  // rendering; the effect below drops what is in flight (a new generation).
  const [seen, setSeen] = useState({ open, navigateTo, initialTerm });
  if (seen.open !== open || seen.navigateTo !== navigateTo || seen.initialTerm !== initialTerm) {
    setSeen({ open, navigateTo, initialTerm });
    if (!open || !opensOnResults(navigateTo, initialTerm)) setState(INITIAL_STATE);
  }
  // Opening starts in navigation mode (navigateTo), on the initial term, or on the empty search.
  useEffect(() => {
    if (!open) {
      generation.current += 1;
      clearTimeout(timeout.current);
      builderRef.current = null;
      return;
    }
    if (navigateTo !== undefined && navigateTo !== '') navigate(navigateTo);
    else if (opensOnResults(navigateTo, initialTerm)) search(initialTerm ?? '');
    else loadSuggestedKeywords();
  }, [open, navigateTo, initialTerm, navigate, search, loadSuggestedKeywords]);

  const sortKey = state.sortKey ?? sortOptions[0]?.key ?? '';
  const hasMore = state.status === 'done' && state.loaded < state.total;
  return useMemo(
    () => ({
      state,
      sortOptions,
      sortKey,
      search,
      navigate,
      setFilters,
      setSort,
      loadMore,
      retry,
      hasMore,
      trackVisited: (product: OverlayProduct) => track(product, 'visited'),
      trackAddedToCart: (product: OverlayProduct) => track(product, 'addedToCart'),
    }),
    [
      state,
      sortOptions,
      sortKey,
      search,
      navigate,
      setFilters,
      setSort,
      loadMore,
      retry,
      hasMore,
      track,
    ],
  );
}
