import { describe, expect, it } from 'vitest';
import { MIN_TEXT_CONTRAST, contrastRatio, relativeLuminance } from './contrast';

describe('relativeLuminance', () => {
  it.each([
    ['#000000', 0],
    ['#FFFFFF', 1],
    ['#ffffff', 1],
    ['#808080', 0.2158605001138992],
  ])('[S3.9] %s -> %f', (hex, luminance) => {
    expect(relativeLuminance(hex)).toBeCloseTo(luminance, 12);
  });

  it.each([['#FFF'], ['FFFFFF'], ['#GGGGGG'], ['#FFFFFF0'], ['']])('[S3.9] refuses %j', (hex) => {
    expect(() => relativeLuminance(hex)).toThrow(RangeError);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#000000', 21],
    ['#336699', '#336699', 1],
    ['#767676', '#FFFFFF', 4.5422],
    ['#777777', '#FFFFFF', 4.4781],
  ])('[S3.9] %s on %s -> %f, whichever comes first', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 4);
  });

  it('[S3.9] the AA threshold separates #767676 (passes) from #777777 (fails) on white', () => {
    expect(MIN_TEXT_CONTRAST).toBe(4.5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});
