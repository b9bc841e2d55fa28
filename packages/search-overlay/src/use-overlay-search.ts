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
  infiniteQueryOptions,
  QueryClient,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
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

interface QueryInput {
  readonly mode: Exclude<OverlayMode, 'idle'>;
  readonly term: string;
  readonly scopeId: string | null;
  readonly filters: OverlayFilters;
  readonly sortKey: string | null;
}

type Builder = OverlayQuery;

/** The customer's choices that the controls show at once (a new result set follows them). */
interface Choices {
  readonly filters: OverlayFilters;
  readonly sortKey: string | null;
}

const NO_CHOICES: Choices = { filters: NO_FILTERS, sortKey: null };

/**
 * One result set: one request and its pages, through one SDK builder. `run` is new for every
 * search, navigation, filter, sort or 'Réessayer', even with the same words: each is asked for
 * afresh (a new builder, so 'visited' and 'addedToCart' count again), never read from the cache.
 */
interface ResultSet {
  readonly run: number;
  /** The overlay's opening it belongs to: the first search of an opening shows nothing of before. */
  readonly opening: number;
  readonly input: QueryInput;
  readonly sort: SortOption | null;
}

/** What only the first page of a result set brings. */
interface ResultHead {
  readonly facets: readonly Facet[];
  readonly chips: readonly string[];
  readonly scopes: readonly Scope[];
  readonly correctedTerms: string | null;
}

/** A page of a result set, as the query cache keeps it. */
interface ResultPage {
  /** The result set's builder: `next()` and tracking go through it. */
  readonly builder: Builder;
  /** The parts shown (the references that can be added, for a numeric term), for tracking. */
  readonly items: readonly DiscoveryItem[];
  readonly products: readonly OverlayProduct[];
  /** How many parts the page brought (before the numeric-term filter): paging. */
  readonly partCount: number;
  /** The module's total; `null` when the module is absent. */
  readonly total: number | null;
  /** The first page's facets, chips, scopes and corrected terms; `null` on the next pages. */
  readonly head: ResultHead | null;
}

/** Every query key of the overlay starts so: its client is its own, this keeps keys readable. */
const QUERY_SCOPE = '@ldn/search-overlay';

/**
 * The overlay's own query client (the package is embedded by other retailers: hosts provide
 * nothing). The overlay asks for what it shows itself, once: no retry (a failure shows, and
 * 'Réessayer' asks again), nothing fetched again behind its back (focus, reconnection, mount), and
 * the client's own `fetch` decides what offline means (the time limit then tells the customer).
 * Pages hold the SDK's builder: no structural sharing (nothing to compare, no walk through each
 * answer). Result sets are never asked for again under the same key: kept a minute at most.
 */
function createOverlayQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 'static',
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
        structuralSharing: false,
        gcTime: 60_000,
      },
    },
  });
}

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

function chipsOf(response: DiscoveryResponse, term: string): readonly string[] {
  const acp = response.modules.acp?.parts.map((part) => part.expression) ?? [];
  const keywords = response.modules.suggested_keywords?.parts.map((part) => part.expression) ?? [];
  const normalized = term.trim().toLowerCase();
  return [...new Set([...acp, ...keywords])].filter(
    (expression) => expression.trim().toLowerCase() !== normalized,
  );
}

/** The chips of the suggested keywords' answer (one function: the query keeps its result). */
const suggestedChipsOf = (response: DiscoveryResponse): readonly string[] => chipsOf(response, '');

/** A page of the answer: the parts it brings, how many count for paging, the total. */
function pageOf(
  response: DiscoveryResponse,
  builder: Builder,
  input: QueryInput,
  first: boolean,
): ResultPage {
  const references = showsReferences(input);
  const module = references ? response.modules.references : response.modules.items;
  const parts = module?.parts ?? [];
  const items = references ? parts.filter(isAddableReference) : parts;
  const corrected = response.query?.corrected_terms ?? response.modules.spell_check?.corrected;
  return {
    builder,
    items,
    products: items.map(toOverlayProduct),
    partCount: parts.length,
    total: module === undefined ? null : module.total,
    head: first
      ? {
          facets: response.modules.facets?.parts ?? [],
          chips: chipsOf(response, input.term),
          scopes: response.modules.scopes?.parts ?? [],
          correctedTerms:
            typeof corrected === 'string' &&
            corrected.trim().toLowerCase() !== input.term.trim().toLowerCase()
              ? corrected
              : null,
        }
      : null,
  };
}

