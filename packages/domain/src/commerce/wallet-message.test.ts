import { describe, expect, it } from 'vitest';
import { walletAmountMessage } from './wallet-message';

describe('walletAmountMessage', () => {
  it.each([
    [499, 'Le montant minimum est de 5€.'],
    [500, undefined],
    [1_000_000, undefined],
    [1_000_100, 'Le montant maximum est de 10 000€.'],
    [1250, "Le montant doit être un nombre entier d'euros, sans centimes."],
    [Number.NaN, "Le montant n'est pas valide."],
  ])('[S5.2] %d cents -> %j', (cents, expected) => {
    expect(walletAmountMessage(cents)).toBe(expected);
  });
});
