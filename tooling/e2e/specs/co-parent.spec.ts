import { expect, test, type Browser, type Page } from '@playwright/test';
import { successToastMessages } from '@ldn/domain';
import { expectNoAxeViolations } from '../src/axe';
import { toast } from '../src/layout';
import { waitForMailTo } from '../src/mails';
import { apiCall } from '../src/money';
import { DEMO, STAGING_URL } from '../src/servers';
import { signIn } from '../src/sign-in';

/** The seed's co-parent, named on the demo parent's list (demo00parent, his default list). */
const CO_PARENT = 'coparent@example.fr';
const LIST_ID = 'demo00parent';

/** A person signed in through the real pages, in a browser context of their own. */
async function signedIn(browser: Browser, email: string, redirect: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: STAGING_URL, locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, email, redirect);
  return page;
}

test.describe('co-parent', () => {
  test('[S3.4] [S6.3] [S2.45] the parent invites the co-parent, who accepts from the mail and edits the list, until the parent withdraws the access', async ({
    browser,
  }) => {
    // Two people, two sign-ins, a mail through the outbox: more than the 60 s default.
    test.setTimeout(150_000);
    const parent = await signedIn(browser, DEMO.parent, '/parameters');
    const before = await apiCall(
      parent,
      'POST',
      `/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${LIST_ID}`,
      {},
    );
    const welcome = String((before.informations as { welcomeMessage: string }).welcomeMessage);

    try {
      // --- The parent invites the co-parent from Parameters.
      const section = parent.getByRole('region', { name: 'Co-parent' });
      // Parameters reads the profile, the lists and the default list first.
      await expect(section).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(parent);
      await section.getByLabel(/E-mail du co-parent/).fill(CO_PARENT);
      await section.getByRole('button', { name: 'Inviter le co-parent' }).click();
      await expect(toast(parent, 'Invitation envoyée.')).toBeVisible();
      await expect(section.getByText('En attente')).toBeVisible();
      await expect(
        section.getByText(`Invitation envoyée à ${CO_PARENT}`, { exact: false }),
      ).toBeVisible();
      await expectNoAxeViolations(parent);

      // --- The co-parent, signed in, opens the link of the mail and accepts.
      const coParent = await signedIn(browser, CO_PARENT, '/');
      const mail = await waitForMailTo(coParent.request, CO_PARENT);
      expect(mail.subject).toMatch(/vous invite à gérer à deux la liste de naissance/);
      const link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
      if (link === undefined) throw new Error('no invitation link in the mail');
      await coParent.goto(new URL(link).pathname);
      await expect(
        coParent.getByRole('heading', {
          level: 1,
          name: 'Invitation à gérer une liste de naissance',
        }),
      ).toBeVisible();
      await expectNoAxeViolations(coParent);
      await coParent.getByRole('button', { name: 'Accepter l’invitation' }).click();
      await expect(
        coParent.getByText(/^C’est fait : vous gérez maintenant la liste/),
      ).toBeVisible();
      await expectNoAxeViolations(coParent);
      // The same link does not work twice.
      await coParent.reload();
      await coParent.getByRole('button', { name: 'Accepter l’invitation' }).click();
      await expect(coParent.getByRole('alert')).toContainText(
        'Cette invitation n’est plus valable',
      );

      // --- His lists now hold the parent's list, which he edits as an owner.
      await coParent.goto('/');
      const mine = coParent.getByRole('region', { name: 'Mes listes de naissance' });
      await expect(mine.getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(coParent);
      await mine.getByRole('link').first().click();
      await expect(coParent).toHaveURL(new RegExp(`/list/${LIST_ID}/detenteur$`));
      const edit = coParent.getByRole('button', { name: 'Modifier ma liste' });
      await expect(edit).toBeVisible();
      await expectNoAxeViolations(coParent);
      await edit.click();
      const form = coParent.getByRole('dialog', { name: 'Modifier ma liste de naissance' });
      await expect(form).toBeVisible();
      // The holder's alone: not offered to the co-parent.
      await expect(form.getByRole('button', { name: 'Supprimer la liste' })).toHaveCount(0);
      await form.getByLabel(/Message de bienvenue/).fill('Thomas et Claire vous remercient !');
      await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(toast(coParent, successToastMessages.LIST_UPDATED)).toBeVisible();
      await expect(coParent.getByText('Thomas et Claire vous remercient !')).toBeVisible();
      await expectNoAxeViolations(coParent);

      // --- The parent sees who accepted, and withdraws the access.
      await parent.reload();
      await expect(section.getByText(`Accepté par Thomas Martin (${CO_PARENT}).`)).toBeVisible({
        timeout: 30_000,
      });
      await section.getByRole('button', { name: 'Retirer l’accès' }).click();
      const confirm = parent.getByRole('dialog', { name: 'Retirer l’accès du co-parent ?' });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(parent);
      await confirm.getByRole('button', { name: 'Retirer l’accès' }).click();
      await expect(toast(parent, 'Accès retiré.')).toBeVisible();
      await expect(section.getByRole('button', { name: 'Inviter le co-parent' })).toBeVisible();
      await expectNoAxeViolations(parent);

      // --- The co-parent's open session has lost the owner's rights at its next request.
      await coParent.goto(`/list/${LIST_ID}/detenteur`);
      await expect(coParent).not.toHaveURL(/\/detenteur$/);
      const cookies = await coParent.context().cookies(STAGING_URL);
      const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
      const refused = await coParent.request.put(
        `${STAGING_URL}/api/ldn/v1/updateListByCompanyAndListId/aufr/${LIST_ID}`,
        { headers: { 'x-xsrf-token': xsrf }, data: { welcomeMessage: 'Encore moi' } },
      );
      expect(refused.status()).toBe(403);
      await expectNoAxeViolations(coParent);
      await coParent.context().close();
    } finally {
      // The demo list as the other journeys know it: no co-parent, its welcome message.
      const cookies = await parent.context().cookies(STAGING_URL);
      const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
      await parent.request.delete(
        `${STAGING_URL}/api/ldn/v1/removeCoParentByListId/aufr/${LIST_ID}`,
        { headers: { 'x-xsrf-token': xsrf } },
      );
      await apiCall(parent, 'PUT', `/ldn/v1/updateListByCompanyAndListId/aufr/${LIST_ID}`, {
        welcomeMessage: welcome,
      });
      await parent.context().close();
    }
  });
});
