import { describe, expect, it } from 'vitest';
import { productCodeOfHash, productElementId } from './product-anchor';

describe('productElementId', () => {
  it('[S4.11] a product card is produit-<codeAx>', () => {
    expect(productElementId('12345678')).toBe('produit-12345678');
  });
});

describe('productCodeOfHash', () => {
  it('[S4.11] reads the product code of #produit-<codeAx>, with or without the #', () => {
    expect(productCodeOfHash('#produit-12345678')).toBe('12345678');
    expect(productCodeOfHash('produit-12345678')).toBe('12345678');
  });

  it('[S4.11] decodes a percent-encoded code, and keeps one that is not an encoding', () => {
    expect(productCodeOfHash('#produit-AB%20C')).toBe('AB C');
    expect(productCodeOfHash('#produit-50%')).toBe('50%');
  });

  it('[S4.11] a hash that names no product gives null', () => {
    expect(productCodeOfHash('')).toBeNull();
    expect(productCodeOfHash('#')).toBeNull();
    expect(productCodeOfHash('#produit-')).toBeNull();
    expect(productCodeOfHash('#contenu')).toBeNull();
  });
});
