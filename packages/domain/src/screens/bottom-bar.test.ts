import { describe, expect, it } from 'vitest';
import {
  bottomBarButton,
  bottomBarFor,
  shareValidatedBar,
  type BottomBarContext,
  type SingleButtonBarVariant,
} from './bottom-bar';
import type { ListPhase } from './list-phase';
import type { RouteName } from './route-table';

const CUSTOMER = { pk: 'c1', roles: [] };
const SELLER = { pk: 's1', roles: ['SELLER'] };

const base: BottomBarContext = {
  routeName: 'Home',
  isMobile: true,
  user: CUSTOMER,
  menuOpen: false,
  externalProductsOpen: false,
  listPhase: 'published',
  productPermanentlyOutOfStock: false,
};
const bar = (input: Partial<BottomBarContext>) => bottomBarFor({ ...base, ...input });

describe('bottomBarFor, logged in', () => {
  it('[S2.52] Home has the create-new-list button', () => {
    expect(bar({ routeName: 'Home', listPhase: null })).toBe('createList');
  });

  it.each<[RouteName, ListPhase | null, string | null]>([
    ['ListById', 'published', 'listBar'],
    ['ListById', 'draft', 'listBar'],
    ['ListById', 'closed', 'closedListBar'],
    ['ListById', null, null],
    ['ListByIdOwner', 'published', 'listBar'],
    ['ListByIdOwner', 'closed', 'closedListBar'],
    ['Activity', 'published', 'listBar'],
    ['Activity', 'closed', 'closedListBar'],
    ['Wallet', 'published', 'listBar'],
    ['Wallet', 'closed', 'closedListBar'],
    ['List', 'published', 'listBar'],
    ['List', 'closed', 'closedListBar'],
  ])('[S2.53] %s with a %s list shows %s', (routeName, listPhase, expected) => {
    expect(bar({ routeName, listPhase })).toBe(expected);
  });

  it.each<[ListPhase, string]>([
    ['published', 'shareValidated'],
    ['draft', 'listBar'],
    ['closed', 'closedListBar'],
  ])('[S2.55] ShareListPublished of a %s list shows %s', (listPhase, expected) => {
    expect(bar({ routeName: 'ShareListPublished', listPhase })).toBe(expected);
  });

  it.each<[RouteName, string]>([
    ['Cart', 'cart'],
    ['Parameters', 'saveSettings'],
    ['EditProduct', 'saveChanges'],
    ['ViewFromSearch', 'addToList'],
    ['ViewFromClosedList', 'addToList'],
  ])('[S2.56] %s shows %s', (routeName, expected) => {
    expect(bar({ routeName })).toBe(expected);
  });
});

describe('bottomBarFor, ViewFromList', () => {
  it.each<[string, Partial<BottomBarContext>, string | null]>([
    ['[S2.54] a Validée list: add-to-cart', {}, 'addToCart'],
    ['[S2.58] a draft list: hidden', { listPhase: 'draft' }, null],
    ['[S2.58] a Cloturée list: hidden', { listPhase: 'closed' }, null],
    ['[S2.58] no list yet: hidden', { listPhase: null }, null],
    [
      '[S2.58] a permanently out-of-stock product for a customer: hidden',
      { productPermanentlyOutOfStock: true },
      null,
    ],
    [
      '[S2.58] [S6.4] a permanently out-of-stock product for staff: add-to-cart',
      { productPermanentlyOutOfStock: true, user: SELLER },
      'addToCart',
    ],
    [
      '[S2.57] [S2.58] a permanently out-of-stock product, logged out: hidden',
      { productPermanentlyOutOfStock: true, user: null },
      null,
    ],
    ['[S2.57] logged out on a Validée list: add-to-cart', { user: null }, 'addToCart'],
    [
      '[S2.57] [S2.58] logged out on a draft list: hidden',
      { user: null, listPhase: 'draft' },
      null,
    ],
  ])('%s', (_case, input, expected) => {
    expect(bar({ routeName: 'ViewFromList', ...input })).toBe(expected);
  });
});

