import { wireApiClient } from '@ldn/app-shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { readIdleMs } from './kiosk/idle-timer';
import { KioskProviders } from './kiosk/kiosk-providers';
import { createKioskRoutes } from './kiosk/kiosk-router';
import { browserKioskServices, KIOSK_BASENAME } from './kiosk/kiosk-services';
import { makeKioskStore } from './kiosk/kiosk-store';

const services = browserKioskServices();
const store = makeKioskStore();
// [S7.1] Not found in place; the login is a full page load back to the page being opened.
wireApiClient(store, services);
const router = createBrowserRouter(createKioskRoutes({ store, services, idleMs: readIdleMs() }), {
  basename: KIOSK_BASENAME,
});

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <KioskProviders store={store}>
      <RouterProvider router={router} />
    </KioskProviders>
  </StrictMode>,
);
