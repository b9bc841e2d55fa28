import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The jsdom stand-ins (ResizeObserver, pointer capture...) come from @ldn/vitest-preset.

// The machines are shared: give the first, cold render of a file (lazy routes, deferred
// chunks) time to answer.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
