import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { DEMO } from '../src/servers';
import { signIn } from '../src/sign-in';

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
});
