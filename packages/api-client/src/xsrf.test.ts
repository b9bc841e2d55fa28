import { describe, expect, it } from 'vitest';
import { XSRF_HEADER, addXsrfHeader, readCookie } from './xsrf';

describe('readCookie', () => {
  it('[S7.1] finds a cookie among others, spaces ignored, value decoded', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D ;b=2', 'XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('XSRF-TOKEN=first', 'XSRF-TOKEN')).toBe('first');
  });

  it('[S7.1] gives undefined when the cookie is absent, only a prefix matches, or the string is empty', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('MY-XSRF-TOKEN=1; XSRF-TOKENS=2; novalue', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('[S7.1] keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('XSRF-TOKEN=50%', 'XSRF-TOKEN')).toBe('50%');
  });
});

describe('addXsrfHeader', () => {
  const cookies = 'principalCookie=8796093022208; XSRF-TOKEN=t0k3n';

  it('[S7.1] sets X-XSRF-TOKEN on POST, PUT, PATCH and DELETE', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'patch']) {
      expect(addXsrfHeader(new Headers(), method, cookies).get(XSRF_HEADER)).toBe('t0k3n');
    }
  });

  it('[S7.1] leaves GET and HEAD without the token', () => {
    for (const method of ['GET', 'HEAD']) {
      expect(addXsrfHeader(new Headers(), method, cookies).has(XSRF_HEADER)).toBe(false);
    }
  });

  it('[S7.1] [S7.19] sets the token on the GET that closes a list, which changes state for good', () => {
    const url = '/ldn/v1/closeList/aufr/demo00parent';
    expect(addXsrfHeader(new Headers(), 'GET', cookies, url).get(XSRF_HEADER)).toBe('t0k3n');
    const read = '/ldn/public/v1/getCategoriesByListId/demo00parent';
    expect(addXsrfHeader(new Headers(), 'GET', cookies, read).has(XSRF_HEADER)).toBe(false);
  });

  it('[S7.1] [ASVS V3.3.1] echoes the production cookie `__Host-XSRF-TOKEN`, before a bare one', () => {
    const production = 'principalCookie=8796093022208; __Host-XSRF-TOKEN=h0st';
    expect(addXsrfHeader(new Headers(), 'POST', production).get(XSRF_HEADER)).toBe('h0st');
    const both = 'XSRF-TOKEN=planted; __Host-XSRF-TOKEN=h0st';
    expect(addXsrfHeader(new Headers(), 'POST', both).get(XSRF_HEADER)).toBe('h0st');
  });

  it('[S7.1] sends nothing without the cookie, and keeps a header the caller set', () => {
    expect(addXsrfHeader(new Headers(), 'POST', 'other=1').has(XSRF_HEADER)).toBe(false);
    const given = new Headers({ [XSRF_HEADER]: 'explicit' });
    expect(addXsrfHeader(given, 'POST', cookies).get(XSRF_HEADER)).toBe('explicit');
  });
});
