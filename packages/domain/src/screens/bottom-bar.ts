import { screenLabels } from '../messages';
import { isLogged, isStaff, type RoleHolder } from '../roles';
import { hrefFor } from './href-for';
import { actsAsOwner, type ListPhase } from './list-phase';
import type { MenuEntry } from './menu-entry';
import type { RouteName } from './route-table';

/** [S2.52]-[S2.56] The kinds of bottom bar; `listBar` and `closedListBar` are filled by `listBarFor`. */
export type BottomBarVariant =
  | 'createList'
  | 'listBar'
  | 'closedListBar'
  | 'addToCart'
  | 'shareValidated'
  | 'cart'
  | 'saveSettings'
  | 'saveChanges'
  | 'addToList';

export interface BottomBarContext {
  readonly routeName: RouteName;
  /**
   * [S2.51] The bar exists on mobile only. The breakpoint belongs to the ui-kit theme; the app
   * passes whether it applies, so that the whole rule is tested here.
   */
  readonly isMobile: boolean;
  readonly user: RoleHolder | null;
  readonly menuOpen: boolean;
  /** [S2.58] The external products panel (the search overlay) is open. */
  readonly externalProductsOpen: boolean;
  /** The current list, `null` while none is loaded. */
  readonly listPhase: ListPhase | null;
  /** [S2.58] [S3.9] The product shown is Définitivement en rupture. */
  readonly productPermanentlyOutOfStock: boolean;
}

/** [S2.53] The list bar, reduced to My list and Activity for a Cloturée list. */
const listBarOf = (phase: ListPhase | null): BottomBarVariant | null =>
  phase === null ? null : phase === 'closed' ? 'closedListBar' : 'listBar';

/**
 * [S2.54] [S2.58] [S6.4] Add-to-cart only on a Validée list, and not for a permanently out-of-stock
 * product unless the user is staff.
 */
const addToCartOf = (context: BottomBarContext): BottomBarVariant | null =>
  context.listPhase === 'published' &&
  (!context.productPermanentlyOutOfStock || isStaff(context.user))
    ? 'addToCart'
    : null;

/** [S2.57] Logged out: only the list bar, add-to-cart and the cart bar. */
function loggedOutBar(context: BottomBarContext): BottomBarVariant | null {
  switch (context.routeName) {
    case 'ListById':
      return listBarOf(context.listPhase);
    case 'ViewFromList':
      return addToCartOf(context);
    case 'Cart':
      return 'cart';
    default:
      return null;
  }
}

/** [S2.52]-[S2.56] Logged in. */
function loggedInBar(context: BottomBarContext): BottomBarVariant | null {
  switch (context.routeName) {
    case 'Home':
      return 'createList';
    case 'List':
    case 'ListById':
    case 'ListByIdOwner':
    case 'Activity':
    case 'Wallet':
      return listBarOf(context.listPhase);
    case 'ViewFromList':
      return addToCartOf(context);
    case 'ShareListPublished':
      return context.listPhase === 'published' ? 'shareValidated' : listBarOf(context.listPhase);
    case 'Cart':
      return 'cart';
    case 'Parameters':
      return 'saveSettings';
    case 'EditProduct':
      return 'saveChanges';
    case 'ViewFromSearch':
    case 'ViewFromClosedList':
      return 'addToList';
    default:
      return null;
  }
}

/**
 * [S2.51]-[S2.58] The bottom bar of a page, or `null` when it is hidden: on desktop, while the menu
 * or the external products panel is open, and on every page the spec gives no bar (Login, Not
 * found, Closed, SearchLDN, Mentions, the seller pages...). List (`/list`, the owner's current list)
 * gets the list bar like the other list pages (our choice: the spec does not name it).
 */
export function bottomBarFor(context: BottomBarContext): BottomBarVariant | null {
  if (!context.isMobile || context.menuOpen || context.externalProductsOpen) return null;
  return isLogged(context.user) ? loggedInBar(context) : loggedOutBar(context);
}

/** The bars made of one button. */
export type SingleButtonBarVariant = Exclude<
  BottomBarVariant,
  'listBar' | 'closedListBar' | 'shareValidated'
>;

/**
 * [S2.43] [S2.52]-[S2.56] [S6.4] The button of a one-button bar; the cart's validate button reads
 * 'Valider la transaction' for staff.
 */
export function bottomBarButton(
  variant: SingleButtonBarVariant,
  user: RoleHolder | null,
): MenuEntry<SingleButtonBarVariant> {
  switch (variant) {
    case 'createList':
      return { id: variant, label: screenLabels.CREATE_LIST, kind: 'action', action: 'createList' };
    case 'addToCart':
      return { id: variant, label: screenLabels.ADD_TO_CART, kind: 'action', action: 'addToCart' };
    case 'addToList':
      return { id: variant, label: screenLabels.ADD_TO_LIST, kind: 'action', action: 'addToList' };
    case 'saveSettings':
      return {
        id: variant,
        label: screenLabels.SAVE_SETTINGS,
        kind: 'action',
        action: 'saveSettings',
      };
    case 'saveChanges':
      return {
        id: variant,
        label: screenLabels.SAVE_CHANGES,
        kind: 'action',
        action: 'saveChanges',
      };
    case 'cart':
      return {
        id: variant,
        label: isStaff(user) ? screenLabels.VALIDATE_TRANSACTION : screenLabels.VALIDATE_CART,
        kind: 'action',
        action: 'validateCart',
      };
  }
}

/**
 * [S2.55] [S6.4] The bar of the share page of a Validée list: manage alerts (Parameters) and back to
 * my list. Back goes to the owner's page ListByIdOwner for the owner (and staff acting for him,
 * `actsAsOwner`), and to ListById for anyone else: ListByIdOwner sends a non-owner Home [S2.32],
 * while ListById shows a relative the list (and the owner his own view). When the caller does not
 * say who owns the list, ListById, which serves both. Staff cannot use Parameters, so they only
 * get the way back.
 */
export function shareValidatedBar(
  listId: string,
  user: RoleHolder | null,
  isOwner = false,
): readonly MenuEntry<'manageAlerts' | 'backToMyList'>[] {
  const back: MenuEntry<'backToMyList'> = {
    id: 'backToMyList',
    label: screenLabels.BACK_TO_MY_LIST,
    kind: 'route',
    href: actsAsOwner({ isOwner }, user)
      ? hrefFor('ListByIdOwner', { id: listId })
      : hrefFor('ListById', { id: listId }),
  };
  if (isStaff(user)) return [back];
  return [
    {
      id: 'manageAlerts',
      label: screenLabels.MANAGE_ALERTS,
      kind: 'route',
      href: hrefFor('Parameters'),
    },
    back,
  ];
}
