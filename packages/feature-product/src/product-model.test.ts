import { screenMessages } from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import { productMessages } from './messages';
import { addRefusal } from './product-page/add-product-view';
import { saveRefusal } from './product-page/edit-product-view';
import {
  detailsOfListItem,
  detailsOfProduct,
  distinctValues,
  pickVariant,
  stockAllowsAction,
  variantOptions,
} from './product-model';
import { makeItem, makeProduct, makeProductWithVariants } from './test/fixtures';

describe('product model', () => {
  it('[S3.7] [S7.25] a catalogue product: price in cents, image, stock', () => {
    expect(detailsOfProduct(makeProduct())).toEqual({
      codeAx: '12345678',
      codeAs400: '7654321',
      name: 'Poussette citadine Lune',
      brand: 'Petit Nid',
      description: 'Une poussette légère et pliable d’une main, pour la ville.',
      priceCents: 24990,
      recommendedPriceCents: 27990,
      image: '/images/products/12345678.svg',
      size: 'Taille unique',
      color: 'Gris chiné',
      stock: 'AVAILABLE',
      availability: 'AVAILABLE',
      variants: [
        { codeAx: '12345678', size: 'Taille unique', color: 'Gris chiné', stock: 'AVAILABLE' },
      ],
    });
  });

  it('[S3.9] [S7.24] a list item: the badge shows Offert, the stock stays the stock', () => {
    const details = detailsOfListItem(
      makeItem({ availability: 'GIFTED', stockAvailability: 'UNAVAILABLE', imgs: [] }),
    );
    expect(details.availability).toBe('GIFTED');
    expect(details.stock).toBe('UNAVAILABLE');
    expect(details.description).toBe('');
    expect(details.variants).toEqual([]);
    expect(details.image).toBe('/images/products/12345678.svg');
  });

  it('[S3.17] a product without a price has none', () => {
    expect(
      detailsOfProduct(makeProduct({ prices: { amount: Number.NaN, display: '' } })).priceCents,
    ).toBeNull();
  });

  it('[S3.17] the options: the product first, then its variants', () => {
    expect(variantOptions(makeProductWithVariants()).map((option) => option.codeAx)).toEqual([
      '12345678',
      '12345679',
      '12345680',
      '12345681',
    ]);
  });

  it('[S3.17] distinct sizes and colours, in first-seen order', () => {
    const options = variantOptions(makeProductWithVariants());
    expect(distinctValues(options, 'size')).toEqual(['3 mois', '6 mois', '12 mois']);
    expect(distinctValues(options, 'color')).toEqual(['Blanc', 'Rose poudré']);
  });

  it.each([
    ['[S3.17] a size in the same colour', { key: 'size', value: '6 mois' }, '12345679'],
    ['[S3.17] a colour in the same size', { key: 'color', value: 'Rose poudré' }, '12345680'],
    [
      '[S3.17] a size missing in this colour: the first with that size',
      { key: 'size', value: '12 mois' },
      '12345681',
    ],
    ['[S3.17] an unknown value: none', { key: 'size', value: '24 mois' }, undefined],
  ] as const)('%s', (_title, choice, expected) => {
    const options = variantOptions(makeProductWithVariants());
    expect(pickVariant(options, { size: '3 mois', color: 'Blanc' }, choice)?.codeAx).toBe(expected);
  });

  it.each([
    ['AVAILABLE', false, true],
    ['UNAVAILABLE', false, false],
    ['PERMANENTLY_OUT_OF_STOCK', false, false],
    ['UNAVAILABLE', true, true],
    ['PERMANENTLY_OUT_OF_STOCK', true, true],
  ] as const)('[S6.4] stock %s, staff %s: may act %s', (stock, staff, expected) => {
    expect(stockAllowsAction(stock, staff)).toBe(expected);
  });

  it('[S6.4] [S4.2] the reasons given to a customer', () => {
    const out = detailsOfProduct(makeProduct({ availability: 'PERMANENTLY_OUT_OF_STOCK' }));
    const unavailable = detailsOfProduct(makeProduct({ availability: 'UNAVAILABLE' }));
    expect(addRefusal(out, false)).toBe(productMessages.PERMANENTLY_OUT_OF_STOCK_CANT_ADD);
    expect(addRefusal(unavailable, false)).toBe(productMessages.NOT_IN_STOCK_CANT_ADD);
    expect(addRefusal(out, true)).toBeNull();
    expect(saveRefusal(out, false)).toBe(screenMessages.CANT_EDIT_PERMANENTLY_OUT_OF_STOCK);
    expect(saveRefusal(unavailable, false)).toBe(productMessages.NOT_IN_STOCK_CANT_SAVE);
    expect(saveRefusal(unavailable, true)).toBeNull();
  });
});
