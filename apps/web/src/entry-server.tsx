import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import {
  activityCountApi,
  apiSlices,
  apiStateForTransfer,
  cartApi,
  configureApiClient,
  listItemsApi,
  productsApi,
} from '@ldn/api-client';
import { isStaff, matchPath, type RouteName } from '@ldn/domain';
import { selectCurrentList, selectUser } from '@ldn/feature-session';
import type { ServerViewport } from '@ldn/ui-kit';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { firstViewStateScript, type FirstViewState } from './app/first-view';
import { AppRoot } from './app/app-root';
import { createRoutes } from './app/router';
import type { ShellServices } from './app/shell-services';
import { makeAppStore, type AppStore } from '@ldn/app-shell';
import { readPrincipalCookie } from './app/environment';

/**
 * The server-rendered first view: the page a visitor asked for, rendered by the
 * same routes, navigation guard and screens as the browser, on the data the API gives this
 * visitor, so that the phone paints the page before the app's JavaScript has arrived. The page
 * carries the state it was rendered from (`FirstView.state`), and the browser hydrates this HTML on
 * it (`start.tsx`): same store, router data and viewport guess, same tree, so the same markup.
 *
 * Anything the guard would do in the browser other than show the page (send to the login, a full
 * page load, Not found) gives `null`: the server then sends the app without a first view, and the
 * browser does it as before.
 */

/** One call of the API, made by the server in-process for the visitor (their cookies). */
export type ApiFetch = (request: Request) => Promise<Response>;

export interface FirstViewRequest {
  /** The path and query asked for. */
  readonly url: string;
  /** The visitor's `Cookie` header ('' without one). */
  readonly cookie: string;
  /** [S1.7] The environment label. */
  readonly appEnv: string;
  /** The viewport the visitor's browser likely has (from its user agent). */
  readonly viewport: ServerViewport;
  /** The API, answered in-process with the visitor's cookies. */
  readonly fetchApi: ApiFetch;
}

export interface FirstView {
  /** The page's markup, for `<div id="root">`. */
  readonly html: string;
  /** The page's styles (`<style>` tags), for `<head>`. */
  readonly styles: string;
  /**
   * The state the page was rendered from, as its data block (`<script type="application/json"
   * id="first-view-state">`, escaped), for after `<div id="root">`.
   */
  readonly state: string;
}

/** What the server-side API calls of one render use. */
interface RenderScope {
  readonly fetchApi: ApiFetch;
  readonly cookie: string;
  /** Set when the API client asked to leave the page (login on 401, Not found on 400 or 404). */
  left: boolean;
}

const scopes = new AsyncLocalStorage<RenderScope>();

/** A base the API client builds its requests on; only its path reaches the server. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';

function currentScope(): RenderScope {
  const scope = scopes.getStore();
  if (scope === undefined) throw new Error('an API call outside a first-view render');
  return scope;
}

// The API client's settings are the module's (one per process): each render's own fetch and
// cookies are found through the async context of the render.
configureApiClient({
  apiBase: `${IN_PROCESS_ORIGIN}/api`,
  siteBase: IN_PROCESS_ORIGIN,
  fetchFn: (input, init) => currentScope().fetchApi(new Request(input, init)),
  readCookies: () => currentScope().cookie,
  currentLocation: () => '/',
  onNavigate: () => {
    currentScope().left = true;
  },
  logger: { error: () => undefined },
});

/**
 * The data a page reads from its own components rather than through the navigation guard (which
 * reads the profile and the list), read before the render: on the server, a component's query
 * never starts (it starts in an effect), so its first view would show the loading text.
 */
const PAGE_DATA: Partial<
  Record<RouteName, (store: AppStore, params: Readonly<Record<string, string>>) => Promise<unknown>>
> = {
  Cart: (store) => store.dispatch(cartApi.endpoints.getCart.initiate(undefined)),
  // [S2.9] [S2.10] The item of the list and the catalogue's product (a closed list's page reads
  // the product only).
  ViewFromList: (store, { id = '', productId = '' }) =>
    Promise.all([
      store.dispatch(
        listItemsApi.endpoints.getListItem.initiate({ listId: id, codeAx: productId }),
      ),
      store.dispatch(productsApi.endpoints.getProduct.initiate(productId)),
    ]),
  ViewFromSearch: (store, { productId = '' }) =>
    store.dispatch(productsApi.endpoints.getProduct.initiate(productId)),
};