describe('bottomBarFor, hidden', () => {
  it.each<RouteName>([
    'Login',
    'NotFound',
    'Closed',
    'SearchLDN',
    'Mentions',
    'SellerPage',
    'PendingTransaction',
    'PendingTransactionsList',
    'Help',
    'SellerLogin',
  ])('[S2.58] no bar on %s', (routeName) => {
    expect(bar({ routeName })).toBeNull();
    expect(bar({ routeName, user: SELLER })).toBeNull();
    expect(bar({ routeName, user: null })).toBeNull();
  });

  it.each<[string, Partial<BottomBarContext>]>([
    ['[S2.58] while the menu is open', { menuOpen: true }],
    ['[S2.58] while the external products panel is open', { externalProductsOpen: true }],
    ['[S2.51] on desktop', { isMobile: false }],
  ])('%s, even on Home and Cart', (_case, input) => {
    expect(bar({ routeName: 'Home', ...input })).toBeNull();
    expect(bar({ routeName: 'Cart', ...input })).toBeNull();
  });
});

describe('bottomBarFor, logged out', () => {
  it.each<[RouteName, ListPhase | null, string | null]>([
    ['Home', null, null],
    ['ListById', 'published', 'listBar'],
    ['ListById', 'closed', 'closedListBar'],
    ['Cart', 'published', 'cart'],
    ['ListByIdOwner', 'published', null],
    ['Activity', 'published', null],
    ['Wallet', 'published', null],
    ['ShareListPublished', 'published', null],
    ['Parameters', null, null],
    ['EditProduct', 'published', null],
    ['ViewFromSearch', null, null],
    ['ViewFromClosedList', 'closed', null],
  ])('[S2.57] [S2.58] %s with a %s list shows %s', (routeName, listPhase, expected) => {
    expect(bar({ routeName, listPhase, user: null })).toBe(expected);
  });

  it('[S2.57] a user without pk counts as logged out', () => {
    expect(bar({ routeName: 'Home', user: { pk: '', roles: [] } })).toBeNull();
  });
});

describe('bottomBarButton', () => {
  it.each<[SingleButtonBarVariant, string, string]>([
    ['createList', 'Créer une nouvelle liste', 'createList'],
    ['addToCart', 'Ajouter au panier', 'addToCart'],
    ['addToList', 'Ajouter à ma liste', 'addToList'],
    ['saveSettings', 'Enregistrer', 'saveSettings'],
    ['saveChanges', 'Enregistrer les modifications', 'saveChanges'],
    ['cart', 'Valider mon panier', 'validateCart'],
  ])('[S2.52]-[S2.56] %s is the button %s', (variant, label, action) => {
    expect(bottomBarButton(variant, CUSTOMER)).toEqual({
      id: variant,
      label,
      kind: 'action',
      action,
    });
  });

  it('[S2.43] [S6.4] the cart button reads Valider la transaction for staff', () => {
    expect(bottomBarButton('cart', SELLER)).toEqual({
      id: 'cart',
      label: 'Valider la transaction',
      kind: 'action',
      action: 'validateCart',
    });
  });

  it('[S2.43] [S2.57] a logged-out relative validates a cart', () => {
    expect(bottomBarButton('cart', null).label).toBe('Valider mon panier');
  });
});

describe('shareValidatedBar', () => {
  const manageAlerts = {
    id: 'manageAlerts',
    label: 'Gérer mes alertes',
    kind: 'route',
    href: '/parameters',
  };
  const backTo = (href: string) => ({
    id: 'backToMyList',
    label: 'Retour à ma liste',
    kind: 'route',
    href,
  });

  it('[S2.55] the owner: manage alerts (Parameters) and back to his list page', () => {
    expect(shareValidatedBar('42', CUSTOMER, true)).toEqual([
      manageAlerts,
      backTo('/list/42/detenteur'),
    ]);
  });

  it('[S2.55] [S2.32] a relative goes back to the list he may see, not the owner-only page', () => {
    expect(shareValidatedBar('42', CUSTOMER, false)).toEqual([manageAlerts, backTo('/list/42')]);
  });

  it('[S2.55] ownership not given: the list page that serves owner and relative alike', () => {
    expect(shareValidatedBar('42', CUSTOMER)).toEqual([manageAlerts, backTo('/list/42')]);
  });

  it('[S2.55] [S6.4] staff cannot use Parameters: only the way back, to the owner page they act on', () => {
    expect(shareValidatedBar('42', SELLER)).toEqual([backTo('/list/42/detenteur')]);
  });
});
