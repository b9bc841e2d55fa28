/**
 * The package graph of design.md §2, as data: which workspace package may import which.
 *
 * Dependencies only go down: apps -> app-shell -> feature-* -> search-overlay -> ui-kit, api-client,
 * discovery-client -> contract -> domain. The server imports contract and domain. A feature never
 * imports another feature. Names ending in `*` match
 * a family of packages (`@ldn/feature-*`).
 */

const DOMAIN = '@ldn/domain';
/** The wire contract (zod schemas of the API): just above the domain, below every client. */
const CONTRACT = '@ldn/contract';
const CLIENTS = ['@ldn/api-client', '@ldn/discovery-client', '@ldn/ui-kit'];
const OVERLAY = '@ldn/search-overlay';
const FEATURES = '@ldn/feature-*';
/** The front end's test support: render, MSW handlers, fixtures, axe, setup. */
const TEST_KIT = '@ldn/test-kit';
const TOOLING = ['@ldn/tsconfig', '@ldn/eslint-config', '@ldn/vitest-preset', '@ldn/scripts', '@ldn/e2e', TEST_KIT];
const FRONT_END = [DOMAIN, CONTRACT, ...CLIENTS, OVERLAY, FEATURES];
/** The wiring both apps share (navigation loader, overlay host, cart shell): above the features. */
const APP_SHELL = '@ldn/app-shell';

/** @type {Record<string, string[]>} package (or family) -> the workspace packages it may import */
export const allowedImports = {
  [DOMAIN]: [],
  [CONTRACT]: [DOMAIN],
  '@ldn/api-client': [DOMAIN, CONTRACT],
  '@ldn/discovery-client': [DOMAIN, CONTRACT],
  '@ldn/ui-kit': [DOMAIN],
  [OVERLAY]: [DOMAIN, CONTRACT, '@ldn/discovery-client', '@ldn/ui-kit'],
  [FEATURES]: [DOMAIN, CONTRACT, ...CLIENTS, OVERLAY],
  [APP_SHELL]: FRONT_END,
  '@ldn/web': [...FRONT_END, APP_SHELL],
  '@ldn/seller-kiosk': [...FRONT_END, APP_SHELL],
  '@ldn/storybook': FRONT_END,
  '@ldn/server': [DOMAIN, CONTRACT],
  '@ldn/e2e': [DOMAIN, CONTRACT],
  '@ldn/scripts': [DOMAIN],
  '@ldn/eslint-config': [],
  '@ldn/vitest-preset': [],
  '@ldn/tsconfig': [],
  [TEST_KIT]: [DOMAIN, CONTRACT, '@ldn/api-client', '@ldn/ui-kit'],
};

/**
 * Packages that only test code may import (test files, `*.test.*`, and the helpers under
 * `src/test/`), and the packages whose test code may: shipped code never pulls in MSW or fixtures.
 * @type {Record<string, string[]>}
 */
export const testOnlyImports = {
  [TEST_KIT]: [...FRONT_END, APP_SHELL, '@ldn/web', '@ldn/seller-kiosk'],
  // The preset's jsdom support (axe helper, Testing Library setup, an EventSource stand-in): below
  // the kit, so that the ui-kit, which the kit depends on, shares it too.
  '@ldn/vitest-preset': [...FRONT_END, APP_SHELL, '@ldn/web', '@ldn/seller-kiosk', TEST_KIT],
};

/**
 * Entry points besides the main one that a package declares public (its `exports`): the kit's
 * fixture builders alone, which stories showing a package's test data import without the
 * kit's MSW and test runner.
 * @type {Record<string, string[]>}
 */
export const publicSubpaths = {
  [TEST_KIT]: ['fixtures'],
  '@ldn/vitest-preset': ['axe', 'dom-setup', 'event-source'],
};

/**
 * Third-party modules a package may use, for packages that are restricted to an allow-list.
 * The domain package is pure: no React, no I/O, no Node built-ins; only schema and date helpers.
 * @type {Record<string, string[]>}
 */
export const allowedExternals = {
  [DOMAIN]: ['zod'],
  [CONTRACT]: ['zod'],
};

/** Test runners and helpers that any package's test files (`*.test.*`) may use. */
export const testExternals = ['vitest', 'fast-check', '@testing-library/react', '@testing-library/user-event', 'vitest-axe'];

export const toolingPackages = TOOLING;

/** Does `name` match `pattern`, where a trailing `*` matches any suffix? */
export function matchesName(pattern, name) {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name;
}

/** The rule entry (exact name or family) that governs package `name`, if any. */
export function ruleFor(graph, name) {
  const exact = graph[name];
  if (exact) return { key: name, allowed: exact };
  const family = Object.keys(graph).find((key) => key.endsWith('*') && matchesName(key, name));
  return family ? { key: family, allowed: graph[family] } : undefined;
}
