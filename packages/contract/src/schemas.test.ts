import { describe, expect, it } from 'vitest';
import {
  addEntryBody,
  cartSchema,
  createContributionBody,
  updateCartBody,
} from './cart';
import { companyListParams, listIdSchema } from './common';
import { EMPTY_CART } from './empty-cart';
import { listFiltersBody } from './lists';

describe('the contract schemas', () => {
  it('[S3.3] a list id is 8 to 32 lower-case letters or digits', () => {
    expect(listIdSchema.safeParse('abcd1234').success).toBe(true);
    expect(listIdSchema.safeParse('a'.repeat(32)).success).toBe(true);
    expect(listIdSchema.safeParse('abc1234').success).toBe(false);
    expect(listIdSchema.safeParse('a'.repeat(33)).success).toBe(false);
    expect(listIdSchema.safeParse('ABCD1234').success).toBe(false);
    const refused = companyListParams.safeParse({ company: 'aufr', listId: 'x' });
    expect(refused.error?.issues[0]?.message).toBe(
      'doit être un identifiant de liste (8 à 32 lettres minuscules ou chiffres)',
    );
  });

  it('[S5.2] [S9.4] a cart line quantity reaches 10 000 (euros of 01176190), not beyond', () => {
    const line = { ldnId: 'abcd1234', code: '01176190' };
    expect(addEntryBody.safeParse({ ...line, quantity: 10_000 }).success).toBe(true);
    expect(addEntryBody.safeParse({ ...line, quantity: 10_001 }).success).toBe(false);
    expect(addEntryBody.safeParse({ ...line, quantity: 0 }).success).toBe(false);
    expect(addEntryBody.safeParse({ ...line, quantity: 1.5 }).success).toBe(false);
  });

  it('[S5.2] contributionAmount is cents, 0..1 000 000', () => {
    expect(updateCartBody.safeParse({ contributionAmount: 1_000_000 }).success).toBe(true);
    expect(updateCartBody.safeParse({ contributionAmount: 1_000_001 }).success).toBe(false);
    expect(updateCartBody.safeParse({ contributionAmount: -1 }).success).toBe(false);
  });

  it('[S7.8] the validation body fills its defaults', () => {
    const body = createContributionBody.parse({ ldnId: 'abcd1234' });
    expect(body).toMatchObject({ entries: [], contributionAmount: 0, clientType: 'RELATIVE' });
  });

  it('[S7.14] [S3.10] the filters refuse minPrice and maxPrice', () => {
    expect(listFiltersBody.safeParse(null).data).toEqual({});
    const refused = listFiltersBody.safeParse({ minPrice: 100 });
    expect(refused.error?.issues[0]?.message).toContain('minPrice and maxPrice are not accepted');
  });

  it('[S3.11] the empty cart is a cart answer with nothing bound and nothing to pay', () => {
    expect(cartSchema.parse(EMPTY_CART)).toEqual(EMPTY_CART);
    expect(EMPTY_CART).toMatchObject({ ldnId: '', entries: [], total: 0, contributionAmount: 0 });
  });

  it('[S3.11] the cart answer names every field the app reads', () => {
    expect(Object.keys(cartSchema.shape)).toEqual(
      expect.arrayContaining([
        'ldnId',
        'entries',
        'giftMessageData',
        'contributionAmount',
        'total',
      ]),
    );
  });
});
