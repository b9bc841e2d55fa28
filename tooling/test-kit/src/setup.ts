import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// The jsdom stand-ins (ResizeObserver, pointer capture...) come from @ldn/vitest-preset.

// The machines are shared: give the first, cold render of a file (lazy routes, deferred
// chunks) time to answer.
configure({ asyncUtilTimeout: 5000 });

// A request no handler answers is a test's mistake, not a silent network call.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => server.close());
