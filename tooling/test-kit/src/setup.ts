import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, SITE_BASE } from './server';

// The jsdom stand-ins (ResizeObserver, pointer capture...) come from @ldn/vitest-preset.

// The machines are shared: give the first, cold render of a file (lazy routes, deferred
// chunks) time to answer.
configure({ asyncUtilTimeout: 5000 });

// A request to the test api that no handler answers is a test's mistake; any other request goes
// on as it would without MSW (the apps' shell tests leave some to fail, as in a browser offline).
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (request.url.startsWith(SITE_BASE)) print.error();
    },
  }),
);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
