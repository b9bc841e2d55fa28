import type { ListSummary, SearchListsResult } from '@ldn/api-client';
import { EXPRESSION_MIN_LENGTH, normalizeListSearchText } from '@ldn/domain';

/** What the search page shows below its form. */
export type ListSearchState =
  /** Nothing searched yet. */
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  /** [S2.46] Lists found; `tooMany`: the server kept the first ones, refine the search. */
  | {
      readonly kind: 'results';
      readonly lists: readonly ListSummary[];
      readonly tooMany: boolean;
    }
  /** [S2.46] 'Aucune liste trouvée.' */
  | { readonly kind: 'none' }
  /** The service failed (network, 5xx): try again. */
  | { readonly kind: 'error' };

/** The outcome of checking a typed search text. */
export type SearchTextCheck =
  { readonly ok: true; readonly term: string } | { readonly ok: false; readonly term: string };

/**
 * [S5.14] [S9.9] The text a search sends: normalised by the domain (spaced slashes become one
 * space, trimmed), then at least EXPRESSION_MIN_LENGTH characters (counted as the server counts
 * them, by code point), else it is not sent.
 */
export function checkSearchText(text: string): SearchTextCheck {
  const term = normalizeListSearchText(text);
  return { ok: [...term].length >= EXPRESSION_MIN_LENGTH, term };
}

/** What the RTK Query hook of [S7.15] says, reduced to what the page reads. */
export interface SearchQueryResult {
  readonly data?: SearchListsResult | undefined;
  readonly error?: unknown;
  readonly isFetching: boolean;
}

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error
    ? (error as { status: unknown }).status
    : undefined;

/**
 * [S2.46] [S7.1] [S7.15] The page's state for a searched `term` ('' when none): a 400 or 404 of
 * searchLists is an answer ("no list found"), never the Not found page (the api client exempts
 * these URLs); any other failure asks to try again.
 */
export function listSearchState(term: string, query: SearchQueryResult): ListSearchState {
  if (term === '') return { kind: 'idle' };
  if (query.isFetching) return { kind: 'loading' };
  if (query.error !== undefined) {
    const status = statusOf(query.error);
    return status === 400 || status === 404 ? { kind: 'none' } : { kind: 'error' };
  }
  if (query.data === undefined) return { kind: 'loading' };
  if (query.data.lists.length === 0) return { kind: 'none' };
  return { kind: 'results', lists: query.data.lists, tooMany: query.data.tooMany };
}
