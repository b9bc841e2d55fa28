import { describe, expect, it } from 'vitest';
import { pageWithMeta } from '@ldn/test-kit';
import {
  APP_ENV_META,
  loginHref,
  readAppEnvironment,
  readPrincipalCookie,
  signUpHref,
} from './environment';

const docWith = (content: string | null) => pageWithMeta(APP_ENV_META, content ?? undefined);

describe('environment', () => {
  it('[S1.7] reads the label the server wrote, DEV when it did not', () => {
    expect(readAppEnvironment(docWith('STAGING'))).toBe('STAGING');
    expect(readAppEnvironment(docWith(' RECETTE '))).toBe('RECETTE');
    expect(readAppEnvironment(docWith('%LDN_APP_ENV%'))).toBe('DEV');
    expect(readAppEnvironment(docWith(''))).toBe('DEV');
    expect(readAppEnvironment(docWith(null))).toBe('DEV');
  });

  it('[S2.25] [S9.11] reads principalCookie, null without one', () => {
    expect(readPrincipalCookie('XSRF-TOKEN=abc; principalCookie=c-42')).toBe('c-42');
    expect(readPrincipalCookie('XSRF-TOKEN=abc')).toBeNull();
    expect(readPrincipalCookie('principalCookie=')).toBeNull();
  });

  it('[S2.30] [S7.48] the external login comes back to the encoded path', () => {
    expect(loginHref('/list/42/cart?x=1')).toBe('/login?redirect=%2Flist%2F42%2Fcart%3Fx%3D1');
  });

  it('[S2.36] the sign-up is the login asked to open the sign-up form first', () => {
    expect(signUpHref('/')).toBe('/login?redirect=%2F&ecran=inscription');
  });
});
