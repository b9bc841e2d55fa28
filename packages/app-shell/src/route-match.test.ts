import { matchPath, ROUTE_NAMES, ROUTES, type RouteName } from '@ldn/domain';
import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

/** The routes as both apps give them to react-router: a page's path and its aliases. */
const ROUTER_ROUTES: RouteObject[] = ROUTE_NAMES.filter(
  (name) => name !== 'ViewFromClosedList',
).flatMap((name) =>
  [ROUTES[name].path, ...ROUTES[name].aliases].map((path) => ({ id: `${name} ${path}`, path })),
);

/** The route react-router renders for a pathname, with its parameters. */
function routerTarget(pathname: string): { name: RouteName; params: Record<string, string> } {
  const matches = matchRoutes(ROUTER_ROUTES, pathname) ?? [];
  const match = matches.at(-1);
  if (match === undefined) return { name: 'NotFound', params: {} };
  const name = match.route.id?.split(' ')[0] as RouteName;
  // The splat's rest of the path is react-router's; the domain's NotFound carries nothing.
  const params = name === 'NotFound' ? {} : (match.params as Record<string, string>);
  return { name, params };
}

const SEGMENTS = [
  'list',
  'LIST',
  'search',
  'cart',
  'Cagnotte',
  'cagnotte',
  'detenteur',
  'partage',
  'activite',
  'product',
  'edit',
  'seller',
  'login',
  'help',
  'pendingtransaction',
  'pendingtransactionslist',
  'home',
  'Search',
  '%E0%A4%A',
  'a%2Fb',
  '%6Cist',
  'sell%65r',
  'parameters',
  'mentions',
  'closed',
  'oauth_callback',
  '42',
  'T-7',
  'a%20b',
  '',
];

describe("the domain's matchPath and react-router", () => {
  it('[S2.1]-[S2.24] name the same route with the same parameters for any path', () => {
    // The domain matches for the server and the navigation rules, react-router for the page it
    // renders: a disagreement would guard one page and show another.
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 5 }), (segments) => {
        const pathname = `/${segments.join('/')}`;
        expect(matchPath(pathname)).toEqual(routerTarget(pathname));
      }),
      { numRuns: 3_000 },
    );
  });

  it.each(
    ROUTER_ROUTES.map((route) =>
      (route.path ?? '').replaceAll(':id', '42').replaceAll(':productId', '0123'),
    ),
  )('[S2.1]-[S2.23] name the same route for %s', (pathname) => {
    expect(matchPath(pathname)).toEqual(routerTarget(pathname));
  });
});
