import { COMPANY_CODE } from '@ldn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_API_CLIENT_CONFIG,
  apiClientConfig,
  configureApiClient,
  resetApiClientConfig,
} from './config';

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiClientConfig();
});

describe('configuration of the two clients', () => {
  it('[S7.1] [S1.1] defaults: api base /api, site base the page origin, company and retailer aufr, Not found /404', () => {
    expect(apiClientConfig()).toMatchObject({
      apiBase: '/api',
      siteBase: '',
      company: COMPANY_CODE,
      retailer: COMPANY_CODE,
      notFoundPath: '/404',
    });
  });

  it('[S7.1] configureApiClient changes only the options given; reset brings the defaults back', () => {
    configureApiClient({ apiBase: 'https://api.example/api' });
    configureApiClient({ siteBase: 'https://shop.example' });
    expect(apiClientConfig()).toMatchObject({
      apiBase: 'https://api.example/api',
      siteBase: 'https://shop.example',
      notFoundPath: '/404',
    });
    resetApiClientConfig();
    expect(apiClientConfig()).toBe(DEFAULT_API_CLIENT_CONFIG);
  });

  it('[S7.1] outside a browser the defaults navigate nowhere, read no cookie and return to /', () => {
    expect(() => DEFAULT_API_CLIENT_CONFIG.onNavigate('/login', 'login')).not.toThrow();
    expect(DEFAULT_API_CLIENT_CONFIG.readCookies()).toBe('');
    expect(DEFAULT_API_CLIENT_CONFIG.currentLocation()).toBe('/');
  });

  it('[S7.1] [S2.30] in a browser they use window.location and document.cookie', () => {
    const assign = vi.fn();
    vi.stubGlobal('window', {
      location: { assign, pathname: '/list/abcd1234', search: '?a=1', hash: '#top' },
    });
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=abc' });

    DEFAULT_API_CLIENT_CONFIG.onNavigate('/login?redirect=%2F', 'login');

    expect(assign).toHaveBeenCalledWith('/login?redirect=%2F');
    expect(DEFAULT_API_CLIENT_CONFIG.currentLocation()).toBe('/list/abcd1234?a=1#top');
    expect(DEFAULT_API_CLIENT_CONFIG.readCookies()).toBe('XSRF-TOKEN=abc');
  });
});
