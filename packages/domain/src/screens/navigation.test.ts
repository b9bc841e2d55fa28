import { describe, expect, it } from 'vitest';
import type { ListPhase, ScreenList } from './list-phase';
import { decideNavigation, type NavigationInput } from './navigation';
import type { RouteTarget } from './route-table';

const CUSTOMER = { pk: 'c1', roles: [] };
const SELLER = { pk: 's1', roles: ['SELLER'] };
const ACCOUNTANT = { pk: 'a1', roles: ['ACCOUNTANT'] };

const to = (name: RouteTarget['name'], params: Record<string, string> = {}): RouteTarget =>
  ({ name, params }) as RouteTarget;
const list = (phase: ListPhase, isOwner: boolean, id = '42'): ScreenList => ({
  id,
  phase,
  isOwner,
});

const decide = (input: Partial<NavigationInput> & { target: RouteTarget }) =>
  decideNavigation({
    user: null,
    customerSelected: false,
    principalCookieChanged: false,
    wasStaffLoggedIn: false,
    ui: { assistantOpen: false, menuOpen: false },
    list: null,
    ...input,
  });

const PROCEED = { effects: [], outcome: { kind: 'proceed' }, decidedBy: null };
const redirect = (route: string, rule: string) => ({
  effects: [],
  outcome: { kind: 'redirect', to: route },
  decidedBy: rule,
});

describe('decideNavigation: rules 1 to 3', () => {
  it('[S2.25] refreshes the profile when the principal cookie changed, then asks to decide again', () => {
    expect(decide({ target: to('Home'), user: CUSTOMER, principalCookieChanged: true })).toEqual({
      effects: [{ type: 'refreshProfile' }],
      outcome: { kind: 'refreshProfile' },
      decidedBy: 'S2.25',
    });
  });

  it('[S2.25] [S2.27] refreshes the profile and closes the menu, in that order', () => {
    expect(
      decide({
        target: to('Home'),
        principalCookieChanged: true,
        ui: { assistantOpen: false, menuOpen: true },
      }),
    ).toEqual({
      effects: [{ type: 'refreshProfile' }, { type: 'closeMenu' }],
      outcome: { kind: 'refreshProfile' },
      decidedBy: 'S2.25',
    });
  });

  it('[S2.26] closes the open assistant and cancels the navigation (the menu stays as it is)', () => {
    expect(decide({ target: to('Home'), ui: { assistantOpen: true, menuOpen: true } })).toEqual({
      effects: [{ type: 'closeAssistant' }],
      outcome: { kind: 'cancel' },
      decidedBy: 'S2.26',
    });
  });

  it('[S2.25] [S2.26] still refreshes the profile before cancelling', () => {
    expect(
      decide({
        target: to('Home'),
        principalCookieChanged: true,
        ui: { assistantOpen: true, menuOpen: false },
      }),
    ).toEqual({
      effects: [{ type: 'refreshProfile' }, { type: 'closeAssistant' }],
      outcome: { kind: 'cancel' },
      decidedBy: 'S2.26',
    });
  });

  it('[S2.27] closes the menu and lets the navigation through', () => {
    expect(
      decide({ target: to('Mentions'), ui: { assistantOpen: false, menuOpen: true } }),
    ).toEqual({
      effects: [{ type: 'closeMenu' }],
      outcome: { kind: 'proceed' },
      decidedBy: null,
    });
  });
});

