import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { DEMO, PROD_URL } from '../src/servers';
import { signIn } from '../src/sign-in';
import { freshAccount, signUpFromHome } from '../src/sign-up';

test.describe('sign-in through the real pages', () => {
  test('[S2.22] [S7.48] a parent signs in on the French page and comes back signed in', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO.parent, '/');
    const cookies = await context.cookies();
    const names = cookies.map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(['ldn_session', 'XSRF-TOKEN', 'principalCookie']));
    expect(cookies.find((cookie) => cookie.name === 'ldn_session')?.httpOnly).toBe(true);
    const profile = await page.request.get('/api/ldn/v1/getUserProfil/');
    expect(await profile.json()).toMatchObject({ email: DEMO.parent, logged: true });
  });

  test('[S7.48] a wrong password gets the French error and no session', async ({
    page,
    context,
  }) => {
    await page.goto('/login?redirect=/');
    await page.getByLabel('E-mail').fill(DEMO.relative);
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon-1');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toContainText('E-mail ou mot de passe incorrect.');
    await expectNoAxeViolations(page);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('ldn_session');
  });

  test('[ASVS V3.3.1] [ASVS V3.3.3] in production the browser keeps `__Host-` session and XSRF cookies and signs in with them', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL: PROD_URL, locale: 'fr-FR' });
    const page = await context.newPage();
    // PROD seeds no demo account: a new parent signs up (and is signed in) through the real pages.
    await signUpFromHome(page, freshAccount(testInfo, 'prefixes'));
    const cookies = new Map(
      (await context.cookies(PROD_URL)).map((cookie) => [cookie.name, cookie]),
    );
    for (const name of ['__Host-ldn_session', '__Host-XSRF-TOKEN']) {
      expect(cookies.get(name), name).toMatchObject({ secure: true, path: '/', sameSite: 'Lax' });
    }
    expect(cookies.get('__Host-ldn_session')?.httpOnly).toBe(true);
    expect([...cookies.keys()]).not.toContain('ldn_session');
    expect([...cookies.keys()]).not.toContain('XSRF-TOKEN');
    // An unsafe call with the `__Host-` token echoed passes the XSRF check; without it, refused.
    const xsrf = cookies.get('__Host-XSRF-TOKEN')?.value ?? '';
    const renewed = await page.request.post(`${PROD_URL}/api/user/getCodeToken`, {
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(renewed.status()).toBe(200);
    const refused = await page.request.post(`${PROD_URL}/api/user/getCodeToken`);
    expect(refused.status()).toBe(403);
    await context.close();
  });
});
