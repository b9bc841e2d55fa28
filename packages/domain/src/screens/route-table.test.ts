import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTES, type RouteConditions, type RouteName } from './route-table';

describe('route table', () => {
  it.each<[string, RouteName, string]>([
    ['[S2.1]', 'Home', '/'],
    ['[S2.2]', 'List', '/list'],
    ['[S2.3]', 'ListById', '/list/:id'],
    ['[S2.4]', 'ListByIdOwner', '/list/:id/detenteur'],
    ['[S2.5]', 'ShareListPublished', '/list/:id/partage'],
    ['[S2.6]', 'Cart', '/list/:id/cart'],
    ['[S2.7]', 'Activity', '/list/:id/activite'],
    ['[S2.8]', 'Wallet', '/list/:id/cagnotte'],
    ['[S2.9]', 'ViewFromList', '/product/:id/:productId'],
    ['[S2.10]', 'ViewFromClosedList', '/product/:id/:productId'],
    ['[S2.11]', 'EditProduct', '/product/:id/:productId/edit'],
    ['[S2.12]', 'ViewFromSearch', '/product/:productId'],
    ['[S2.13]', 'SellerPage', '/seller'],
    ['[S2.14]', 'SellerLogin', '/seller/login'],
    ['[S2.15]', 'PendingTransactionsList', '/seller/pendingtransactionslist'],
    ['[S2.16]', 'PendingTransaction', '/seller/pendingtransaction/:id'],
    ['[S2.17]', 'Help', '/seller/help'],
    ['[S2.18]', 'Parameters', '/parameters'],
    ['[S2.19]', 'SearchLDN', '/list/search'],
    ['[S2.20]', 'Mentions', '/mentions'],
    ['[S2.21]', 'Closed', '/closed'],
    ['[S2.22]', 'Login', '/oauth_callback'],
    ['[S2.23]', 'NotFound', '*'],
  ])('%s %s has the pattern %s', (_id, name, path) => {
    expect(ROUTES[name].path).toBe(path);
  });

  it('[S2.1]-[S2.23] lists the 23 routes in the spec order, and the co-parent’s invitation', () => {
    expect(ROUTE_NAMES).toEqual([
      'Home',
      'List',
      'ListById',
      'ListByIdOwner',
      'ShareListPublished',
      'Cart',
      'Activity',
      'Wallet',
      'ViewFromList',
      'ViewFromClosedList',
      'EditProduct',
      'ViewFromSearch',
      'SellerPage',
      'SellerLogin',
      'PendingTransactionsList',
      'PendingTransaction',
      'Help',
      'Parameters',
      'Invitation',
      'SearchLDN',
      'Mentions',
      'Closed',
      'Login',
      'NotFound',
    ]);
  });

  it('[S2.1] Home has the alias /home, and no other route has one', () => {
    expect(ROUTE_NAMES.filter((name) => ROUTES[name].aliases.length > 0)).toEqual(['Home']);
    expect(ROUTES.Home.aliases).toEqual(['/home']);
  });

  const routesWith = (flag: keyof RouteConditions): RouteName[] =>
    ROUTE_NAMES.filter((name) => ROUTES[name][flag]);

  it.each<[string, keyof RouteConditions, RouteName[]]>([
    [
      '[S2.2] [S2.4] [S2.9] [S2.11] [S2.18] [S2.30]',
      'needsLogin',
      ['List', 'ListByIdOwner', 'EditProduct', 'Parameters', 'Invitation'],
    ],
    ['[S2.2] [S2.4] [S2.11] [S2.32]', 'ownerOnly', ['List', 'ListByIdOwner', 'EditProduct']],
    [
      '[S2.13] [S2.15]-[S2.17] [S2.29]',
      'staffOnly',
      ['SellerPage', 'PendingTransactionsList', 'PendingTransaction', 'Help'],
    ],
    [
      '[S2.13]-[S2.17] [S2.28]',
      'isSellerPage',
      ['SellerPage', 'SellerLogin', 'PendingTransactionsList', 'PendingTransaction', 'Help'],
    ],
    ['[S2.18] [S6.4]', 'notForStaff', ['Parameters', 'Invitation']],
    ['[S2.20]-[S2.23]', 'neutral', ['Mentions', 'Closed', 'Login', 'NotFound']],
    [
      '[S2.3]-[S2.11] [S2.24] [S2.31]',
      'loadsList',
      [
        'ListById',
        'ListByIdOwner',
        'ShareListPublished',
        'Cart',
        'Activity',
        'Wallet',
        'ViewFromList',
        'ViewFromClosedList',
        'EditProduct',
      ],
    ],
    ['[S2.2]', 'needsLoadedList', ['List']],
    ['[S2.5] [S2.8] [S2.33]', 'needsActiveList', ['ShareListPublished', 'Wallet']],
    ['[S2.6] [S2.34]', 'needsPublishedList', ['Cart']],
    [
      '[S2.35]',
      'isListPage',
      [
        'List',
        'ListById',
        'ListByIdOwner',
        'ShareListPublished',
        'Cart',
        'Activity',
        'Wallet',
        'ViewFromList',
        'ViewFromClosedList',
        'EditProduct',
      ],
    ],
    [
      '[S2.35] [S2.12]',
      'keepsList',
      [
        'List',
        'ListById',
        'ListByIdOwner',
        'ShareListPublished',
        'Cart',
        'Activity',
        'Wallet',
        'ViewFromList',
        'ViewFromClosedList',
        'EditProduct',
        'ViewFromSearch',
      ],
    ],
  ])('%s the routes with %s are exactly these', (_ids, flag, expected) => {
    expect(routesWith(flag)).toEqual(expected);
  });

  it.each<[string, RouteName, string[]]>([
    ['[S2.9]', 'ViewFromList', ['loadProductFromList', 'setEditStateFalse']],
    ['[S2.10]', 'ViewFromClosedList', ['loadProductByReference', 'setEditStateTrue']],
    ['[S2.12]', 'ViewFromSearch', ['loadProductByReferenceUnlessCurrent']],
    ['[S2.13]', 'SellerPage', ['resetCustomer', 'setStoreCodeFromUser']],
    ['[S2.16]', 'PendingTransaction', ['loadTransaction']],
    ['[S2.1]', 'Home', []],
  ])('%s %s does %j when entered', (_id, name, actions) => {
    expect(ROUTES[name].onEnter).toEqual(actions);
  });
});