describe('decideNavigation: rule 4, staff', () => {
  it.each([
    ['Home', to('Home')],
    ['ListById', to('ListById', { id: '42' })],
    ['SearchLDN', to('SearchLDN')],
    ['ViewFromSearch', to('ViewFromSearch', { productId: '0123' })],
    ['Parameters', to('Parameters')],
  ])('[S2.28] [S2.1] staff with no customer selected leave %s for SellerPage', (_name, target) => {
    expect(decide({ target, user: SELLER })).toEqual(redirect('SellerPage', 'S2.28'));
    expect(decide({ target, user: ACCOUNTANT })).toEqual(redirect('SellerPage', 'S2.28'));
  });

  it.each([
    'SellerPage',
    'PendingTransactionsList',
    'Help',
    'Mentions',
    'Closed',
    'Login',
    'NotFound',
  ] as const)('[S2.28] [S2.20]-[S2.23] staff with no customer selected may open %s', (name) => {
    expect(decide({ target: to(name), user: SELLER })).toEqual(PROCEED);
  });

  it('[S2.16] staff may open a pending transaction', () => {
    expect(decide({ target: to('PendingTransaction', { id: 'T-7' }), user: ACCOUNTANT })).toEqual(
      PROCEED,
    );
  });

  it('[S2.18] [S6.4] staff with a customer selected are still sent away from Parameters', () => {
    expect(decide({ target: to('Parameters'), user: SELLER, customerSelected: true })).toEqual(
      redirect('SellerPage', 'S2.28'),
    );
  });

  it.each([
    ['Home', to('Home')],
    ['SearchLDN', to('SearchLDN')],
    ['ViewFromSearch', to('ViewFromSearch', { productId: '0123' })],
  ])('[S2.28] [S2.1] staff acting for a customer may open %s', (_name, target) => {
    expect(decide({ target, user: SELLER, customerSelected: true })).toEqual(PROCEED);
  });

  it('[S2.28] [S2.59] staff acting for a customer see the customer list even when not its owner', () => {
    expect(
      decide({
        target: to('ListByIdOwner', { id: '42' }),
        user: SELLER,
        customerSelected: true,
        list: list('draft', false),
      }),
    ).toEqual(PROCEED);
  });

  it('[S2.14] a logged-in staff member on SellerLogin goes to SellerPage', () => {
    expect(decide({ target: to('SellerLogin'), user: SELLER })).toEqual(
      redirect('SellerPage', 'S2.14'),
    );
  });
});

describe('decideNavigation: rule 5, seller pages, SellerLogin and Home', () => {
  it.each([
    ['SellerPage', to('SellerPage'), '/seller'],
    ['PendingTransactionsList', to('PendingTransactionsList'), '/seller/pendingtransactionslist'],
    [
      'PendingTransaction',
      to('PendingTransaction', { id: 'T-7' }),
      '/seller/pendingtransaction/T-7',
    ],
    ['Help', to('Help'), '/seller/help'],
  ])(
    '[S2.29] %s: customer -> Home, former staff -> SellerLogin, visitor -> external login',
    (_name, target, path) => {
      expect(decide({ target, user: CUSTOMER })).toEqual(redirect('Home', 'S2.29'));
      expect(decide({ target, user: CUSTOMER, wasStaffLoggedIn: true })).toEqual(
        redirect('Home', 'S2.29'),
      );
      expect(decide({ target, wasStaffLoggedIn: true })).toEqual(redirect('SellerLogin', 'S2.29'));
      expect(decide({ target })).toEqual({
        effects: [],
        outcome: { kind: 'externalLogin', redirectPath: path },
        decidedBy: 'S2.29',
      });
    },
  );

  it('[S2.14] a logged-in customer on SellerLogin goes to Home', () => {
    expect(decide({ target: to('SellerLogin'), user: CUSTOMER })).toEqual(
      redirect('Home', 'S2.14'),
    );
  });

  it.each([false, true])(
    '[S2.14] a logged-out visitor sees SellerLogin (wasStaffLoggedIn %s)',
    (flag) => {
      expect(decide({ target: to('SellerLogin'), wasStaffLoggedIn: flag })).toEqual(PROCEED);
    },
  );

  it('[S2.1] a logged-out visitor who was previously staff goes from Home to SellerLogin', () => {
    expect(decide({ target: to('Home'), wasStaffLoggedIn: true })).toEqual(
      redirect('SellerLogin', 'S2.1'),
    );
  });

  it.each([
    ['a logged-out visitor', { user: null, wasStaffLoggedIn: false }],
    ['a logged-in customer, even after a staff logout', { user: CUSTOMER, wasStaffLoggedIn: true }],
  ])('[S2.1] %s sees Home', (_who, input) => {
    expect(decide({ target: to('Home'), ...input })).toEqual(PROCEED);
  });
});

