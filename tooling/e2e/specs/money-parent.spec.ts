import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../src/axe';
import { toast } from '../src/layout';
import { mailboxOf, waitForMailTo } from '../src/mails';
import { demoParentWithList, GOOD_CARD, listState } from '../src/money';
import { STAGING_URL } from '../src/servers';

const RELATIVE = 'Josette Martin';

test.describe('the parent after the gifts: activity, thanks, return, closing', () => {
  test('[S2.41] [S4.8] [S7.31] [S5.3] [S7.33] [S4.1] [S7.19] [S2.33] the parent sees the relative’s gifts, thanks her once, marks a return, closes the list; the relative then lands on Closed', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    // Several browsers, sign-ups and sandbox payments: more than the 60 s default on 2 cores.
    test.setTimeout(180_000);
    // The demo parent, on a new list of his: closing it leaves his seeded lists to the others.
    const world = await demoParentWithList(browser, request, [2]);
    // Her own address on every run and project, so that the thanks mail found is this run's.
    const relativeEmail = `josette.${testInfo.project.name}.${Date.now()}@example.fr`;
    const [item] = world.items;
    if (!item) throw new Error('the list has an item');

    // A relative's gift, paid on the sandbox checkout (the relative journey drives the screens).
    const created = await request.post(`${STAGING_URL}/api/ldn/create-contribution`, {
      data: {
        ldnId: world.listId,
        entries: [{ code: item.codeAx, quantity: 2 }],
        contributionAmount: 1_500,
        contributorName: RELATIVE,
        contributorEmail: relativeEmail,
        message: 'Pour les premières balades !',
      },
    });
    expect(created.status()).toBe(201);
    const { paymentId } = (await created.json()) as { paymentId: string };
    const paid = await request.post(`${STAGING_URL}/paiement/${paymentId}`, {
      form: { cardNumber: GOOD_CARD, expiry: '12/39', cvc: '123', holder: RELATIVE },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    expect((await listState(world.parentPage, world.listId)).gifted[item.codeAx]).toBe(2);

    // --- The activity [S2.41]: the gift, its message, the amounts.
    const parent = world.parentPage;
    await parent.goto(`/list/${world.listId}/activite`);
    await expect(parent.getByRole('heading', { level: 1, name: /Activité/ })).toBeVisible();
    await expect(parent.getByText('Pour les premières balades !')).toBeVisible();
    await expect(parent.getByText(item.productName).first()).toBeVisible();
    await expectNoAxeViolations(parent);

    // --- Thanks, once [S4.8] [S7.31].
    await parent.getByRole('button', { name: `Remercier ${RELATIVE}` }).click();
    const thanks = parent.getByRole('dialog', { name: `Remercier ${RELATIVE}` });
    await expect(thanks).toBeVisible();
    await expectNoAxeViolations(parent);
    await thanks.getByLabel('Votre message').fill('Merci infiniment Josette !');
    await thanks.getByRole('button', { name: 'Envoyer' }).click();
    await expect(toast(parent, 'Votre message de remerciement a bien été envoyé.')).toBeVisible();
    await expect(parent.getByRole('button', { name: `Remercier ${RELATIVE}` })).toHaveCount(0);
    await expect(
      parent.getByRole('button', { name: `Voir le remerciement à ${RELATIVE}` }),
    ).toBeVisible();
    // Josette reads it in her own mailbox (an account made for her address).
    const mailbox = await mailboxOf(browser, {
      email: relativeEmail,
      firstName: 'Josette',
      lastName: 'Martin',
    });
    const mail = await waitForMailTo(mailbox.request, relativeEmail);
    await mailbox.close();
    expect(mail.kind).toBe('thanks');
    expect(mail.listId).toBe(world.listId);
    expect(mail.text).toContain('Merci infiniment Josette !');
    // Still not offered once the page comes again from the server.
    await parent.reload();
    await expect(
      parent.getByRole('button', { name: `Voir le remerciement à ${RELATIVE}` }),
    ).toBeVisible();
    await expect(parent.getByRole('button', { name: `Remercier ${RELATIVE}` })).toHaveCount(0);

    // --- A return of one unit [S5.3] [S7.33]: the unit may be gifted again.
    await parent.getByRole('button', { name: `Retourner ${item.productName}` }).click();
    const returning = parent.getByRole('dialog', { name: 'Retourner un article' });
    await expect(returning).toBeVisible();
    await expectNoAxeViolations(parent);
    await returning.getByRole('button', { name: 'Valider le retour' }).click();
    await expect(toast(parent, 'Le retour a bien été enregistré.')).toBeVisible();
    await expect
      .poll(async () => (await listState(world.parentPage, world.listId)).gifted[item.codeAx])
      .toBe(1);

    // --- Closing, confirmed [S4.1] [S7.19].
    await parent.getByRole('button', { name: 'Clôturer ma liste' }).click();
    const closing = parent.getByRole('dialog', { name: 'Clôturer définitivement la liste ?' });
    await expect(closing).toBeVisible();
    await expectNoAxeViolations(parent);
    await closing.getByRole('button', { name: 'Clôturer définitivement' }).click();
    await expect(parent.getByText('Votre liste est clôturée.').first()).toBeVisible();
    expect((await listState(world.parentPage, world.listId)).status).toBe('CLOSED');

    // --- The relative opening the list now lands on Closed [S2.33].
    await page.goto(`/list/${world.listId}`);
    await expect(page).toHaveURL(`${STAGING_URL}/closed`);
    await expectNoAxeViolations(page);
    await parent.context().close();
  });
});
