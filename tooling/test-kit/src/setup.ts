// jest-dom's matchers, Testing Library's cleanup and its timeout: the preset's, which the ui-kit
// shares; the jsdom stand-ins (ResizeObserver, pointer capture...) come from the preset too.
import '@ldn/vitest-preset/dom-setup';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, SITE_BASE } from './server';

// A request to the test api that no handler answers is a test's mistake; any other request goes
// on as it would without MSW (the apps' shell tests leave some to fail, as in a browser offline).
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (request.url.startsWith(SITE_BASE)) print.error();
    },
  }),
);

// A test's handlers go with it.
afterEach(() => {
  server.resetHandlers();
});

afterAll(() => server.close());
