import { describe, expect, it } from 'vitest';
import {
  addToCartBounds,
  cartEntryBounds,
  checkoutReturnOf,
  contributionBody,
  contributorDefaults,
  deliveryChoice,
  productEntries,
  refusedEntryCodes,
  refusedItemsOf,
} from './cart-model';
import { returnViewOf } from './checkout-return-model';
import { PARENT, SELLER } from '@ldn/test-kit';
import { cartAnswer, entry, partEntry, walletEntry } from './test/fixtures';

const FIELDS = { contributorName: '', contributorEmail: '', message: '' };

describe('productEntries', () => {
  it('[S9.4] leaves the wallet contribution out', () => {
    const product = entry();
    expect(productEntries([product, walletEntry(50)])).toEqual([product]);
  });
});

describe('cartEntryBounds', () => {
  it('[S5.5] a line goes from 1 to what it may hold now (qtyMax)', () => {
    expect(cartEntryBounds(entry({ details: { qtyMax: 3 } }))).toEqual({
      allowed: true,
      min: 1,
      max: 3,
    });
  });

  it('[S5.5] [S9.5] never above 99', () => {
    expect(cartEntryBounds(entry({ details: { qtyMax: 150 } }))).toEqual({
      allowed: true,
      min: 1,
      max: 99,
    });
  });

  it('[S5.5] nothing left: the stepper is disabled', () => {
    expect(cartEntryBounds(entry({ details: { qtyMax: 0 } }))).toEqual({
      allowed: false,
      min: 0,
      max: 0,
    });
  });
});

describe('addToCartBounds', () => {
  it('[S5.5] quantity minus gifted minus in progress minus in cart', () => {
    expect(addToCartBounds({ wanted: 10, gifted: 3, inProgress: 2, inCart: 1 })).toEqual({
      allowed: true,
      min: 1,
      max: 4,
    });
  });

  it('[S5.5] without the in-progress count, it is 0', () => {
    expect(addToCartBounds({ wanted: 5, gifted: 1, inCart: 1 })).toEqual({
      allowed: true,
      min: 1,
      max: 3,
    });
  });

  it('[S5.5] everything gifted, reserved or in the cart: nothing to add', () => {
    expect(addToCartBounds({ wanted: 4, gifted: 2, inProgress: 1, inCart: 1 })).toEqual({
      allowed: false,
      min: 0,
      max: 0,
    });
  });
});

describe('contributionBody', () => {
  it('[S7.8] the cart without details nor totals, with the fields as typed (trimmed)', () => {
    const cart = cartAnswer({
      entries: [entry(), walletEntry(50)],
      contributionAmount: 5000,
      deliveryOption: 'STORE_DELIVERY',
      giftMessageData: { message: 'Pour Léa', from: 'Mamie' },
    });
    expect(
      contributionBody(cart, {
        contributorName: ' Josette Martin ',
        contributorEmail: 'josette@example.fr ',
        message: ' Félicitations ! ',
      }),
    ).toEqual({
      ldnId: 'demo00parent',
      entries: [{ code: '10000123', codeAs400: 'AS10000123', quantity: 2, isSetAside: false }],
      giftMessageData: { message: 'Pour Léa', from: 'Mamie' },
      contributorName: 'Josette Martin',
      contributorEmail: 'josette@example.fr',
      message: 'Félicitations !',
      contributionAmount: 5000,
      walletAmount: 0,
      makeAvailableToTheHolder: false,
      holderFavoriteStore: 'S001',
      clientType: 'RELATIVE',
      transactionType: 'CMD',
      deliveryOption: 'STORE_DELIVERY',
    });
  });

  it('[S7.8] a part of a group gift travels with its amount', () => {
    const body = contributionBody(cartAnswer({ entries: [entry(), partEntry(4250)] }), FIELDS);
    expect(body.entries).toEqual([
      { code: '10000123', codeAs400: 'AS10000123', quantity: 2, isSetAside: false },
      {
        code: '10000789',
        codeAs400: 'AS10000789',
        quantity: 1,
        isSetAside: false,
        partCents: 4250,
      },
    ]);
  });

  it('[S7.8] [S9.4] a contribution alone sends no entry and its amount', () => {
    const body = contributionBody(
      cartAnswer({ entries: [walletEntry(25)], contributionAmount: 2500 }),
      FIELDS,
    );
    expect(body.entries).toEqual([]);
    expect(body.contributionAmount).toBe(2500);
  });
});

