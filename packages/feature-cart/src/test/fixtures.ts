import type { ApiCart } from '@ldn/api-client';
import type { CartEntry } from '@ldn/domain';

// --- carts ---

/** A product line of a cart. */
export function entry(
  overrides: Omit<Partial<CartEntry>, 'details'> & {
    readonly details?: Partial<CartEntry['details']>;
  } = {},
): CartEntry {
  const { details, ...rest } = overrides;
  return {
    code: '10000123',
    codeAs400: 'AS10000123',
    quantity: 2,
    isSetAside: false,
    ...rest,
    details: {
      productName: 'Body manches longues',
      img: '/images/products/10000123.svg',
      qtyMax: 3,
      price: 1290,
      ...details,
    },
  };
}

/** A part of a group gift ("Cadeau commun"): one line at the part's amount, as the server sends it. */
export function partEntry(partCents = 4250): CartEntry & { readonly partCents: number } {
  return {
    ...entry({
      code: '10000789',
      codeAs400: 'AS10000789',
      quantity: 1,
      details: { productName: 'Poussette trio', img: '', qtyMax: 1, price: partCents },
    }),
    partCents,
  };
}

/** The wallet contribution line: the special item 01176190, quantity in euros. */
export function walletEntry(euros: number): CartEntry {
  return {
    code: '01176190',
    codeAs400: '01176190',
    quantity: euros,
    isSetAside: false,
    details: { productName: 'Participation à la cagnotte', img: '', qtyMax: 10000, price: 100 },
  };
}

/** A cart of demo00parent as `GET /user/cart` answers it (totals as the server computes them). */
export function cartAnswer(overrides: Partial<ApiCart> = {}): ApiCart {
  return {
    ldnId: 'demo00parent',
    giftMessageData: { message: '', from: '' },
    entries: [
      entry(),
      entry({
        code: '10000456',
        codeAs400: 'AS10000456',
        quantity: 1,
        details: { productName: 'Gigoteuse', img: '', qtyMax: 1, price: 3990 },
      }),
    ],
    contributorName: '',
    contributorEmail: '',
    message: '',
    contributionAmount: 0,
    walletAmount: 0,
    makeAvailableToTheHolder: false,
    holderFavoriteStore: 'S001',
    clientType: 'RELATIVE',
    transactionType: 'CMD',
    deliveryOption: 'NONE',
    itemCount: 3,
    productsTotal: 6570,
    deliveryFee: 0,
    total: 6570,
    storeDeliveryAvailable: true,
    ...overrides,
  };
}

/** An anonymous visitor's profile [S7.9]. */
export const ANONYMOUS = { logged: false } as const;
