import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES, transactionFlags, transactionTypeLabel } from './transaction-types';

describe('transaction types', () => {
  it('[S4.6] are VAE and CMD', () => {
    expect(TRANSACTION_TYPES).toEqual(['VAE', 'CMD']);
  });

  it.each([
    ['VAE', 'Vente à emporter'],
    ['CMD', 'Commande en magasin'],
  ] as const)('[S4.6] %s is labelled %j', (type, label) => {
    expect(transactionTypeLabel(type)).toBe(label);
  });

  it.each([
    ['VAE', { isVae: true, isCmd: false }],
    ['CMD', { isVae: false, isCmd: true }],
    [undefined, { isVae: false, isCmd: false }],
    [null, { isVae: false, isCmd: false }],
  ] as const)('[S3.12] [S4.6] %s -> %j', (type, flags) => {
    expect(transactionFlags(type)).toEqual(flags);
  });
});
