/**
 * [S2.1]-[S2.24] The route table as data: every route's react-router pattern and the conditions the
 * navigation rules ([S2.25]-[S2.34]) and the after-navigation rules ([S2.35]) read.
 */

/** What a route asks of the visitor and of the current list. Every flag defaults to `false`. */
export interface RouteConditions {
  /** [S2.30] Logged-out visitors are sent to the external login. */
  readonly needsLogin: boolean;
  /** [S2.32] Non-owners go to Home. */
  readonly ownerOnly: boolean;
  /** [S2.29] Staff only (the seller pages other than SellerLogin). */
  readonly staffOnly: boolean;
  /** [S2.28] Under `/seller`: staff are never redirected away from these. */
  readonly isSellerPage: boolean;
  /** [S2.18] [S6.4] Staff cannot use this page: they are sent to SellerPage. */
  readonly notForStaff: boolean;
  /**
   * Pages of no audience (login return, legal notices, error pages): staff without a customer see
   * them like anyone else (our choice, docs/decisions.md).
   */
  readonly neutral: boolean;
  /** [S2.31] The `id` parameter is a list id: the list is loaded when it differs. */
  readonly loadsList: boolean;
  /** [S2.2] No id in the path: the page shows the list already loaded. */
  readonly needsLoadedList: boolean;
  /** [S2.33] A closed (Cloturée) list goes to Closed. */
  readonly needsActiveList: boolean;
  /** [S2.34] Anything but a Validée list goes to Closed or Not found, even for its owner. */
  readonly needsPublishedList: boolean;
  /** [S2.35] Shows a list: robots `noindex, nofollow`. */
  readonly isListPage: boolean;
  /** [S2.35] The current list is kept after navigation (list pages, and the search product page). */
  readonly keepsList: boolean;
}

/** [S2.9] [S2.10] [S2.12] [S2.13] [S2.16] What a page does when it is entered (its loader). */
export type RouteEnterAction =
  | 'resetCustomer'
  | 'setStoreCodeFromUser'
  | 'loadProductFromList'
  | 'loadProductByReference'
  | 'loadProductByReferenceUnlessCurrent'
  | 'setEditStateFalse'
  | 'setEditStateTrue'
  | 'loadTransaction';

export interface RouteDefinition extends RouteConditions {
  /** The react-router pattern; `*` is the catch-all. */
  readonly path: string;
  /** Other patterns that show the same page ([S2.1] `/home`). */
  readonly aliases: readonly string[];
  readonly onEnter: readonly RouteEnterAction[];
}

const NO_CONDITIONS: RouteConditions = {
  needsLogin: false,
  ownerOnly: false,
  staffOnly: false,
  isSellerPage: false,
  notForStaff: false,
  neutral: false,
  loadsList: false,
  needsLoadedList: false,
  needsActiveList: false,
  needsPublishedList: false,
  isListPage: false,
  keepsList: false,
};

/** A list-carrying page: robots noindex and the list is kept. */
const LIST_PAGE = { isListPage: true, keepsList: true } as const;
/** A page whose `id` is a list id. */
const LIST_BY_ID = { ...LIST_PAGE, loadsList: true } as const;
/** A staff page under `/seller`. */
const SELLER = { isSellerPage: true, staffOnly: true } as const;

function route<const P extends string>(
  path: P,
  conditions: Partial<RouteConditions> = {},
  extra: { aliases?: readonly string[]; onEnter?: readonly RouteEnterAction[] } = {},
): RouteDefinition & { readonly path: P } {
  return {
    ...NO_CONDITIONS,
    ...conditions,
    path,
    aliases: extra.aliases ?? [],
    onEnter: extra.onEnter ?? [],
  };
}

/**
 * [S2.1]-[S2.24] Every route of the app, in the spec's order.
 *
 * Choices where the spec is silent or contradicts itself (docs/decisions.md):
 * - ViewFromList [S2.9] says "Login", but [S2.57] and [S6.2] let a logged-out relative see its
 *   add-to-cart bar: we follow the relatives (no login needed).
 * - Owner-only pages with an id (ListByIdOwner, EditProduct) also need login, so that an owner whose
 *   session ended is sent to the login and back rather than to Home.
 * - Every list page hides a list that is not Validée from non-owners (the navigation rule 10
 *   applies the [S2.3] / [S4.1] rule to all of them).
 */
export const ROUTES = {
  Home: route('/', {}, { aliases: ['/home'] }),
  List: route('/list', { needsLogin: true, ownerOnly: true, needsLoadedList: true, ...LIST_PAGE }),
  ListById: route('/list/:id', LIST_BY_ID),
  ListByIdOwner: route('/list/:id/detenteur', { ...LIST_BY_ID, needsLogin: true, ownerOnly: true }),
  ShareListPublished: route('/list/:id/partage', { ...LIST_BY_ID, needsActiveList: true }),
  Cart: route('/list/:id/cart', { ...LIST_BY_ID, needsPublishedList: true }),
  Activity: route('/list/:id/activite', LIST_BY_ID),
  Wallet: route('/list/:id/cagnotte', { ...LIST_BY_ID, needsActiveList: true }),
  ViewFromList: route('/product/:id/:productId', LIST_BY_ID, {
    onEnter: ['loadProductFromList', 'setEditStateFalse'],
  }),
  ViewFromClosedList: route('/product/:id/:productId', LIST_BY_ID, {
    onEnter: ['loadProductByReference', 'setEditStateTrue'],
  }),
  EditProduct: route('/product/:id/:productId/edit', {
    ...LIST_BY_ID,
    needsLogin: true,
    ownerOnly: true,
  }),
  ViewFromSearch: route(
    '/product/:productId',
    { keepsList: true },
    { onEnter: ['loadProductByReferenceUnlessCurrent'] },
  ),
  SellerPage: route('/seller', SELLER, { onEnter: ['resetCustomer', 'setStoreCodeFromUser'] }),
  SellerLogin: route('/seller/login', { isSellerPage: true }),
  PendingTransactionsList: route('/seller/pendingtransactionslist', SELLER),
  PendingTransaction: route('/seller/pendingtransaction/:id', SELLER, {
    onEnter: ['loadTransaction'],
  }),
  Help: route('/seller/help', SELLER),
  Parameters: route('/parameters', { needsLogin: true, notForStaff: true }),
  // Not in the spec: the co-parent's invitation link (docs/decisions.md "Co-parent"). Accepting
  // needs the invited customer signed in; staff never accept one.
  Invitation: route('/invitation/:token', { needsLogin: true, notForStaff: true }),
  SearchLDN: route('/list/search'),
  Mentions: route('/mentions', { neutral: true }),
  Closed: route('/closed', { neutral: true }),
  Login: route('/oauth_callback', { neutral: true }),
  NotFound: route('*', { neutral: true }),
} as const;

export type RouteName = keyof typeof ROUTES;

/** Every route name, in the table's order. */
export const ROUTE_NAMES = Object.keys(ROUTES) as readonly RouteName[];

/** The parameter names of a react-router pattern: `/product/:id/:productId` -> `'id' | 'productId'`. */
type PathParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** [S2.24] The parameters of a route: `id` is the list id (a transaction id on PendingTransaction), `productId` the product code, `token` an invitation's code. */
export type RouteParams<N extends RouteName> = {
  readonly [K in PathParamNames<(typeof ROUTES)[N]['path']>]: string;
};

/** A route with its parameters, as the router resolves it (a discriminated union on `name`). */
export type RouteTarget = {
  [N in RouteName]: { readonly name: N; readonly params: RouteParams<N> };
}[RouteName];