describe('decideNavigation: rule 6, login', () => {
  it.each([
    ['List', to('List'), '/list'],
    ['ListByIdOwner', to('ListByIdOwner', { id: '42' }), '/list/42/detenteur'],
    ['EditProduct', to('EditProduct', { id: '42', productId: '0123' }), '/product/42/0123/edit'],
    ['Parameters', to('Parameters'), '/parameters'],
  ])(
    '[S2.30] a logged-out visitor on %s goes to the external login and back',
    (_name, target, path) => {
      expect(decide({ target })).toEqual({
        effects: [],
        outcome: { kind: 'externalLogin', redirectPath: path },
        decidedBy: 'S2.30',
      });
    },
  );

  it('[S2.30] a user without pk is logged out', () => {
    expect(decide({ target: to('Parameters'), user: { pk: '', roles: [] } }).outcome).toEqual({
      kind: 'externalLogin',
      redirectPath: '/parameters',
    });
  });

  it.each([
    ['ListById', to('ListById', { id: '42' })],
    ['ViewFromList', to('ViewFromList', { id: '42', productId: '0123' })],
    ['Cart', to('Cart', { id: '42' })],
  ])(
    '[S2.3] [S2.57] [S6.2] a logged-out relative may open %s (the list is loaded)',
    (_name, target) => {
      expect(decide({ target }).outcome).toEqual({ kind: 'loadList', listId: '42' });
    },
  );

  it.each(['SearchLDN', 'Mentions', 'Closed', 'Login', 'NotFound'] as const)(
    '[S2.19]-[S2.23] a logged-out visitor may open %s',
    (name) => {
      expect(decide({ target: to(name) })).toEqual(PROCEED);
    },
  );

  it('[S2.12] anyone may open a product from the search, with or without a list', () => {
    expect(decide({ target: to('ViewFromSearch', { productId: '0123' }) })).toEqual(PROCEED);
    expect(
      decide({ target: to('ViewFromSearch', { productId: '0123' }), list: list('closed', false) }),
    ).toEqual(PROCEED);
  });
});

describe('decideNavigation: rule 7, list load', () => {
  it('[S2.31] loads the list when none is loaded, without resetting the cart', () => {
    expect(decide({ target: to('Activity', { id: '42' }), user: CUSTOMER })).toEqual({
      effects: [{ type: 'loadList', listId: '42' }],
      outcome: { kind: 'loadList', listId: '42' },
      decidedBy: 'S2.31',
    });
  });

  it('[S2.31] loads the list and resets the cart when another list was loaded', () => {
    expect(
      decide({
        target: to('Cart', { id: '42' }),
        user: CUSTOMER,
        list: list('published', false, '41'),
      }),
    ).toEqual({
      effects: [{ type: 'resetCart' }, { type: 'loadList', listId: '42' }],
      outcome: { kind: 'loadList', listId: '42' },
      decidedBy: 'S2.31',
    });
  });

  it('[S2.31] [S2.27] closes the menu before loading', () => {
    expect(
      decide({ target: to('ListById', { id: '42' }), ui: { assistantOpen: false, menuOpen: true } })
        .effects,
    ).toEqual([{ type: 'closeMenu' }, { type: 'loadList', listId: '42' }]);
  });

  it('[S2.31] does not reload the list already loaded', () => {
    expect(
      decide({ target: to('ListById', { id: '42' }), list: list('published', false) }),
    ).toEqual(PROCEED);
  });

  it('[S2.2] [S2.31] List with no list loaded goes to Home', () => {
    expect(decide({ target: to('List'), user: CUSTOMER })).toEqual(redirect('Home', 'S2.31'));
  });

  it('[S2.2] List shows the loaded list to its owner', () => {
    expect(decide({ target: to('List'), user: CUSTOMER, list: list('draft', true) })).toEqual(
      PROCEED,
    );
  });
});

