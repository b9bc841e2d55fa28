import { rebaseApiState, type FirstViewApiState } from '@ldn/api-client';
import {
  sessionInitialState,
  type CurrentListState,
  type FlagStorage,
  type SessionState,
  type UiState,
} from '@ldn/feature-session';
import type { ServerViewport } from '@ldn/ui-kit';

/**
 * The server-rendered first view (`src/entry-server.tsx`) and the state it was rendered from,
 * which the browser hydrates the page on (`src/start.tsx`): the same store, the same router data
 * and the same viewport guess give the same first render, so React adopts the server's markup
 * instead of replacing it, and nothing is asked of the API again.
 */

/** The id of the page's data block: `<script type="application/json" id="first-view-state">`. */
export const FIRST_VIEW_STATE_ID = 'first-view-state';

/** The store's slices the first render read besides the api cache (the navigation guard's). */
export interface TransferredSlices {
  readonly session: SessionState;
  readonly currentList: CurrentListState;
  readonly ui: UiState;
}

export interface FirstViewState {
  /** The viewport the server laid the page out for: the hydrating render reads it too. */
  readonly viewport: ServerViewport;
  /** The api slices' fulfilled queries, by `reducerPath`. */
  readonly api: FirstViewApiState;
  readonly slices: TransferredSlices;
  /** The router's loader data, by route id (react-router's `hydrationData.loaderData`). */
  readonly loaderData: Readonly<Record<string, unknown>>;
}

/**
 * Characters that could end the data block or the page's parsing of it (`</script>`, `<!--`),
 * and the two line separators older JavaScript parsers refused, as JSON escapes.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const jsonEscape = (char: string): string =>
  `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The state as the page's data block: JSON in a non-executable script element (the CSP's
 * `script-src 'self'` allows no inline script, and a data block runs nothing), escaped so that no
 * text of the state (a list's title) can close the element.
 */
export function firstViewStateScript(state: FirstViewState): string {
  const json = JSON.stringify(state).replace(UNSAFE_IN_SCRIPT, jsonEscape);
  return `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">${json}</script>`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The browser session's own part of the session (the staff flag and place) agrees. */
function sessionAgrees(session: SessionState, storage: FlagStorage | null): boolean {
  const local = sessionInitialState(storage);
  return (
    local.wasStaffLoggedIn === session.wasStaffLoggedIn &&
    local.storeCode === session.storeCode &&
    JSON.stringify(local.selectedCustomer) === JSON.stringify(session.selectedCustomer)
  );
}

/**
 * The first view's state, read from `document`, with its answers dated `now`; `null` when there is
 * none, when it cannot be read, or when this browser session's own state (the staff flag and
 * place, kept in `sessionStorage`, which the server does not see) differs from the server's: the
 * page would not render the same, so the app renders it on its own.
 */
export function readFirstViewState(
  document: Document,
  { now, storage }: { readonly now: number; readonly storage: FlagStorage | null },
): FirstViewState | null {
  const text = document.getElementById(FIRST_VIEW_STATE_ID)?.textContent;
  if (text === undefined || text === null || text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.slices) || !isRecord(parsed.loaderData)) return null;
  const { viewport, slices, loaderData } = parsed;
  if (viewport !== 'mobile' && viewport !== 'desktop') return null;
  if (!isRecord(slices.session) || !isRecord(slices.currentList) || !isRecord(slices.ui)) {
    return null;
  }
  const transferred = slices as unknown as TransferredSlices;
  if (!sessionAgrees(transferred.session, storage)) return null;
  return { viewport, api: rebaseApiState(parsed.api, now), slices: transferred, loaderData };
}

/** Resolves once the router has run its first navigation (guard, data, page chunk). */
export function whenRouterReady(router: {
  readonly state: { readonly initialized: boolean };
  subscribe(listener: (state: { readonly initialized: boolean }) => void): () => void;
}): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
