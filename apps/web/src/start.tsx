import { firstViewHydrated } from '@ldn/api-client';
import { makeAppStore, wireApiClient } from '@ldn/app-shell';
import { browserSessionStorage } from '@ldn/feature-session';
import { setAutoFreeze } from 'immer';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { readFirstViewState, whenRouterReady } from './app/first-view';
import { AppRoot } from './app/app-root';
import { createRoutes } from './app/router';
import { browserServices } from './app/shell-services';

/**
 * Lets the browser handle input and paint between the start's steps: on a slow phone each step is
 * a long task otherwise added to the one that evaluates the code.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A hydration mismatch: React renders the part again in the browser, which costs the first
 * view's gain and loses its nodes. Always told: it is a defect of the first view, and the journeys
 * fail on a console error.
 */
function reportRecoverableError(error: unknown, info: ErrorInfo) {
  console.error('[first view] hydration', error, info.componentStack ?? '');
}

async function start(container: HTMLElement) {
  const services = browserServices();
  const firstView = readFirstViewState(document, {
    now: Date.now(),
    storage: browserSessionStorage(),
  });
  // Over a first view, the store starts from the state the server rendered it from: the guard's
  // slices, and the api cache (fresh, so no hook asks for it again).
  const store = makeAppStore(firstView?.slices);
  if (firstView !== null) store.dispatch(firstViewHydrated(firstView.api));
  wireApiClient(store, services);
  await yieldToBrowser();
  // Without a first view the router starts the first navigation at once (the guard reads the
  // profile and the list); with one, the guard's run is the server's (its loader data), and only
  // the page's lazy module is loaded.
  const router = createBrowserRouter(
    createRoutes({ store, services }),
    firstView === null
      ? undefined
      : { hydrationData: { loaderData: firstView.loaderData, actionData: null, errors: null } },
  );
  await yieldToBrowser();
  // The server's tree (`entry-server.tsx`), its viewport guess included.
  const app = (
    <AppRoot store={store} viewport={firstView?.viewport ?? 'desktop'}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (firstView === null) {
    // Over a first view it cannot hydrate (its state unreadable, or another staff session), the
    // app takes its place once its first page is ready, not with the loading text.
    if (container.firstElementChild !== null) await whenRouterReady(router);
    // A transition: React renders in slices and lets the browser breathe between them.
    startTransition(() => createRoot(container).render(app));
    return;
  }
  await whenRouterReady(router);
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
  });
}

// Immer freezes every state it produces, deeply: on a phone, a 500-item list's answer cost tens of
// milliseconds of freezing each time it entered the store. The tests (and `vite dev`) keep it, so
// that a mutation of the state still throws where it is written.
if (import.meta.env.PROD) setAutoFreeze(false);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
void start(container);
