import { ROUTE_NAMES, ROUTES, type RouteName, type RouteTarget } from './route-table';

interface CompiledPattern {
  readonly name: RouteName;
  readonly segments: readonly string[];
  /** Static segments outrank parameters, as in react-router: `/list/search` beats `/list/:id`. */
  readonly rank: number;
}

const segmentsOf = (path: string): string[] => {
  const parts = path.split('/').slice(1);
  // Trailing slashes are ignored, as react-router does (`/list/42//` is `/list/42`, `//` is `/`).
  while (parts.at(-1) === '') parts.pop();
  return parts;
};

/**
 * ViewFromClosedList shares ViewFromList's pattern and is never matched: the app picks it with
 * `productRouteName` once the list is known. NotFound is the fallback.
 */
const PATTERNS: readonly CompiledPattern[] = ROUTE_NAMES.filter(
  (name) => name !== 'ViewFromClosedList' && name !== 'NotFound',
).flatMap((name) =>
  [ROUTES[name].path, ...ROUTES[name].aliases].map((path) => {
    const segments = segmentsOf(path);
    return { name, segments, rank: segments.filter((s) => !s.startsWith(':')).length };
  }),
);

/**
 * The path's segments decoded, as react-router decodes a path before matching it: all of them, or
 * none when one holds a malformed escape (then every segment is kept as typed).
 */
const decodeAll = (segments: readonly string[]): readonly string[] => {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return segments;
  }
};

function matchPattern(
  pattern: CompiledPattern,
  segments: readonly string[],
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.segments.entries()) {
    const actual = segments[index];
    if (actual === undefined) return undefined; // The path is shorter than the pattern.
    if (expected.startsWith(':')) {
      if (actual === '') return undefined;
      // react-router reads an escaped slash in a parameter as a slash, decoded path or not.
      params[expected.slice(1)] = actual.replaceAll('%2F', '/');
    } else if (expected.toLowerCase() !== actual.toLowerCase()) {
      return undefined;
    }
  }
  return segments.length === pattern.segments.length ? params : undefined;
}

/**
 * [S2.1]-[S2.24] The route of a pathname and its decoded parameters; an unknown path is NotFound
 * [S2.23]. As react-router matches (a test of `@ldn/app-shell` compares them over generated
 * paths): static segments match case-insensitively, trailing slashes are ignored, `/home` is Home, and a query or hash is not part of the match.
 */
export function matchPath(pathname: string): RouteTarget {
  const path = pathname.replace(/[?#].*$/s, '');
  const segments = decodeAll(segmentsOf(path.startsWith('/') ? path : `/${path}`));
  let best: { pattern: CompiledPattern; params: Record<string, string> } | undefined;
  for (const pattern of PATTERNS) {
    const params = matchPattern(pattern, segments);
    if (params && (!best || pattern.rank > best.pattern.rank)) best = { pattern, params };
  }
  // The params were built from the pattern's own names, so they fit the route's params type.
  return best
    ? ({ name: best.pattern.name, params: best.params } as RouteTarget)
    : { name: 'NotFound', params: {} };
}
