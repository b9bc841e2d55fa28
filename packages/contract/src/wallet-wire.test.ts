import { describe, expect, it } from 'vitest';
import {
  WALLET_ITEM_CODE,
  WALLET_MAX_EUROS,
  WALLET_MIN_EUROS,
  isWalletItem,
  walletAmountFromWire,
  walletAmountOfEntries,
  walletAmountToWire,
  walletContributionError,
} from './wallet-wire';

describe('the wallet amount on the wire [S9.4] [S5.2]', () => {
  it('[S9.4] carries the contribution as item 01176190, quantity in euros, price 1 EUR', () => {
    expect(WALLET_ITEM_CODE).toBe('01176190');
    const entry = walletAmountToWire(2500);
    expect(entry).toMatchObject({
      code: '01176190',
      codeAs400: '01176190',
      quantity: 25,
      isSetAside: false,
      details: { price: 100, qtyMax: 10_000 },
    });
  });

  it('[S9.4] [S9.2] sends the bounds 5 and 10 000 EUR and nothing outside them', () => {
    expect(walletAmountToWire(500)?.quantity).toBe(5);
    expect(walletAmountToWire(1_000_000)?.quantity).toBe(10_000);
    expect(walletAmountToWire(0)).toBeUndefined();
    expect(walletAmountToWire(499)).toBeUndefined();
    expect(walletAmountToWire(1_000_100)).toBeUndefined();
    expect(walletAmountToWire(1250)).toBeUndefined();
  });

  it('[S9.4] reads the quantity back as cents, the edges included', () => {
    expect(walletAmountFromWire(WALLET_MIN_EUROS)).toEqual({ cents: 500, error: undefined });
    expect(walletAmountFromWire(WALLET_MAX_EUROS)).toEqual({ cents: 1_000_000, error: undefined });
    expect(walletAmountFromWire(25)).toEqual({ cents: 2500, error: undefined });
  });

  it('[S5.2] refuses 4 and 10 001 euros with the domain codes, keeping the cents', () => {
    expect(walletAmountFromWire(4)).toEqual({ cents: 400, error: 'WALLET_AMOUNT_MIN' });
    expect(walletAmountFromWire(10_001)).toEqual({ cents: 1_000_100, error: 'WALLET_AMOUNT_MAX' });
    expect(walletAmountFromWire(12.345).error).toBe('INVALID_AMOUNT');
  });

  it('[S9.4] round-trips every accepted amount: to the wire and back is the same cents', () => {
    for (const cents of [500, 600, 12_300, 999_900, 1_000_000]) {
      const entry = walletAmountToWire(cents);
      expect(entry).toBeDefined();
      expect(walletAmountFromWire(entry?.quantity ?? 0)).toEqual({ cents, error: undefined });
    }
  });

  it('[S9.4] sums the special lines of a cart and ignores products', () => {
    const product = { code: '12345678', quantity: 3 };
    expect(walletAmountOfEntries([product])).toBeUndefined();
    expect(walletAmountOfEntries([product, { code: '01176190', quantity: 20 }])).toEqual({
      cents: 2000,
      error: undefined,
    });
    expect(
      walletAmountOfEntries([
        { code: '01176190', quantity: 2 },
        { code: '01176190', quantity: 2 },
      ]),
    ).toEqual({ cents: 400, error: 'WALLET_AMOUNT_MIN' });
    expect(isWalletItem('01176190')).toBe(true);
    expect(isWalletItem('01176191')).toBe(false);
  });

  it('[S5.2] accepts zero as "no contribution" and checks any other amount', () => {
    expect(walletContributionError(0)).toBeUndefined();
    expect(walletContributionError(500)).toBeUndefined();
    expect(walletContributionError(499)).toBe('WALLET_AMOUNT_MIN');
    expect(walletContributionError(1_000_001)).toBe('WALLET_AMOUNT_MAX');
    expect(walletContributionError(1250)).toBe('WALLET_AMOUNT_WHOLE_EUROS');
  });
});
