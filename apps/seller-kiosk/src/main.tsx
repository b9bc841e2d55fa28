import { makeAppStore, ShellProviders, wireApiClient } from '@ldn/app-shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { readIdleMs } from './kiosk/idle-timer';
import { createKioskRoutes } from './kiosk/kiosk-router';
import { browserKioskServices, KIOSK_BASENAME, KIOSK_CHROME } from './kiosk/kiosk-services';

const services = browserKioskServices();
const store = makeAppStore();
// [S7.1] Not found in place; the login is a full page load back to the page being opened.
wireApiClient(store, services);
const router = createBrowserRouter(createKioskRoutes({ store, services, idleMs: readIdleMs() }), {
  basename: KIOSK_BASENAME,
});

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <ShellProviders store={store} chrome={KIOSK_CHROME}>
      <RouterProvider router={router} />
    </ShellProviders>
  </StrictMode>,
);
