import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The setup of a package whose tests render React in jsdom (after the preset's jsdom stand-ins).
// pnpm gives the workspace one copy of Testing Library (same version, same peers), so this cleanup
// unmounts what the package's tests rendered.

// The machines are shared: give the first, cold render of a file (lazy routes, deferred
// chunks) time to answer.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