/** How many parts the pages brought, and the total to reach (the latest the service gave). */
function pagingOf(pages: readonly ResultPage[]): { loaded: number; total: number } {
  let loaded = 0;
  let total = 0;
  pages.forEach((page, index) => {
    // An empty page ends the paging, whatever the total says.
    loaded = index > 0 && page.partCount === 0 ? total : loaded + page.partCount;
    total = page.total ?? total;
  });
  return { loaded, total };
}

/** Every product of the pages, a product repeated by an overlapping page shown once. */
function productsOf(pages: readonly ResultPage[]): readonly OverlayProduct[] {
  if (pages.length === 1) return pages[0]?.products ?? [];
  const known = new Set<string>();
  const products: OverlayProduct[] = [];
  for (const page of pages) {
    for (const product of page.products) {
      if (known.has(product.id)) continue;
      known.add(product.id);
      products.push(product);
    }
  }
  return products;
}

/**
 * [S4.12] The infinite query of a result set: the first page builds the request and executes it,
 * the next ones call `next()` on that same builder (the page parameter), while fewer parts are
 * loaded than the total.
 */
function resultSetOptions(client: OverlayDiscoveryClient, set: ResultSet) {
  return infiniteQueryOptions({
    queryKey: [QUERY_SCOPE, 'results', set.opening, set.run, set.input, set.sort?.key ?? null],
    queryFn: async ({ pageParam }): Promise<ResultPage> => {
      // Built and executed before the first `await`: the request leaves in the caller's task.
      const builder = pageParam ?? buildQuery(client, set.input, set.sort);
      const response = await (pageParam === null ? builder.execute() : builder.next());
      return pageOf(response, builder, set.input, pageParam === null);
    },
    initialPageParam: null as Builder | null,
    getNextPageParam: (_last, pages) => {
      const { loaded, total } = pagingOf(pages);
      return loaded < total ? (pages[0]?.builder ?? null) : null;
    },
  });
}

/** The key and options of the idle overlay: a query that is never asked for. */
const IDLE_SET: ResultSet = {
  run: 0,
  opening: 0,
  input: { mode: 'search', term: '', scopeId: null, filters: NO_FILTERS, sortKey: null },
  sort: null,
};

const NO_PAGES: readonly ResultPage[] = [];
const NOTHING: readonly never[] = [];

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
 * [S4.12] The overlay's search over the discovery client, on TanStack Query (its own client): a
 * term (empty: navigation mode), filters and a sort make a result set, an infinite query; a new
 * search clears items and filters; a filter or sort change reruns from the start; the next page
 * loads while fewer are loaded than the total. A failed search shows an empty result; a failed
 * navigation the [S8.5] error; a result set unanswered after SEARCH_TIMEOUT_MS an error to retry.
 * Only the latest result set is shown: the answers of one replaced meanwhile are dropped.
 */
