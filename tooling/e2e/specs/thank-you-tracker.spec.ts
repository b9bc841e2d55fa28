import { expect, request as requests, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { toast } from '../src/layout';
import { mailboxOf, waitForMailTo } from '../src/mails';
import { demoParentWithList, GOOD_CARD } from '../src/money';
import { STAGING_URL } from '../src/servers';

/**
 * A relative's wallet participation of `cents`, paid on the sandbox checkout, from a visitor of
 * his own (his cookies, his XSRF token).
 */
async function giveToWallet(
  listId: string,
  cents: number,
  name: string,
  email: string,
): Promise<void> {
  const request = await requests.newContext();
  const created = await request.post(`${STAGING_URL}/api/ldn/create-contribution`, {
    data: {
      ldnId: listId,
      entries: [],
      contributionAmount: cents,
      contributorName: name,
      contributorEmail: email,
      message: 'Bienvenue au bébé !',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { paymentId } = (await created.json()) as { paymentId: string };
  const paid = await request.post(`${STAGING_URL}/paiement/${paymentId}`, {
    form: { cardNumber: GOOD_CARD, expiry: '12/39', cvc: '123', holder: name },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await request.dispose();
}

test.describe('the thank-you tracker', () => {
  test('[S4.8] [S2.41] [S2.59] the demo parent opens À remercier, thanks two relatives with one message; the count drops (list bar, header) and each gets the mail once', async ({
    browser,
    request,
  }, testInfo) => {
    // Two sandbox payments and two sign-ups (the relatives' mailboxes): more than the default.
    test.setTimeout(180_000);
    const world = await demoParentWithList(browser, request, [1]);
    const run = `${testInfo.project.name}.${Date.now()}`;
    const josette = { name: 'Josette Martin', email: `josette.merci.${run}@example.fr` };
    const paul = { name: 'Paul Durand', email: `paul.merci.${run}@example.fr` };
    // Josette gives first: she waits longest, so she comes first.
    await giveToWallet(world.listId, 2_000, josette.name, josette.email);
    await giveToWallet(world.listId, 3_500, paul.name, paul.email);

    // --- The Activity [S2.41], with what is left to thank in the list bar (phones) [S2.59].
    const parent = world.parentPage;
    await parent.goto(`/list/${world.listId}/activite`);
    await expect(parent.getByRole('heading', { level: 1, name: 'Activité' })).toBeVisible();
    await expect(parent.getByRole('article', { name: paul.name })).toBeVisible();
    // The list bar on phones, the header on computers [S2.59] [S2.62].
    await expect(parent.getByRole('link', { name: 'Activité, 2 à remercier' })).toBeVisible();
    await expectNoAxeViolations(parent);

    // --- 'À remercier': oldest first, two chosen, one message [S4.8].
    const filters = parent.getByRole('group', { name: 'Filtrer l’activité' });
    await filters.getByRole('button', { name: 'À remercier (2)' }).click();
    const toThank = parent.getByRole('list', { name: 'Participations à remercier' });
    await expect(toThank.getByRole('listitem')).toHaveCount(2);
    await expect(toThank.getByRole('listitem').first()).toContainText(josette.name);
    await expect(toThank.getByRole('listitem').last()).toContainText(paul.name);
    await expectNoAxeViolations(parent);
    await toThank.getByRole('checkbox', { name: new RegExp(`^${josette.name}`) }).click();
    await toThank.getByRole('checkbox', { name: new RegExp(`^${paul.name}`) }).click();
    await expect(parent.getByText('2 participations sélectionnées')).toBeVisible();
    await parent
      .getByRole('button', { name: 'Remercier les 2 participations sélectionnées' })
      .click();
    const dialog = parent.getByRole('dialog', { name: 'Remercier 2 proches' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${paul.name}, par e-mail à ${paul.email}`)).toBeVisible();
    await expectNoAxeViolations(parent);
    const message = `Merci à vous deux pour la cagnotte ! (${run})`;
    await dialog.getByLabel('Votre message').fill(message);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(toast(parent, 'Vos 2 remerciements ont bien été envoyés.')).toBeVisible();

    // --- The count drops, on the page and in the list bar; still so from the server.
    await expect(parent.getByText('Vous avez remercié tous vos proches : bravo !')).toBeVisible();
    await expect(filters.getByRole('button', { name: 'À remercier (0)' })).toBeVisible();
    await expect(parent.getByRole('link', { name: 'Activité', exact: true })).toBeVisible();
    await expect(parent.getByRole('link', { name: /à remercier/ })).toHaveCount(0);
    await expectNoAxeViolations(parent);
    await parent.reload();
    await expect(
      parent.getByRole('button', { name: `Voir le remerciement à ${josette.name}` }),
    ).toBeVisible();
    await expect(
      parent.getByRole('button', { name: `Voir le remerciement à ${paul.name}` }),
    ).toBeVisible();

    // --- The outbox holds both thanks mails, each to its giver.
    for (const [who, firstName] of [
      [josette, 'Josette'],
      [paul, 'Paul'],
    ] as const) {
      const mailbox = await mailboxOf(browser, {
        email: who.email,
        firstName,
        lastName: who.name.split(' ')[1] ?? 'Martin',
      });
      const mail = await waitForMailTo(mailbox.request, who.email);
      await mailbox.close();
      expect(mail.kind).toBe('thanks');
      expect(mail.listId).toBe(world.listId);
      expect(mail.text).toContain(message);
    }
    await parent.context().close();
  });
});
