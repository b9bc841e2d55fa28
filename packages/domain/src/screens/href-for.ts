import { ROUTES, type RouteName, type RouteParams, type RouteTarget } from './route-table';

/** Routes that have a URL of their own (NotFound is the catch-all, shown in place). */
export type LinkableRouteName = Exclude<RouteName, 'NotFound'>;

type ParamsArgument<N extends LinkableRouteName> = [keyof RouteParams<N>] extends [never]
  ? []
  : [params: RouteParams<N>];

/** Fills a pattern; a missing parameter (possible only from untyped code) is a programming error. */
const fill = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/:([A-Za-z]+)/g, (_whole, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`Missing route parameter '${key}' for ${path}`);
    return encodeURIComponent(value);
  });

/**
 * [S2.1]-[S2.24] The URL of a route, its parameters encoded: `hrefFor('Wallet', { id: '42' })` is
 * `/list/42/cagnotte`. Typed from the table, so a missing or unknown parameter does not compile.
 */
export function hrefFor<N extends LinkableRouteName>(name: N, ...args: ParamsArgument<N>): string {
  return fill(ROUTES[name].path, args[0] ?? {});
}

/**
 * [S2.29] [S2.30] The URL of a resolved route, e.g. the page the external login returns to. NotFound
 * has no URL of its own: it gives Home's.
 */
export function hrefForTarget(target: RouteTarget): string {
  return target.name === 'NotFound'
    ? ROUTES.Home.path
    : fill(ROUTES[target.name].path, target.params);
}
