import { productRouteName, type ListPhase, type RouteName } from '@ldn/domain';
import { selectCurrentList, useSessionSelector } from '@ldn/feature-session';
import { useMatches } from 'react-router';

/** What every route of an app's table carries in its `handle`. */
export interface RouteHandle {
  readonly routeName: RouteName;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'routeName' in handle;

/**
 * [S2.9] [S2.10] ViewFromList and ViewFromClosedList share a path: the loaded list's phase tells
 * them apart.
 */
export function screenRouteName(matched: RouteName, listPhase: ListPhase | null): RouteName {
  return matched === 'ViewFromList' && listPhase !== null ? productRouteName(listPhase) : matched;
}

/** The route name of the page shown (the deepest match with a handle), NotFound without one. */
export function useRouteName(): RouteName {
  const matches = useMatches();
  const list = useSessionSelector(selectCurrentList);
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  return screenRouteName(handle?.routeName ?? 'NotFound', list?.phase ?? null);
}
