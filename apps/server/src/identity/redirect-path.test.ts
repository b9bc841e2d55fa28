import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path';

describe('safeRedirectPath', () => {
  it.each([
    ['/list', '/list'],
    ['/list/abc123/partage?x=1#top', '/list/abc123/partage?x=1#top'],
    ['/product/00012345', '/product/00012345'],
    ['/seller', '/seller'],
  ])('[S2.30] keeps the path of this site %s', (requested, expected) => {
    expect(safeRedirectPath(requested)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['list'],
    ['https://evil.example'],
    ['http://127.0.0.1:3000/list'],
    ['//evil.example'],
    ['//evil.example/list'],
    ['/\\evil.example'],
    ['/\tevil.example'],
    ['/%0aevil'.replace('%0a', '\n')],
    ['javascript:alert(1)'],
    ['/login'],
    ['/login?redirect=/list'],
    ['/logout'],
    ['/oauth_callback?code=x'],
    ['/oidc/auth'],
    [`/${'a'.repeat(2001)}`],
  ])('[S2.29] sends %j to the home page instead', (requested) => {
    expect(safeRedirectPath(requested)).toBe('/');
  });

  it('normalises dot segments rather than letting them escape', () => {
    expect(safeRedirectPath('/list/../seller')).toBe('/seller');
    expect(safeRedirectPath('/../../etc')).toBe('/etc');
  });
});