/**
 * What the layout reads itself, whatever the page: [S4.8] the owner's count of contributions left
 * to thank, in the list bar and the header (else it would arrive after hydration and move them).
 */
function layoutData(store: AppStore): Promise<unknown> | undefined {
  const state = store.getState();
  const list = selectCurrentList(state);
  if (list === null || !list.isOwner || isStaff(selectUser(state))) return undefined;
  return store.dispatch(activityCountApi.endpoints.getToThankCount.initiate(list.id));
}

/** Leaving the page (a full page load, a reload) ends the render: the browser will do it. */
class PageLeft extends Error {}

function serverServices(request: FirstViewRequest): ShellServices {
  const leave = () => {
    throw new PageLeft('the page is left');
  };
  return {
    assign: leave,
    reload: leave,
    readPrincipalCookie: () => readPrincipalCookie(request.cookie),
    appEnvironment: () => request.appEnv,
    storage: null,
  };
}

/** React's mark of a Suspense boundary still waiting when the page was written. */
const PENDING_BOUNDARY = '<!--$?-->';

/**
 * The page's markup and styles, with `pending` when a lazily loaded part was not there yet (or an
 * inline script would be needed); `null` when the render failed. A screen that reads the browser
 * while it renders (`navigator`, `window`) fails here: the page then goes without a first view
 * (React would otherwise write that part for the browser to render, and log the error as if the
 * page were broken).
 */
async function renderOnce(page: ReactElement) {
  const sheet = new ServerStyleSheet();
  let failed = false;
  try {
    // One piece: a large boundary would otherwise be written apart, revealed by a script.
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(page), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        failed = true;
      },
    });
    const html = await text(prelude);
    if (failed) return null;
    const pending = html.includes(PENDING_BOUNDARY) || html.includes('<script');
    return { html, styles: sheet.getStyleTags(), pending };
  } catch {
    return null;
  } finally {
    sheet.seal();
  }
}

async function render(request: FirstViewRequest, scope: RenderScope): Promise<FirstView | null> {
  const services = serverServices(request);
  const store = makeAppStore(undefined, { storage: null });
  try {
    const handler = createStaticHandler(createRoutes({ store, services }));
    const context = await handler.query(
      new Request(new URL(request.url, IN_PROCESS_ORIGIN), { headers: { cookie: request.cookie } }),
    );
    // A redirect (the guard's `replace`), or a page that failed: the browser does it.
    if (context instanceof Response || context.errors !== null || scope.left) return null;
    const target = matchPath(context.location.pathname);
    const pageData = PAGE_DATA[target.name];
    await Promise.all([pageData?.(store, target.params), layoutData(store)]);
    // A page's read answered Not found (or asked for the login): the browser does it.
    if (scope.left) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // The tree `start.tsx` hydrates, with the static router in place of the browser's (react-router's
    // own hydration script is off: the CSP refuses inline scripts; its data goes in `state`).
    const page = (
      <AppRoot store={store} viewport={request.viewport}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    );
    let view = await renderOnce(page);
    // A part of the page loaded lazily that was not loaded yet shows its fallback and comes later
    // with a script, which the page's CSP refuses: once loaded (the first render started it), the
    // second render has it. (A long list's virtualiser is not one: its first rows are the page's
    // until the browser has loaded it.)
    if (view?.pending === true) view = await renderOnce(page);
    if (scope.left || view === null || view.pending) return null;
    const { session, currentList, ui } = store.getState();
    const state: FirstViewState = {
      viewport: request.viewport,
      api: apiStateForTransfer(
        store.getState(),
        apiSlices.map((api) => api.reducerPath),
      ),
      slices: { session, currentList, ui },
      loaderData: context.loaderData,
    };
    return { html: view.html, styles: view.styles, state: firstViewStateScript(state) };
  } catch (error) {
    if (error instanceof PageLeft) return null;
    throw error;
  } finally {
    // The api slices' timers (unused data kept 60 s) would outlive the request.
    for (const api of apiSlices) store.dispatch(api.util.resetApiState());
  }
}

/** The first view of `request.url` for this visitor, or `null` when the browser must do it. */
export function renderFirstView(request: FirstViewRequest): Promise<FirstView | null> {
  const scope: RenderScope = { fetchApi: request.fetchApi, cookie: request.cookie, left: false };
  return scopes.run(scope, () => render(request, scope));
}
