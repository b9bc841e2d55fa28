import { configureApiClient } from '@ldn/api-client';
import { notFoundShown, selectPendingLocation } from '@ldn/feature-session';
import { GlobalStyle, ThemeProvider, Toaster } from '@ldn/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as ReduxProvider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { readIdleMs } from './kiosk/idle-timer';
import { createKioskRoutes } from './kiosk/kiosk-router';
import { browserKioskServices, KIOSK_BASENAME } from './kiosk/kiosk-services';
import { makeKioskStore } from './kiosk/kiosk-store';

const services = browserKioskServices();
const store = makeKioskStore();
// [S7.1] Not found in place; the login is a full page load back to the page being opened.
configureApiClient({
  onNavigate: (url, target) => {
    if (target === 'login') services.assign(url);
    else store.dispatch(notFoundShown());
  },
  currentLocation: () =>
    selectPendingLocation(store.getState()) ??
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
});
const router = createBrowserRouter(createKioskRoutes({ store, services, idleMs: readIdleMs() }), {
  basename: KIOSK_BASENAME,
});

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <ReduxProvider store={store}>
      <ThemeProvider>
        <GlobalStyle />
        <RouterProvider router={router} />
        <Toaster />
      </ThemeProvider>
    </ReduxProvider>
  </StrictMode>,
);
