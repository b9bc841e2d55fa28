import { makeAppStore, wireApiClient } from '@ldn/app-shell';
import { setAutoFreeze } from 'immer';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hasFirstView, whenRouterReady } from './app/first-view';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { browserServices } from './app/shell-services';

/**
 * Lets the browser handle input and paint between the start's steps: on a slow phone each step is
 * a long task otherwise added to the one that evaluates the code.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement, firstView: boolean) {
  const services = browserServices();
  const store = makeAppStore();
  wireApiClient(store, services);
  await yieldToBrowser();
  // The router starts the first navigation at once: the guard reads the profile, and the list.
  const router = createBrowserRouter(createRoutes({ store, services }));
  await yieldToBrowser();
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Over a server-rendered first view, the app renders once its first page is ready (its data
  // loaded) and takes the first view's place in one frame; otherwise at once, with the loading
  // text. A transition: React renders in slices and lets the browser breathe between them.
  if (firstView) await whenRouterReady(router);
  startTransition(() => root.render(app));
}

// Immer freezes every state it produces, deeply: on a phone, a 500-item list's answer cost tens of
// milliseconds of freezing each time it entered the store. The tests (and `vite dev`) keep it, so
// that a mutation of the state still throws where it is written.
if (import.meta.env.PROD) setAutoFreeze(false);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
void start(container, hasFirstView(container));
