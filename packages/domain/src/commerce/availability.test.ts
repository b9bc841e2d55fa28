import { describe, expect, it } from 'vitest';
import { AVAILABILITY_STYLES, itemAvailability, itemAvailabilityStyle } from './availability';
import { MIN_TEXT_CONTRAST, contrastRatio } from './contrast';

describe('AVAILABILITY_STYLES', () => {
  it.each([
    ['AVAILABLE', 'En stock', 6.8845],
    ['UNAVAILABLE', 'Indisponible', 6.1118],
    ['PERMANENTLY_OUT_OF_STOCK', 'Définitivement en rupture', 6.2507],
    ['GIFTED', 'Offert', 8.6017],
  ] as const)(
    '[S3.9] %s shows %j with a text/fill contrast of %f (>= 4.5:1)',
    (value, label, ratio) => {
      const style = AVAILABILITY_STYLES[value];
      expect(style.label).toBe(label);
      expect(contrastRatio(style.text, style.fill)).toBeCloseTo(ratio, 4);
      expect(contrastRatio(style.text, style.fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('[S3.9] has exactly the four values', () => {
    expect(Object.keys(AVAILABILITY_STYLES)).toEqual([
      'AVAILABLE',
      'UNAVAILABLE',
      'PERMANENTLY_OUT_OF_STOCK',
      'GIFTED',
    ]);
  });
});

describe('itemAvailability', () => {
  it.each([
    [{ quantity: 3, quantityOfContributedItems: 0, availability: 'AVAILABLE' }, 'AVAILABLE'],
    [{ quantity: 3, quantityOfContributedItems: 2, availability: 'AVAILABLE' }, 'AVAILABLE'],
    [{ quantity: 3, quantityOfContributedItems: 3, availability: 'AVAILABLE' }, 'GIFTED'],
    [{ quantity: 3, quantityOfContributedItems: 4, availability: 'AVAILABLE' }, 'GIFTED'],
    [{ quantity: 2, quantityOfContributedItems: 1, availability: 'UNAVAILABLE' }, 'UNAVAILABLE'],
    [{ quantity: 2, quantityOfContributedItems: 2, availability: 'UNAVAILABLE' }, 'GIFTED'],
    [
      { quantity: 1, quantityOfContributedItems: 0, availability: 'PERMANENTLY_OUT_OF_STOCK' },
      'PERMANENTLY_OUT_OF_STOCK',
    ],
    [
      { quantity: 1, quantityOfContributedItems: 1, availability: 'PERMANENTLY_OUT_OF_STOCK' },
      'GIFTED',
    ],
  ] as const)('[S3.9] [S4.2] %j -> %s', (item, expected) => {
    expect(itemAvailability(item)).toBe(expected);
  });

  it('[S3.9] gives the badge of the item', () => {
    expect(
      itemAvailabilityStyle({
        quantity: 1,
        quantityOfContributedItems: 1,
        availability: 'AVAILABLE',
      }),
    ).toEqual({
      fill: '#EDE7F6',
      text: '#4A2C8A',
      label: 'Offert',
    });
  });
});
