/**
 * The floor: the least page of the app's stack, built like the app (same Vite, same React plugin):
 * React 19, react-router's data router, a Redux Toolkit store with an RTK Query api and one of its
 * hooks, react-redux, styled-components. What the app adds on top of this is the budget's subject.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import styled from 'styled-components';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ version: build.query({ query: () => '/ldn/public/v1/getVersion' }) }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

const Title = styled.h1`
  color: #333;
`;

function Page() {
  const { data } = api.useVersionQuery(undefined);
  return <Title>{data === undefined ? 'Liste' : String(data)}</Title>;
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
