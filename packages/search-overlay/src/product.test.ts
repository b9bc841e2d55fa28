import type { DiscoveryItem } from '@ldn/discovery-client';
import { describe, expect, it } from 'vitest';
import {
  canAddToList,
  hasSeveralVariants,
  isAddableReference,
  priceCentsOf,
  toOverlayProduct,
} from './product';

const item: DiscoveryItem = {
  'g:id': '01234567',
  'g:title': 'Poussette citadine Lune',
  'g:brand': 'Petit Nid',
  'g:image_link': 'https://shop.example/images/products/01234567.svg',
  'g:link': 'https://shop.example/product/01234567',
  'g:price': '249.90 EUR',
  'sf:price': 249.9,
  'c:as400': 'A01234567',
  'c:availability': 'UNAVAILABLE',
  'sf:variants': [
    { 'g:id': '01234567', 'g:size': 'Taille unique', 'sf:semanticColor': 'Gris chiné' },
    { 'g:id': '01234568', 'g:size': 'Taille unique', 'sf:semanticColor': 'Bleu ciel' },
  ],
};

describe('toOverlayProduct', () => {
  it('[S2.49] [S3.17] gives the callbacks the id, as400, title, brand, cents, links and variants', () => {
    expect(toOverlayProduct(item)).toEqual({
      id: '01234567',
      as400: 'A01234567',
      title: 'Poussette citadine Lune',
      brand: 'Petit Nid',
      priceCents: 24_990,
      imageLink: 'https://shop.example/images/products/01234567.svg',
      link: 'https://shop.example/product/01234567',
      variants: [
        { id: '01234567', size: 'Taille unique', color: 'Gris chiné' },
        { id: '01234568', size: 'Taille unique', color: 'Bleu ciel' },
      ],
      availability: 'UNAVAILABLE',
    });
  });

  it('[S3.17] a product without brand, picture, reference or variants gets nulls and no variant', () => {
    expect(toOverlayProduct({ 'g:id': '1', 'g:title': 'Doudou' })).toEqual({
      id: '1',
      as400: null,
      title: 'Doudou',
      brand: null,
      priceCents: null,
      imageLink: null,
      link: null,
      variants: [],
      availability: null,
    });
  });

  it('[S3.9] an unknown stock value is no stock value', () => {
    expect(toOverlayProduct({ 'g:id': '1', 'c:availability': 'BIENTÔT' }).availability).toBeNull();
  });
});

describe('canAddToList', () => {
  it.each([
    ['AVAILABLE', false, true],
    [null, false, true],
    ['UNAVAILABLE', false, false],
    ['PERMANENTLY_OUT_OF_STOCK', false, false],
    ['UNAVAILABLE', true, true],
    ['PERMANENTLY_OUT_OF_STOCK', true, true],
  ] as const)('[S6.4] [S3.9] %s, staff %s: %s', (availability, staff, addable) => {
    const product = { ...toOverlayProduct({ 'g:id': '1' }), availability };
    expect(canAddToList(product, staff)).toBe(addable);
  });
});

describe('priceCentsOf', () => {
  it.each([
    [{ 'sf:price': 12.9 }, 1290],
    [{ 'sf:price': 0.29 }, 29],
    [{ 'sf:price': 1.005 }, 100],
    [{ 'sf:price': 0 }, 0],
    [{ 'g:price': '7.99 EUR' }, 799],
    [{ 'g:price': '7,5 EUR' }, 750],
    [{ 'sf:price': 19.99, 'g:price': '25.00 EUR' }, 1999],
    [{}, null],
    [{ 'g:price': 'EUR' }, null],
    [{ 'sf:price': -1 }, null],
  ])('[S3.17] %j is %s cents (euros rounded with Math.round)', (fields, cents) => {
    expect(priceCentsOf({ 'g:id': '1', ...fields } as DiscoveryItem)).toBe(cents);
  });
});

describe('variants and references', () => {
  it('[S2.49] more than one variant is "several sizes"; one or none is not', () => {
    expect(hasSeveralVariants(toOverlayProduct(item))).toBe(true);
    const [first] = item['sf:variants'] ?? [];
    expect(hasSeveralVariants(toOverlayProduct({ ...item, 'sf:variants': first ? [first] : [] }))).toBe(false);
    expect(hasSeveralVariants(toOverlayProduct({ 'g:id': '1' }))).toBe(false);
  });

  it.each([
    ['Non', 'Oui', true],
    ['Oui', 'Oui', false],
    ['Non', 'Non', false],
    ['Non', undefined, false],
    [undefined, 'Oui', true],
  ])('[S5.18] a reference with c:isbundle=%s and c:canaddtoldn=%s is shown: %s', (bundle, canAdd, shown) => {
    const reference = {
      'g:id': '1',
      ...(bundle === undefined ? {} : { 'c:isbundle': bundle }),
      ...(canAdd === undefined ? {} : { 'c:canaddtoldn': canAdd }),
    } as DiscoveryItem;
    expect(isAddableReference(reference)).toBe(shown);
  });
});
