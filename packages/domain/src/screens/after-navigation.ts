import { isLogged, type RoleHolder } from '../roles';
import { ROUTES, type RouteName } from './route-table';

/** [S2.35] The robots instruction of list pages. */
export const LIST_PAGE_ROBOTS = 'noindex, nofollow';

export interface AfterNavigation {
  /** The current list is dropped (non-list pages). */
  readonly resetList: boolean;
  /** The robots meta content, or `null` to leave indexing alone. */
  readonly robots: typeof LIST_PAGE_ROBOTS | null;
  readonly scrollToTop: true;
}

/**
 * [S2.35] What follows every navigation: the list is reset on non-list pages, list pages carry a
 * robots `noindex, nofollow` (a list is private family data), and the scroll returns to the top.
 * ViewFromSearch keeps the list too, so that its add-to-list button adds to the list the visitor
 * came from (our choice, docs/decisions.md).
 */
export function afterNavigation(routeName: RouteName): AfterNavigation {
  const route = ROUTES[routeName];
  return {
    resetList: !route.keepsList,
    robots: route.isListPage ? LIST_PAGE_ROBOTS : null,
    scrollToTop: true,
  };
}

export interface HistoryRestoreInput {
  readonly user: RoleHolder | null;
  readonly wasStaffLoggedIn: boolean;
  readonly routeName: RouteName;
  readonly path: string;
  readonly listId: string | null | undefined;
}

export type HistoryRestoreAction = 'sellerLogin' | 'reload' | 'none';

/**
 * [S2.35] A page shown again from the back/forward cache: a staff member who logged out must not
 * see a customer's page again (go to SellerLogin), and a cart page with no list behind it reloads.
 */
export function onHistoryRestore(input: HistoryRestoreInput): HistoryRestoreAction {
  if (!isLogged(input.user) && input.wasStaffLoggedIn && input.routeName !== 'SellerLogin') {
    return 'sellerLogin';
  }
  if (input.path.includes('cart') && !input.listId) return 'reload';
  return 'none';
}
