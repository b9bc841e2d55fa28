import { describe, expect, it } from 'vitest';
import { hrefFor, hrefForTarget } from './href-for';
import type { RouteTarget } from './route-table';

describe('hrefFor', () => {
  it.each([
    ['[S2.1]', hrefFor('Home'), '/'],
    ['[S2.2]', hrefFor('List'), '/list'],
    ['[S2.3]', hrefFor('ListById', { id: '42' }), '/list/42'],
    ['[S2.4]', hrefFor('ListByIdOwner', { id: '42' }), '/list/42/detenteur'],
    ['[S2.5]', hrefFor('ShareListPublished', { id: '42' }), '/list/42/partage'],
    ['[S2.6]', hrefFor('Cart', { id: '42' }), '/list/42/cart'],
    ['[S2.7]', hrefFor('Activity', { id: '42' }), '/list/42/activite'],
    ['[S2.8]', hrefFor('Wallet', { id: '42' }), '/list/42/cagnotte'],
    [
      '[S2.9]',
      hrefFor('ViewFromList', { id: '42', productId: '01234567' }),
      '/product/42/01234567',
    ],
    [
      '[S2.10]',
      hrefFor('ViewFromClosedList', { id: '42', productId: '01234567' }),
      '/product/42/01234567',
    ],
    [
      '[S2.11]',
      hrefFor('EditProduct', { id: '42', productId: '01234567' }),
      '/product/42/01234567/edit',
    ],
    ['[S2.12]', hrefFor('ViewFromSearch', { productId: '01234567' }), '/product/01234567'],
    ['[S2.13]', hrefFor('SellerPage'), '/seller'],
    ['[S2.14]', hrefFor('SellerLogin'), '/seller/login'],
    ['[S2.15]', hrefFor('PendingTransactionsList'), '/seller/pendingtransactionslist'],
    ['[S2.16]', hrefFor('PendingTransaction', { id: 'T-7' }), '/seller/pendingtransaction/T-7'],
    ['[S2.17]', hrefFor('Help'), '/seller/help'],
    ['[S2.18]', hrefFor('Parameters'), '/parameters'],
    ['[S2.19]', hrefFor('SearchLDN'), '/list/search'],
    ['[S2.20]', hrefFor('Mentions'), '/mentions'],
    ['[S2.21]', hrefFor('Closed'), '/closed'],
    ['[S2.22]', hrefFor('Login'), '/oauth_callback'],
  ])('%s builds %s', (_id, href, expected) => {
    expect(href).toBe(expected);
  });

  it('[S2.24] encodes the parameters', () => {
    expect(hrefFor('ListById', { id: 'a b/c?' })).toBe('/list/a%20b%2Fc%3F');
  });

  it.each([
    ['[S2.8]', hrefForTarget({ name: 'Wallet', params: { id: '7' } }), '/list/7/cagnotte'],
    ['[S2.18]', hrefForTarget({ name: 'Parameters', params: {} }), '/parameters'],
    ['[S2.23] NotFound has no URL: Home', hrefForTarget({ name: 'NotFound', params: {} }), '/'],
  ])('%s hrefForTarget builds %s', (_id, href, expected) => {
    expect(href).toBe(expected);
  });

  it('[S2.24] refuses a missing parameter from untyped code rather than building a wrong URL', () => {
    const untyped = { name: 'ListById', params: {} } as unknown as RouteTarget;
    expect(() => hrefForTarget(untyped)).toThrow(
      new TypeError("Missing route parameter 'id' for /list/:id"),
    );
  });
});
