import { AVAILABILITY_STYLES } from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import { cardAvailability, listFigures } from './list-figures';
import {
  messageCountText,
  offerCountText,
  parentsText,
  productCountText,
  quantitiesText,
  resultCountText,
  showResultsText,
} from './messages';
import { birthList, item } from './test/fixtures';

describe('cardAvailability', () => {
  it.each([
    ['AVAILABLE', 2, 0, 'AVAILABLE'],
    ['UNAVAILABLE', 2, 1, 'UNAVAILABLE'],
    ['PERMANENTLY_OUT_OF_STOCK', 1, 0, 'PERMANENTLY_OUT_OF_STOCK'],
    ['AVAILABLE', 2, 2, 'GIFTED'],
    ['PERMANENTLY_OUT_OF_STOCK', 1, 1, 'GIFTED'],
  ] as const)(
    '[S3.9] stock %s, wanted %i, gifted %i shows %s',
    (stock, quantity, gifted, expected) => {
      expect(
        cardAvailability({
          stockAvailability: stock,
          quantity,
          quantityOfContributedItems: gifted,
        }),
      ).toBe(expected);
      expect(AVAILABILITY_STYLES[expected].label).toBeTruthy();
    },
  );
});

describe('listFigures', () => {
  it('[S3.6] products are nbItems, offers the gifted units, gathered the wallet total', () => {
    const list = birthList({
      all: [
        item({ codeAx: '10000001', quantity: 3, quantityOfContributedItems: 2 }),
        item({ codeAx: '10000002', quantity: 1, quantityOfContributedItems: 1 }),
        item({ codeAx: '10000003' }),
      ],
      walletTotalAmount: 7550,
    });
    expect(listFigures(list)).toEqual({ products: 3, offers: 3, gatheredCents: 7550 });
  });

  it('[S3.6] the figures describe the whole list, not the filtered products', () => {
    const all = [
      item({ codeAx: '10000001', quantityOfContributedItems: 1 }),
      item({ codeAx: '10000002' }),
    ];
    const list = birthList({ all, shown: [] });
    expect(listFigures(list)).toEqual({ products: 2, offers: 1, gatheredCents: 12500 });
  });

  it('[S3.6] [S2.59] a guest’s answer has no wallet total: gathered 0, which only the owner is shown', () => {
    const { walletTotalAmount: _total, walletAmount: _balance, ...guest } = birthList({});
    expect(listFigures(guest).gatheredCents).toBe(0);
  });
});

describe('texts', () => {
  it('[S3.6] counts in French: singular for 0 and 1', () => {
    expect([productCountText(0), productCountText(1), productCountText(12)]).toEqual([
      '0 produit',
      '1 produit',
      '12 produits',
    ]);
    expect([offerCountText(1), offerCountText(3)]).toEqual(['1 offert', '3 offerts']);
    expect([messageCountText(1), messageCountText(4)]).toEqual(['1 message', '4 messages']);
  });

  it('[S3.10] result counts and the drawer button', () => {
    expect(resultCountText(4, 4)).toBe('4 produits');
    expect(resultCountText(2, 4)).toBe('2 produits sur 4');
    expect([showResultsText(0), showResultsText(1), showResultsText(5)]).toEqual([
      'Aucun produit',
      'Voir 1 produit',
      'Voir les 5 produits',
    ]);
  });

  it('[S3.4] the parents and the quantities', () => {
    expect(parentsText(['Marie Dupont', 'Paul Martin'])).toBe('Marie Dupont et Paul Martin');
    expect(parentsText(['Marie Dupont'])).toBe('Marie Dupont');
    expect(parentsText([])).toBe('');
    expect(quantitiesText(3, 2)).toBe('Souhaité : 3 · Offert : 2');
    // The owner's view: gifts apart from the units received elsewhere (the wire counts both).
    expect(quantitiesText(3, 3, 2)).toBe('Souhaité : 3 · Offert : 1 · Reçu ailleurs : 2');
    expect(quantitiesText(3, 2, 0)).toBe('Souhaité : 3 · Offert : 2');
  });
});