describe('decideNavigation: rules 8 to 10, owner and list status', () => {
  it.each([
    ['List', to('List')],
    ['ListByIdOwner', to('ListByIdOwner', { id: '42' })],
    ['EditProduct', to('EditProduct', { id: '42', productId: '0123' })],
  ])('[S2.32] a non-owner on %s goes to Home; the owner stays', (_name, target) => {
    expect(decide({ target, user: CUSTOMER, list: list('published', false) })).toEqual(
      redirect('Home', 'S2.32'),
    );
    expect(decide({ target, user: CUSTOMER, list: list('published', true) })).toEqual(PROCEED);
  });

  it.each([
    ['ShareListPublished', to('ShareListPublished', { id: '42' })],
    ['Wallet', to('Wallet', { id: '42' })],
  ])(
    '[S2.33] [S2.5] [S2.8] %s of a closed list goes to Closed, even for its owner',
    (_name, target) => {
      expect(decide({ target, user: CUSTOMER, list: list('closed', true) })).toEqual(
        redirect('Closed', 'S2.33'),
      );
    },
  );

  it.each([
    ['ShareListPublished', to('ShareListPublished', { id: '42' })],
    ['Wallet', to('Wallet', { id: '42' })],
  ])('[S2.5] [S2.8] the owner opens %s of a draft or published list', (_name, target) => {
    expect(decide({ target, user: CUSTOMER, list: list('draft', true) })).toEqual(PROCEED);
    expect(decide({ target, user: CUSTOMER, list: list('published', true) })).toEqual(PROCEED);
  });

  it.each<[ListPhase, boolean, object]>([
    ['draft', true, redirect('NotFound', 'S2.34')],
    ['closed', true, redirect('Closed', 'S2.34')],
    ['draft', false, redirect('NotFound', 'S2.34')],
    ['closed', false, redirect('Closed', 'S2.34')],
    ['published', true, PROCEED],
    ['published', false, PROCEED],
  ])('[S2.6] [S2.34] Cart of a %s list (owner %s)', (phase, isOwner, expected) => {
    expect(decide({ target: to('Cart', { id: '42' }), list: list(phase, isOwner) })).toEqual(
      expected,
    );
  });

  it.each<[ListPhase, boolean, object]>([
    ['draft', false, redirect('NotFound', 'S2.34')],
    ['closed', false, redirect('Closed', 'S2.34')],
    ['published', false, PROCEED],
    ['draft', true, PROCEED],
    ['closed', true, PROCEED],
  ])('[S2.3] [S2.34] [S4.1] ListById of a %s list (owner %s)', (phase, isOwner, expected) => {
    expect(decide({ target: to('ListById', { id: '42' }), list: list(phase, isOwner) })).toEqual(
      expected,
    );
  });

  it.each([
    ['Activity', to('Activity', { id: '42' })],
    ['ViewFromList', to('ViewFromList', { id: '42', productId: '0123' })],
    ['ViewFromClosedList', to('ViewFromClosedList', { id: '42', productId: '0123' })],
  ])(
    '[S2.34] [S4.1] %s: a list that is not Validée is hidden from non-owners only',
    (_name, target) => {
      expect(decide({ target, list: list('draft', false) })).toEqual(redirect('NotFound', 'S2.34'));
      expect(decide({ target, list: list('closed', false) })).toEqual(redirect('Closed', 'S2.34'));
      expect(decide({ target, user: CUSTOMER, list: list('closed', true) })).toEqual(PROCEED);
      expect(decide({ target, list: list('published', false) })).toEqual(PROCEED);
    },
  );

  it('[S2.34] [S2.5] a non-owner on the share page of a draft list gets Not found', () => {
    expect(
      decide({ target: to('ShareListPublished', { id: '42' }), list: list('draft', false) }),
    ).toEqual(redirect('NotFound', 'S2.34'));
  });
});

describe('decideNavigation: the order of the rules', () => {
  it('[S2.26] [S2.28] rule 2 (assistant) wins over rule 4 (staff)', () => {
    expect(
      decide({ target: to('Home'), user: SELLER, ui: { assistantOpen: true, menuOpen: false } })
        .outcome,
    ).toEqual({
      kind: 'cancel',
    });
  });

  it('[S2.28] [S2.30] rule 4 wins over rule 6: staff without pk on Parameters go to SellerPage', () => {
    expect(decide({ target: to('Parameters'), user: { roles: ['SELLER'] } })).toEqual(
      redirect('SellerPage', 'S2.28'),
    );
  });

  it('[S2.1] [S2.28] rule 4 wins for staff on Home even when the staff flag is set', () => {
    expect(decide({ target: to('Home'), user: SELLER, wasStaffLoggedIn: true })).toEqual(
      redirect('SellerPage', 'S2.28'),
    );
  });

  it('[S2.30] [S2.31] rule 6 wins over rule 7: no list load before the login', () => {
    expect(decide({ target: to('ListByIdOwner', { id: '42' }) }).decidedBy).toBe('S2.30');
  });

  it('[S2.31] [S2.32] rule 7 wins over rule 8: another list is loaded first', () => {
    expect(
      decide({
        target: to('ListByIdOwner', { id: '42' }),
        user: CUSTOMER,
        list: list('published', false, '41'),
      }).outcome,
    ).toEqual({ kind: 'loadList', listId: '42' });
  });

  it('[S2.32] [S2.34] rule 8 wins over rule 10: a non-owner on a draft owner page goes to Home', () => {
    expect(
      decide({
        target: to('ListByIdOwner', { id: '42' }),
        user: CUSTOMER,
        list: list('draft', false),
      }),
    ).toEqual(redirect('Home', 'S2.32'));
  });

  it('[S2.33] [S2.34] rule 9 wins over rule 10 for a non-owner on a closed wallet', () => {
    expect(decide({ target: to('Wallet', { id: '42' }), list: list('closed', false) })).toEqual(
      redirect('Closed', 'S2.33'),
    );
  });
});
