import { describe, expect, it } from 'vitest';
import { validationMessages, WALLET_AMOUNT_HINT } from '../messages-other-screens';
import { walletAmountError } from './wallet';

describe('walletAmountError', () => {
  it.each([
    [0, 'WALLET_AMOUNT_MIN'],
    [100, 'WALLET_AMOUNT_MIN'],
    [499, 'WALLET_AMOUNT_MIN'],
    [-500, 'WALLET_AMOUNT_MIN'],
    [500, undefined],
    [600, undefined],
    [1200, undefined],
    [999_900, undefined],
    [1_000_000, undefined],
    [1_000_001, 'WALLET_AMOUNT_MAX'],
    [1_000_100, 'WALLET_AMOUNT_MAX'],
  ])('[S5.2] [S9.2] %i cents -> %s', (cents, expected) => {
    expect(walletAmountError(cents)).toBe(expected);
  });

  it.each([
    [1250, 'WALLET_AMOUNT_WHOLE_EUROS'],
    [501, 'WALLET_AMOUNT_WHOLE_EUROS'],
    [999_999, 'WALLET_AMOUNT_WHOLE_EUROS'],
    [12.5, 'INVALID_AMOUNT'],
    [Number.NaN, 'INVALID_AMOUNT'],
    [Number.POSITIVE_INFINITY, 'INVALID_AMOUNT'],
  ])(
    '[S5.2] [S9.4] %s cents -> %s: whole euros only, through the 1 EUR special item',
    (cents, expected) => {
      expect(walletAmountError(cents)).toBe(expected);
    },
  );

  it('[S5.2] shows the verbatim minimum and maximum texts', () => {
    expect(validationMessages[walletAmountError(499) ?? 'INVALID_AMOUNT']).toBe(
      'Le montant minimum est de 5€.',
    );
    expect(validationMessages[walletAmountError(1_000_001) ?? 'INVALID_AMOUNT']).toBe(
      'Le montant maximum est de 10 000€.',
    );
  });

  it('[S5.2] [S9.4] an amount with cents is told that whole euros are asked, as the hint says', () => {
    expect(validationMessages[walletAmountError(1250) ?? 'WALLET_AMOUNT_MIN']).toBe(
      "Le montant doit être un nombre entier d'euros, sans centimes.",
    );
    expect(WALLET_AMOUNT_HINT).toBe('En euros entiers (sans centimes), de 5 € à 10 000 €.');
  });
});
