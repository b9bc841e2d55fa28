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

  /** The family of targets that a browser reads as another site once the path is normalised. */
  const ESCAPES: readonly string[] = [
    // Dot segments that leave '//' in front once removed.
    '/.//evil.example/x',
    '/./\\/evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example/x?y=1',
    '/..//evil.example',
    '/.././/evil.example',
    // Encoded dots, which WHATWG URL decodes as dot segments.
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/a/%2e%2e//evil.example',
    '/.%2e//evil.example',
    // Encoded slashes and backslashes, harmless to a browser but refused before anything decodes them.
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    // Backslashes, which browsers read as '/'.
    '/\\evil.example',
    '/\\/evil.example',
    '\\evil.example',
    '/.\\evil.example',
    // Tabs, newlines and other control characters, which browsers drop.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/.\t//evil.example',
    '/\u0000//evil.example',
    '/\u007f//evil.example',
    // Protocol-relative and absolute targets, and schemes.
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    'HTTPS://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    ' /list',
    // The sign-in's own paths, also reached through dot segments or encodings.
    '/list/../login',
    '/%6cogin',
    '/oidc/../oidc/auth',
  ];

  it.each(ESCAPES.map((target) => [target]))(
    '[S2.29] [ASVS V3.7.2] never leaves the site: %j gives the home page',
    (requested) => {
      expect(safeRedirectPath(requested, 'https://liste.example.fr')).toBe('/');
      expect(safeRedirectPath(requested)).toBe('/');
    },
  );

  it('[S2.29] [ASVS V3.7.2] whatever it keeps, a browser resolves on the site itself', () => {
    const origin = 'https://liste.example.fr';
    for (const requested of [...ESCAPES, '/list/abc', '/list/./abc', '/a/b/../c?d=//e#//f']) {
      const kept = safeRedirectPath(requested, origin);
      expect(new URL(kept, origin).origin, requested).toBe(origin);
      expect(kept.startsWith('//'), requested).toBe(false);
    }
  });

  it('normalises dot segments rather than letting them escape', () => {
    expect(safeRedirectPath('/list/../seller')).toBe('/seller');
    expect(safeRedirectPath('/../../etc')).toBe('/etc');
  });
});
