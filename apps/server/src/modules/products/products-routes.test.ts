import { describe, expect, it } from 'vitest';
import { insertProduct } from '../../test-support/fixtures';
import { useTestApp } from '../../test-support/test-app';

/** [S7.25] The catalogue product call, public. */
describe('products API', () => {
  const server = useTestApp();

  it('[S7.25] [S3.17] gives a product with the other products of its model as variants', async () => {
    const common = { modelCode: 'BODY-1', brand: 'Petit Bateau', category: 'look' };
    const small = await insertProduct(server.database, {
      ...common,
      name: 'Body 3 mois',
      size: '3 mois',
      color: 'blanc',
      priceCents: 1_290,
      recommendedPriceCents: 1_590,
      description: 'Coton bio',
    });
    const large = await insertProduct(server.database, {
      ...common,
      name: 'Body 6 mois',
      size: '6 mois',
      color: 'blanc',
      priceCents: 1_390,
      availability: 'UNAVAILABLE',
    });
    await insertProduct(server.database, { modelCode: 'OTHER' });
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/ldn/public/v1/getProductByCompanyAndCodeAx/aufr/${small}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      codeAx: small,
      codeAs400: `AS${small}`,
      productName: 'Body 3 mois',
      brand: 'Petit Bateau',
      description: 'Coton bio',
      company: 'aufr',
      category: 'look',
      categoryLabel: 'Look',
      modelCode: 'BODY-1',
      size: '3 mois',
      color: 'blanc',
      prices: { amount: 1_290, display: '12,90\u00a0€' },
      recommendedPrice: 1_590,
      availability: 'AVAILABLE',
      imgs: [`/images/products/${small}.webp`],
      originalImg: `/images/products/${small}.webp`,
      isBundle: false,
      canAddToLdn: true,
      variants: [
        {
          codeAx: large,
          codeAs400: `AS${large}`,
          productName: 'Body 6 mois',
          size: '6 mois',
          color: 'blanc',
          prices: { amount: 1_390, display: '13,90\u00a0€' },
          availability: 'UNAVAILABLE',
          imgs: [`/images/products/${large}.webp`],
        },
      ],
    });
  });

  it('[S7.25] answers 404 INVALID_REFERENCE for an unknown product, 400 for a malformed code, 404 for another company', async () => {
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/ldn/public/v1/getProductByCompanyAndCodeAx/aufr/99999999',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_REFERENCE' });
    const malformed = await server.app.inject({
      method: 'GET',
      url: '/api/ldn/public/v1/getProductByCompanyAndCodeAx/aufr/abc',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('« codeAx »');
    const product = await insertProduct(server.database);
    const company = await server.app.inject({
      method: 'GET',
      url: `/api/ldn/public/v1/getProductByCompanyAndCodeAx/autre/${product}`,
    });
    expect(company.statusCode).toBe(404);
  });
});