describe('deliveryChoice', () => {
  it('[S9.3] below 59 € the store delivery costs 2,90 €', () => {
    expect(deliveryChoice(cartAnswer({ productsTotal: 5899 }))).toEqual({
      hasProducts: true,
      storeDeliveryAvailable: true,
      storeDeliveryFeeCents: 290,
    });
  });

  it('[S9.3] from 59 € it is free', () => {
    expect(deliveryChoice(cartAnswer({ productsTotal: 5900 })).storeDeliveryFeeCents).toBe(0);
  });

  it('[S7.40] [S7.41] unavailable when the server says so; nothing to deliver without products', () => {
    expect(
      deliveryChoice(
        cartAnswer({ entries: [walletEntry(30)], productsTotal: 0, storeDeliveryAvailable: false }),
      ),
    ).toEqual({ hasProducts: false, storeDeliveryAvailable: false, storeDeliveryFeeCents: 0 });
  });
});

describe('refused items', () => {
  const entries = [
    entry(),
    entry({ code: '10000456', codeAs400: 'AS10000456', details: { productName: 'Gigoteuse' } }),
  ];

  it('[S4.4] [S8.4] the refused lines, named, by code or AS400 code; unknown codes as codes', () => {
    const outcome = {
      kind: 'refusedItems',
      refusedCodes: ['AS10000456', '99999999'],
    } as const;
    expect(refusedItemsOf(entries, outcome)).toEqual([
      { code: '10000456', productName: 'Gigoteuse' },
      { code: '99999999' },
    ]);
    expect(refusedEntryCodes(entries, outcome)).toEqual(['10000456']);
  });

  it('[S8.4] a message or the default refuses nothing', () => {
    const message = { kind: 'message', message: 'Liste clôturée' } as const;
    expect(refusedItemsOf(entries, message)).toEqual([]);
    expect(refusedEntryCodes(entries, message)).toEqual([]);
  });
});

describe('checkoutReturnOf', () => {
  it('[S4.3] reads ?paiement= and paymentId', () => {
    expect(checkoutReturnOf(new URLSearchParams('paiement=refus&paymentId=p1'))).toEqual({
      outcome: 'refus',
      paymentId: 'p1',
    });
    expect(checkoutReturnOf(new URLSearchParams('paiement=ok'))).toEqual({
      outcome: 'ok',
      paymentId: '',
    });
  });

  it('[S4.3] the plain cart, or an unknown outcome, is no return', () => {
    expect(checkoutReturnOf(new URLSearchParams(''))).toBeNull();
    expect(checkoutReturnOf(new URLSearchParams('paiement=bravo'))).toBeNull();
  });
});

describe('returnViewOf', () => {
  const ok = { outcome: 'ok', paymentId: 'p1' } as const;
  it('[S4.3] declined, cancelled, expired come from the address', () => {
    const none = { isError: false };
    expect(returnViewOf({ outcome: 'refus', paymentId: 'p1' }, none)).toBe('declined');
    expect(returnViewOf({ outcome: 'annule', paymentId: 'p1' }, none)).toBe('cancelled');
    expect(returnViewOf({ outcome: 'expire', paymentId: 'p1' }, none)).toBe('expired');
  });

  it('[S4.3] ok waits for RECORDED; PENDING and PAID wait', () => {
    expect(returnViewOf(ok, { isError: false })).toBe('waiting');
    expect(returnViewOf(ok, { isError: false, data: { status: 'PENDING' } })).toBe('waiting');
    expect(returnViewOf(ok, { isError: false, data: { status: 'PAID' } })).toBe('waiting');
    expect(returnViewOf(ok, { isError: false, data: { status: 'RECORDED' } })).toBe('success');
  });

  it('[S4.3] the server’s status wins over the address', () => {
    expect(returnViewOf(ok, { isError: false, data: { status: 'DECLINED' } })).toBe('declined');
    expect(returnViewOf(ok, { isError: false, data: { status: 'CANCELLED' } })).toBe('cancelled');
    expect(returnViewOf(ok, { isError: false, data: { status: 'EXPIRED' } })).toBe('expired');
  });

  it('[S4.3] an unknown payment (404, no id) keeps the cart', () => {
    expect(returnViewOf(ok, { isError: true })).toBe('unknown');
    expect(returnViewOf({ outcome: 'ok', paymentId: '' }, { isError: false })).toBe('unknown');
  });
});

describe('contributorDefaults', () => {
  it("[S2.43] a signed-in customer's name and e-mail; none for staff or a visitor", () => {
    expect(contributorDefaults(PARENT)).toEqual({
      contributorName: 'Camille Martin',
      contributorEmail: 'parent@example.fr',
    });
    const none = { contributorName: '', contributorEmail: '' };
    expect(contributorDefaults(SELLER)).toEqual(none);
    expect(contributorDefaults(null)).toEqual(none);
  });
});
