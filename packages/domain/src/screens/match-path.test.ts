import { describe, expect, it } from 'vitest';
import { hrefFor } from './href-for';
import { matchPath } from './match-path';

describe('matchPath', () => {
  it.each([
    ['[S2.1]', '/', { name: 'Home', params: {} }],
    ['[S2.1] alias', '/home', { name: 'Home', params: {} }],
    ['[S2.2]', '/list', { name: 'List', params: {} }],
    ['[S2.3]', '/list/42', { name: 'ListById', params: { id: '42' } }],
    ['[S2.4]', '/list/42/detenteur', { name: 'ListByIdOwner', params: { id: '42' } }],
    ['[S2.5]', '/list/42/partage', { name: 'ShareListPublished', params: { id: '42' } }],
    ['[S2.6]', '/list/42/cart', { name: 'Cart', params: { id: '42' } }],
    ['[S2.7]', '/list/42/activite', { name: 'Activity', params: { id: '42' } }],
    ['[S2.8]', '/list/42/cagnotte', { name: 'Wallet', params: { id: '42' } }],
    [
      '[S2.9] [S2.10]',
      '/product/42/0123',
      { name: 'ViewFromList', params: { id: '42', productId: '0123' } },
    ],
    [
      '[S2.11]',
      '/product/42/0123/edit',
      { name: 'EditProduct', params: { id: '42', productId: '0123' } },
    ],
    ['[S2.12]', '/product/0123', { name: 'ViewFromSearch', params: { productId: '0123' } }],
    ['[S2.13]', '/seller', { name: 'SellerPage', params: {} }],
    ['[S2.14]', '/seller/login', { name: 'SellerLogin', params: {} }],
    ['[S2.15]', '/seller/pendingtransactionslist', { name: 'PendingTransactionsList', params: {} }],
    [
      '[S2.16]',
      '/seller/pendingtransaction/T-7',
      { name: 'PendingTransaction', params: { id: 'T-7' } },
    ],
    ['[S2.17]', '/seller/help', { name: 'Help', params: {} }],
    ['[S2.18]', '/parameters', { name: 'Parameters', params: {} }],
    ['[S2.19] wins over /list/:id', '/list/search', { name: 'SearchLDN', params: {} }],
    ['[S2.20]', '/mentions', { name: 'Mentions', params: {} }],
    ['[S2.21]', '/closed', { name: 'Closed', params: {} }],
    ['[S2.22]', '/oauth_callback', { name: 'Login', params: {} }],
  ])('%s %s', (_id, path, expected) => {
    expect(matchPath(path)).toEqual(expected);
  });

  it.each([
    ['/list/42/', { name: 'ListById', params: { id: '42' } }],
    ['/list/search/', { name: 'SearchLDN', params: {} }],
    ['/home/', { name: 'Home', params: {} }],
    ['/seller/', { name: 'SellerPage', params: {} }],
    ['/list/42//', { name: 'ListById', params: { id: '42' } }],
    ['//', { name: 'Home', params: {} }],
  ])('[S2.1]-[S2.22] ignores trailing slashes, as react-router: %s', (path, expected) => {
    expect(matchPath(path)).toEqual(expected);
  });

  it.each([
    ['/LIST/42/Cagnotte', { name: 'Wallet', params: { id: '42' } }],
    ['/Home', { name: 'Home', params: {} }],
  ])(
    '[S2.8] [S2.1] matches static segments case-insensitively, as react-router: %s',
    (path, expected) => {
      expect(matchPath(path)).toEqual(expected);
    },
  );

  it.each([
    ['/list/42?utm_source=mail', { name: 'ListById', params: { id: '42' } }],
    ['/list/42/cart#top', { name: 'Cart', params: { id: '42' } }],
    ['list/42', { name: 'ListById', params: { id: '42' } }],
    ['', { name: 'Home', params: {} }],
  ])(
    '[S2.3] [S2.6] [S2.1] ignores the query and hash and a missing leading slash: %j',
    (path, expected) => {
      expect(matchPath(path)).toEqual(expected);
    },
  );

  it.each([
    '/unknown',
    '/list/42/unknown',
    '/list//cart',
    '//list/42',
    '/product/42/0123/edit/more',
    '/seller/pendingtransaction',
    '/homes',
  ])('[S2.23] %s is NotFound', (path) => {
    expect(matchPath(path)).toEqual({ name: 'NotFound', params: {} });
  });

  it('[S2.24] decodes the parameters, and keeps a malformed escape as typed', () => {
    expect(matchPath(hrefFor('ListById', { id: 'a b/c' }))).toEqual({
      name: 'ListById',
      params: { id: 'a b/c' },
    });
    expect(matchPath('/list/%E0%A4%A')).toEqual({ name: 'ListById', params: { id: '%E0%A4%A' } });
    // As react-router: one malformed escape leaves the whole path as typed.
    expect(matchPath('/product/a%20b/%E0%A4%A')).toEqual({
      name: 'ViewFromList',
      params: { id: 'a%20b', productId: '%E0%A4%A' },
    });
    // As react-router: the path is decoded before it is matched, static segments too.
    expect(matchPath('/%6Cist/42')).toEqual({ name: 'ListById', params: { id: '42' } });
  });
});