export function useOverlaySearch({
  client,
  open,
  navigateTo,
  initialTerm,
}: UseOverlaySearchOptions): OverlaySearch {
  const [queryClient] = useState(createOverlayQueryClient);
  /** The result set shown; `null`: the idle overlay (the suggested keywords). */
  const [shown, setShown] = useState<ResultSet | null>(null);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  /** The run that met the time limit unanswered. */
  const [timedOut, setTimedOut] = useState(0);
  const [opening, setOpening] = useState(open ? 1 : 0);
  const [, repaint] = useReducer((count: number) => count + 1, 0);
  /** The number of the last run; the run whose answer may still be painted (0: none). */
  const runs = useRef(0);
  const latestRun = useRef(0);
  /** The timer of the result set being asked for (SEARCH_TIMEOUT_MS). */
  const timeout = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timeout.current), []);

  // Closing, or opening on the suggested keywords, starts from the idle state, set while
  // rendering; the effect below drops what is in flight. Each opening has its own queries.
  const [seen, setSeen] = useState({ open, navigateTo, initialTerm });
  if (seen.open !== open || seen.navigateTo !== navigateTo || seen.initialTerm !== initialTerm) {
    setSeen({ open, navigateTo, initialTerm });
    if (open && !seen.open) setOpening((count) => count + 1);
    if (!open || !opensOnResults(navigateTo, initialTerm)) {
      setShown(null);
      setChoices(NO_CHOICES);
    }
  }

  // [S9.8] The sort options are the settings' ranking, read at each opening.
  const settings = useQuery(
    {
      queryKey: [QUERY_SCOPE, 'settings', opening],
      queryFn: () => client.getSettings(),
      enabled: open,
    },
    queryClient,
  );
  const ranking = settings.data?.settings.ranking;
  const sortOptions = ranking !== undefined && ranking.length > 0 ? ranking : FALLBACK_SORT_OPTIONS;

  // [S9.10] The empty search box offers the suggested keywords (flavor 'search-home').
  const suggested = useQuery(
    {
      queryKey: [QUERY_SCOPE, 'suggested-keywords', opening],
      queryFn: () =>
        client
          .query('suggested_keywords')
          .flavor(SUGGESTED_KEYWORDS_FLAVOR)
          .module('suggested_keywords', { size: DEFAULT_PAGING.suggestedKeywords })
          .execute(),
      select: suggestedChipsOf,
      enabled: open && !opensOnResults(navigateTo, initialTerm),
    },
    queryClient,
  );

  // The result set shown. The overlay starts each one itself (`run` below), so the observer never
  // fetches on its own; while a new one loads, the one before of the same opening stays in
  // `data` as a placeholder (its facets fill the sidebar until the new ones come).
  const current = shown ?? IDLE_SET;
  const results = useInfiniteQuery(
    {
      ...resultSetOptions(client, current),
      enabled: false,
      placeholderData:
        shown === null
          ? undefined
          : (previous, previousQuery) =>
              previousQuery?.queryKey[2] === shown.opening ? previous : undefined,
    },
    queryClient,
  );

  const waiting = results.data === undefined || results.isPlaceholderData;
  const pages = waiting ? NO_PAGES : results.data.pages;
  const failedFirst = waiting && results.isError;
  const nextFailed = !waiting && results.isFetchNextPageError;
  const head = failedFirst ? null : (results.data?.pages[0]?.head ?? null);
  const suggestedChips = suggested.data ?? NOTHING;
  const products = useMemo(() => productsOf(pages), [pages]);

  const mode = shown?.input.mode ?? 'idle';
  let status: ResultStatus;
  if (shown === null) status = 'idle';
  else if (failedFirst) status = mode === 'navigation' ? 'failed' : 'done';
  else if (waiting) status = timedOut === shown.run ? 'failed' : 'loading';
  else status = results.isFetchingNextPage ? 'loadingMore' : 'done';
  const paging = pagingOf(pages);
  // A next page that fails ends the list there ('Il n'y a pas d'autres articles').
  const total = nextFailed ? paging.loaded : paging.total;
  let error: string | null = null;
  // [S8.5] A failed search is an empty result; a failed navigation says so.
  if (failedFirst && mode === 'navigation') error = overlayMessages.NAVIGATION_ERROR;
  else if (status === 'failed') error = overlayMessages.SEARCH_TIMEOUT;

  const state = useMemo<OverlaySearchState>(
    () => ({
      mode,
      term: shown?.input.term ?? '',
      scopeId: shown?.input.scopeId ?? null,
      filters: choices.filters,
      sortKey: choices.sortKey,
      status,
      products,
      loaded: paging.loaded,
      total,
      facets: head?.facets ?? NOTHING,
      chips: shown === null || head === null ? suggestedChips : head.chips,
      scopes: head?.scopes ?? NOTHING,
      correctedTerms: waiting ? null : (head?.correctedTerms ?? null),
      error,
    }),
    [
      mode,
      shown,
      choices,
      status,
      products,
      paging.loaded,
      total,
      head,
      suggestedChips,
      waiting,
      error,
    ],
  );
  const hasMore = state.status === 'done' && state.loaded < state.total;

  // The callbacks read the latest render without being re-created on each one.
  const { fetchNextPage } = results;
  const shownRun = shown?.run ?? 0;
  const latest = useRef({ state, sortOptions, pages, hasMore, fetchNextPage, run: shownRun });
  useLayoutEffect(() => {
    latest.current = { state, sortOptions, pages, hasMore, fetchNextPage, run: shownRun };
  });

  const run = useCallback(
    (input: QueryInput) => {
      const run = ++runs.current;
      latestRun.current = run;
      const options = latest.current.sortOptions;
      const sort = options.find((option) => option.key === input.sortKey) ?? options[0] ?? null;
      const set: ResultSet = { run, opening, input, sort };
      // The request leaves first, in this task (the query function builds and executes before any
      // `await`), the 'loading' render after it: a render first would delay the request by its
      // length. The observer then finds the query under way and does not ask again.
      const asked = queryClient.infiniteQuery(resultSetOptions(client, set));
      // The controls show the new choice at once: a filter's box is checked in the click's own
      // render (a controlled checkbox would otherwise show its old state until the transition).
      setChoices((previous) =>
        previous.filters === input.filters && previous.sortKey === input.sortKey
          ? previous
          : { filters: input.filters, sortKey: input.sortKey },
      );
      // As a transition, 'loading' renders in the next task, before the next frame.
      startTransition(() => setShown(set));
      clearTimeout(timeout.current);
      timeout.current = setTimeout(() => {
        if (run === latestRun.current) setTimedOut(run);
      }, SEARCH_TIMEOUT_MS);
      const answered = () => {
        if (run !== latestRun.current) return;
        clearTimeout(timeout.current);
        // The answer is painted in its own task (`flushSync`): the query client tells its
        // observers in a later task (a zero timeout), which the browser may run after a frame.
        // The set is given again in case the 'loading' transition has not rendered yet.
        flushSync(() => {
          setShown(set);
          repaint();
        });
      };
      asked.then(answered, answered);
    },
    [client, queryClient, opening],
  );

  const search = useCallback(
    (term: string) => {
      if (!isSearchableTerm(term)) return;
      run({
        mode: 'search',
        term: term.trim(),
        scopeId: null,
        filters: NO_FILTERS,
        sortKey: latest.current.state.sortKey,
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
        sortKey: latest.current.state.sortKey,
      });
    },
    [run],
  );

  const rerun = useCallback(
    (change: Partial<Choices>) => {
      const current = latest.current.state;
      if (current.mode === 'idle') {
        setChoices((previous) => ({ ...previous, ...change }));
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
    const { hasMore: more, fetchNextPage: next, run: shownRun } = latest.current;
    // Not for a result set already replaced (its cards stay until the new one renders).
    if (!more || shownRun !== latestRun.current) return;
    // A second call while a page loads waits for it rather than asking `next()` again.
    next({ cancelRefetch: false }).catch(() => undefined);
  }, []);

  const track = useCallback((product: OverlayProduct, event: 'visited' | 'addedToCart') => {
    const { pages: loaded } = latest.current;
    const builder = loaded[0]?.builder;
    const item = loaded
      .flatMap((page) => page.items)
      .find((candidate) => String(candidate['g:id']) === product.id);
    if (builder === undefined || item === undefined) return;
    // Once per builder [S4.12]: the SDK refuses a second one, which is not the customer's concern.
    Promise.resolve()
      .then(() => (event === 'visited' ? builder.visited(item) : builder.addedToCart(item)))
      .catch(() => undefined);
  }, []);

  // Opening starts in navigation mode (navigateTo), on the initial term, or on the suggested
  // keywords; closing, or the suggested keywords, drop what is in flight.
  useEffect(() => {
    if (open && navigateTo !== undefined && navigateTo !== '') navigate(navigateTo);
    else if (open && opensOnResults(navigateTo, initialTerm)) search(initialTerm ?? '');
    else {
      latestRun.current = 0;
      clearTimeout(timeout.current);
    }
  }, [open, navigateTo, initialTerm, navigate, search]);

  const sortKey = state.sortKey ?? sortOptions[0]?.key ?? '';
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
