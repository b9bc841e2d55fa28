import { describe, expect, it } from 'vitest';
import { afterNavigation, onHistoryRestore, type HistoryRestoreInput } from './after-navigation';
import { ROUTE_NAMES, type RouteName } from './route-table';
import { onStaffLogout } from './staff-session';

const LIST_PAGES: RouteName[] = [
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
];

describe('afterNavigation', () => {
  it.each(LIST_PAGES)(
    '[S2.35] %s keeps the list, is noindex, nofollow and scrolls to the top',
    (name) => {
      expect(afterNavigation(name)).toEqual({
        resetList: false,
        robots: 'noindex, nofollow',
        scrollToTop: true,
      });
    },
  );

  it('[S2.35] [S2.12] ViewFromSearch keeps the list (add to the list the visitor came from) and is indexable', () => {
    expect(afterNavigation('ViewFromSearch')).toEqual({
      resetList: false,
      robots: null,
      scrollToTop: true,
    });
  });

  it.each(ROUTE_NAMES.filter((name) => !LIST_PAGES.includes(name) && name !== 'ViewFromSearch'))(
    '[S2.35] %s resets the list, leaves robots alone and scrolls to the top',
    (name) => {
      expect(afterNavigation(name)).toEqual({ resetList: true, robots: null, scrollToTop: true });
    },
  );
});

describe('onHistoryRestore', () => {
  const base: HistoryRestoreInput = {
    user: null,
    wasStaffLoggedIn: false,
    routeName: 'Home',
    path: '/',
    listId: null,
  };

  it.each<[string, Partial<HistoryRestoreInput>, string]>([
    [
      'no user, staff had been logged in, Home -> SellerLogin',
      { wasStaffLoggedIn: true },
      'sellerLogin',
    ],
    [
      'no user, staff had been logged in, a cart page with no list -> SellerLogin first',
      { wasStaffLoggedIn: true, routeName: 'Cart', path: '/list/42/cart' },
      'sellerLogin',
    ],
    [
      'a user without pk counts as no user',
      { user: { pk: null }, wasStaffLoggedIn: true },
      'sellerLogin',
    ],
    [
      'no user, staff had been logged in, on SellerLogin -> none',
      { wasStaffLoggedIn: true, routeName: 'SellerLogin', path: '/seller/login' },
      'none',
    ],
    [
      'a logged-in user after a staff logout -> none',
      { user: { pk: 'c1' }, wasStaffLoggedIn: true },
      'none',
    ],
    ['no user, never staff -> none', {}, 'none'],
    ['cart path and no list id -> reload', { routeName: 'Cart', path: '/list/42/cart' }, 'reload'],
    [
      'cart path and an empty list id -> reload',
      { routeName: 'Cart', path: '/list/42/cart', listId: '' },
      'reload',
    ],
    [
      'cart path and undefined list id -> reload',
      { routeName: 'Cart', path: '/list/42/cart', listId: undefined },
      'reload',
    ],
    [
      'cart path with the list loaded -> none',
      { routeName: 'Cart', path: '/list/42/cart', listId: '42' },
      'none',
    ],
    [
      'no cart in the path and no list -> none',
      { routeName: 'ListById', path: '/list/42' },
      'none',
    ],
  ])('[S2.35] %s', (_case, input, expected) => {
    expect(onHistoryRestore({ ...base, ...input })).toBe(expected);
  });
});

describe('onStaffLogout', () => {
  it('[S2.62] sets the flag that staff had been logged in and keeps the rest of the state', () => {
    expect(onStaffLogout({ wasStaffLoggedIn: false, other: 1 })).toEqual({
      wasStaffLoggedIn: true,
      other: 1,
    });
    expect(onStaffLogout({ wasStaffLoggedIn: true })).toEqual({ wasStaffLoggedIn: true });
  });
});
