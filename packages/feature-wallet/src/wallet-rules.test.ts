import { describe, expect, it } from 'vitest';
import { ANONYMOUS, CANCELLED_WALLET, JOSETTE, USE } from './test/wallet';
import { movementContributor, movementLabel, signedEuros } from './wallet-rules';

describe('wallet movements', () => {
  it('[S3.15] each type has its French label', () => {
    expect(movementLabel(JOSETTE)).toBe('Participation');
    expect(movementLabel(USE)).toBe('Utilisation en magasin');
    expect(movementLabel(CANCELLED_WALLET)).toBe('Versement annulé');
    expect(movementLabel({ ...JOSETTE, type: 'CONTRIBUTION_CANCELLED' })).toBe(
      'Participation annulée',
    );
  });
  it("[S3.14] [S3.15] who: the name, 'Anonyme', nobody for a use in store", () => {
    expect(movementContributor(JOSETTE)).toBe('Josette Martin');
    expect(movementContributor(ANONYMOUS)).toBe('Anonyme');
    expect(movementContributor({ ...JOSETTE, contributorName: ' ' })).toBe('Anonyme');
    expect(movementContributor(USE)).toBe('');
  });
  it('[S3.15] [S4.1] a group gift moved at closing: its own label, the item named', () => {
    const moved = {
      ...USE,
      type: 'GROUP_GIFT' as const,
      amount: 12000,
      productName: 'Poussette trio',
    };
    expect(movementLabel(moved)).toBe('Cadeau commun reversé à la clôture');
    expect(movementContributor(moved)).toBe('Poussette trio');
  });
  it('[S9.1] signed amounts: + for a credit, a true minus for a debit', () => {
    expect(signedEuros(5000)).toBe('+50,00\u00a0€');
    expect(signedEuros(-5500)).toBe('\u221255,00\u00a0€');
    expect(signedEuros(0)).toBe('+0,00\u00a0€');
  });
});
