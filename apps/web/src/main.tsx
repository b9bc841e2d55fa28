import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { wireApiClient } from './app/api-wiring';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { browserServices } from './app/shell-services';
import { makeStore } from './app/store';

const services = browserServices();
const store = makeStore();
wireApiClient(store, services);
const router = createBrowserRouter(createRoutes({ store, services }));

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
