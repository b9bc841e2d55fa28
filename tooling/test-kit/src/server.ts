import { setupServer } from 'msw/node';

/** Where the api client sends its requests in tests; the MSW server answers there. */
export const API_BASE = 'http://ldn.test/api';
export const SITE_BASE = 'http://ldn.test';

/**
 * The one MSW server of a test file. The setup starts it, drops a test's handlers after the test
 * and stops it with the file; a test adds handlers with `server.use(...)` or `renderWithProviders`'
 * `api` and `handlers` options.
 */
export const server = setupServer();
