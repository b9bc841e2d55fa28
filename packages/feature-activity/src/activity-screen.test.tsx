import type { BirthList, Historics } from '@ldn/api-client';
import { toast } from '@ldn/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNTANT,
  type ApiAnswer,
  type ApiAnswers,
  expectNoAxeViolations,
  listWith,
  PARENT,
  renderWithProviders,
  SELLER,
  STRANGER,
} from '@ldn/test-kit';
import { ActivityScreen } from './activity-screen';
import {
  ANONYMOUS_WALLET,
  CANCELLED,
  COUPON,
  GIFT,
  historicsAnswer,
  NOT_REACHED,
  SELF_PURCHASE,
  STROLLER,
  STROLLER_ENTRY,
} from './test/historics';

const LIST = 'getItemsOfListByIdAndCompanyAndCriterias/aufr/demo00parent';
const HISTORICS = '/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/aufr/demo00parent';
const ALL_FILTERS = ['ITEMS', 'WALLET', 'COUPON', 'RETURNED_ITEMS'];

interface Options {
  readonly status?: 'DRAFT' | 'VALIDATED' | 'CLOSED';
  readonly isOwner?: boolean;
  readonly profile?: unknown;
  readonly historics?: Historics | ((request: Request) => ApiAnswer | Promise<ApiAnswer>);
  readonly walletAmount?: number;
  /** The list answer, read at each request (it follows the server after closing). */
  readonly list?: () => BirthList;
  readonly api?: ApiAnswers;
}

/** The Activity page of `demo00parent`, as its owner by default. */
function renderActivity(options: Options = {}) {
  const historics = options.historics ?? historicsAnswer();
  return renderWithProviders(<ActivityScreen />, {
    path: '/list/demo00parent/activite',
    routePath: '/list/:id/activite',
    api: {
      ...options.api,
      [LIST]: () => ({
        status: 200,
        body:
          options.list?.() ??
          listWith('demo00parent', {
            status: options.status ?? 'VALIDATED',
            isOwner: options.isOwner ?? true,
            walletAmount: options.walletAmount ?? 0,
          }),
      }),
      getUserProfil: { status: 200, body: options.profile ?? PARENT },
      [HISTORICS]: typeof historics === 'function' ? historics : { status: 200, body: historics },
    },
  });
}

const card = (name: string) => screen.getByRole('article', { name });
const countOf = (requests: readonly { url: string }[], fragment: string) =>
  requests.filter((request) => request.url.includes(fragment)).length;

afterEach(() => {
  toast.dismiss();
});

describe('ActivityScreen, the owner', () => {
  it('[S2.7] [S2.41] [S3.14] shows the amounts, the progress and the contributions newest first', async () => {
    const { container, requests } = renderActivity();
    expect(await screen.findByRole('article', { name: 'Paul Durand' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Activité' })).toBeVisible();
    const summary = within(screen.getByRole('region', { name: 'Achats et bon d’achat' }));
    expect(summary.getByText('Montant des achats').nextSibling).toHaveTextContent('311,90 €');
    expect(summary.getByText('Montant du bon d’achat').nextSibling).toHaveTextContent('31,19 €');
    expect(summary.getByText('Minimum d’achats pour le bon d’achat').nextSibling).toHaveTextContent(
      '300,00 €',
    );
    expect(summary.getByText('Reste à acheter pour le bon d’achat').nextSibling).toHaveTextContent(
      '0,00 €',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Progression vers le bon d’achat de 10 %' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(
      screen.getByText(
        'Bravo ! Le seuil est atteint : un bon d’achat de 31,19 € (10 % des achats) sera remis à la clôture de la liste.',
      ),
    ).toBeVisible();
    expect(
      screen
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Paul Durand', 'Anonyme', 'Josette Martin']);
    expect(screen.getByText('3 éléments')).toHaveAttribute('role', 'status');
    const historicsCall = requests.find((request) => request.url.includes(HISTORICS));
    expect(historicsCall?.method).toBe('POST');
    expect(historicsCall?.body).toEqual({ filtersBy: ALL_FILTERS });
    await expectNoAxeViolations(container);
  });

  it('[S3.14] a gift: date, kind, e-mail, items with quantities and amounts, messages, returned units', async () => {
    renderActivity();
    const gift = within(await screen.findByRole('article', { name: 'Josette Martin' }));
    expect(gift.getByText('Le 20/09/26 à 16:03')).toBeVisible();
    expect(gift.getByText('Cadeau')).toBeVisible();
    expect(gift.getByText('Articles retournés')).toBeVisible();
    expect(gift.getByText('E-mail : josette@example.fr')).toBeVisible();
    const items = within(gift.getByRole('list', { name: 'Articles' }));
    expect(items.getByText('Body manches longues')).toBeVisible();
    expect(items.getByText('Quantité : 2')).toBeVisible();
    expect(items.getByText('12,90 € l’unité')).toBeVisible();
    expect(items.getByText('25,80 €')).toBeVisible();
    expect(items.getByText('1 retourné')).toBeVisible();
    expect(gift.getByText('Cagnotte').nextSibling).toHaveTextContent('50,00 €');
    expect(gift.getByText('Total').nextSibling).toHaveTextContent('75,80 €');
    expect(gift.getByText('Félicitations !')).toBeVisible();
    expect(gift.getByText('Mot sur la carte de la part de Mamie')).toBeVisible();
    expect(gift.getByText('Pour Léa')).toBeVisible();
    expect(gift.getByText('Remercié le 21/09/26')).toBeVisible();
  });

  it("[S3.14] an anonymous wallet participation says 'Anonyme' and its kind", async () => {
    renderActivity();
    const anonymous = within(await screen.findByRole('article', { name: 'Anonyme' }));
    expect(anonymous.getByText('Participation à la cagnotte')).toBeVisible();
    expect(anonymous.getByText('Le 23/09/26 à 00:30')).toBeVisible();
    expect(anonymous.queryByText(/E-mail/)).toBeNull();
    expect(anonymous.getByRole('button', { name: 'Remercier Anonyme' })).toBeEnabled();
  });

  it('[S3.14] self purchase, cancelled contribution and coupon', async () => {
    renderActivity({
      status: 'CLOSED',
      historics: historicsAnswer([COUPON, CANCELLED, SELF_PURCHASE]),
    });
    const coupon = within(
      await screen.findByRole('article', { name: 'Bon d’achat LDN-7Q2M-4K9P' }),
    );
    expect(coupon.getByText('Montant').nextSibling).toHaveTextContent('50,00 €');
    const cancelled = within(card('Marc Petit'));
    expect(cancelled.getByText('Participation annulée')).toBeVisible();
    expect(cancelled.getByText('Annulée le 27/09/26')).toBeVisible();
    expect(cancelled.queryByRole('button')).toBeNull();
    const self = within(card('Camille Martin'));
    expect(self.getByText('Achat personnel')).toBeVisible();
    expect(self.queryByRole('button', { name: /Remercier/ })).toBeNull();
  });

  it('[S2.41] [S7.32] a filter sends its value; none selected sends all four', async () => {
    const { user, requests } = renderActivity({
      historics: (request) =>
        request
          .clone()
          .json()
          .then((body: { filtersBy: string[] }) => ({
            status: 200,
            body: historicsAnswer(body.filtersBy.length === 1 ? [] : undefined),
          })),
    });
    await screen.findByRole('article', { name: 'Paul Durand' });
    const filters = within(screen.getByRole('group', { name: 'Filtrer l’activité' }));
    expect(filters.getByRole('button', { name: 'Tout afficher' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(filters.getByRole('button', { name: "Bons d'achat" }));
    expect(await screen.findByText('Aucune activité ne correspond à ces filtres.')).toBeVisible();
    expect(filters.getByRole('button', { name: "Bons d'achat" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(filters.getByRole('button', { name: 'Tout afficher' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(filters.getByRole('button', { name: 'Articles offerts' }));
    await user.click(filters.getByRole('button', { name: 'Tout afficher' }));
    await screen.findByRole('article', { name: 'Paul Durand' });
    const bodies = requests
      .filter((request) => request.url.includes(HISTORICS))
      .map((request) => request.body);
    expect(bodies).toEqual([
      { filtersBy: ALL_FILTERS },
      { filtersBy: ['COUPON'] },
      { filtersBy: ['ITEMS', 'COUPON'] },
    ]);
  });

  it('[S2.41] an empty activity says so', async () => {
    const { container } = renderActivity({
      historics: historicsAnswer([], {
        purchaseAmount: 0,
        rewardAmount: 0,
        remainingAmountForReward: 30000,
        walletAmount: 0,
        walletTotalAmount: 0,
      }),
    });
    expect(
      await screen.findByText(
        'Aucune activité pour le moment : les cadeaux et participations de vos proches apparaîtront ici.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expectNoAxeViolations(container);
  });

  it('[S4.9] below the threshold: what remains to buy', async () => {
    renderActivity({ historics: historicsAnswer(undefined, NOT_REACHED) });
    await screen.findByRole('article', { name: 'Paul Durand' });
    expect(
      screen.getByText(
        'Encore 180,00 € d’achats sur la liste pour obtenir un bon d’achat de 10 % à sa clôture.',
      ),
    ).toBeVisible();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '120,00\u00a0€ sur 300,00\u00a0€');
  });

  it('[S4.8] [S6.3] the owner sees no staff action', async () => {
    renderActivity();
    await screen.findByRole('article', { name: 'Paul Durand' });
    expect(screen.queryByRole('button', { name: /Annuler la participation/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Annuler le versement/ })).toBeNull();
  });
});

describe('ActivityScreen, thanks', () => {
  it('[S4.8] [S7.31] open: writes and sends the thanks once, then the activity is read again', async () => {
    let thanked = false;
    const { user, requests } = renderActivity({
      historics: () => ({
        status: 200,
        body: historicsAnswer([
          {
            ...STROLLER,
            thanks: thanked ? { message: 'Merci Paul !', date: '2026-09-26T08:00:00.000Z' } : null,
          },
          ANONYMOUS_WALLET,
          GIFT,
        ]),
      }),
      api: {
        '/ldn/public/v1/sendThank': () => {
          thanked = true;
          return { status: 200, body: { status: 'SENT', emailed: true } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remercier Paul Durand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remercier Paul Durand' });
    expect(within(dialog).getByText('Il sera envoyé par e-mail à paul@example.fr.')).toBeVisible();
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), 'Merci Paul !');
    expect(within(dialog).getByText('12 caractères sur 1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.current()?.message).toBe('Votre message de remerciement a bien été envoyé.');
    expect(requests.find((request) => request.url.includes('sendThank'))?.body).toEqual({
      contributionId: 500125,
      message: 'Merci Paul !',
    });
    expect(
      await within(card('Paul Durand')).findByRole('button', {
        name: 'Voir le remerciement à Paul Durand',
      }),
    ).toBeVisible();
    expect(
      within(card('Paul Durand')).queryByRole('button', { name: 'Remercier Paul Durand' }),
    ).toBeNull();
    expect(countOf(requests, HISTORICS)).toBe(2);
  });

  it('[S4.8] sending: the text is locked and the button busy', async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    const { user } = renderActivity({
      api: {
        '/ldn/public/v1/sendThank': () =>
          new Promise<ApiAnswer>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remercier Anonyme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remercier Anonyme' });
    expect(
      within(dialog).getByText(
        'Ce proche n’a pas laissé d’adresse e-mail : votre message sera enregistré mais ne pourra pas lui être envoyé.',
      ),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), 'Merci !');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findByRole('button', { name: 'Envoyer' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Votre message' })).toHaveAttribute(
      'readonly',
    );
    await expectNoAxeViolations(dialog);
    answer({ status: 200, body: { status: 'SENT', emailed: false } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.current()?.message).toBe(
      'Votre message de remerciement a bien été enregistré (ce proche n’a pas laissé d’adresse e-mail).',
    );
  });

  it('[S4.8] view: a thanks already sent is shown read-only', async () => {
    const { user } = renderActivity();
    await user.click(
      await screen.findByRole('button', { name: 'Voir le remerciement à Josette Martin' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Votre remerciement à Josette Martin',
    });
    expect(within(dialog).getByText('Merci beaucoup !')).toBeVisible();
    expect(within(dialog).getByText('Envoyé le 21/09/26.')).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Envoyer' })).toBeNull();
    await expectNoAxeViolations(dialog);
  });

  it('[S4.8] a blank message is not sent; the server refusal is shown', async () => {
    const { user, requests } = renderActivity({
      api: {
        '/ldn/public/v1/sendThank': {
          status: 409,
          body: {
            status: 409,
            code: 'THANKS_ALREADY_SENT',
            message: 'Vous avez déjà remercié ce participant.',
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remercier Paul Durand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remercier Paul Durand' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Écrivez votre message de remerciement.',
    );
    expect(countOf(requests, 'sendThank')).toBe(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), 'Merci');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await within(dialog).findByText('Vous avez déjà remercié ce participant.'),
    ).toBeVisible();
    expect(countOf(requests, 'sendThank')).toBe(1);
  });
});

describe('ActivityScreen, returns', () => {
  it('[S4.8] [S5.3] [S7.33] [S7.34] [S7.37] marks a return by quantity, then the list and the activity are read again', async () => {
    const { user, requests } = renderActivity({
      api: {
        '/ldn/v1/getReturnsByContributionEntryId/9001': {
          status: 200,
          body: {
            entryId: 9001,
            contributionId: 500123,
            codeAx: '10000123',
            quantity: 2,
            quantityReturned: 1,
            returnableQuantity: 1,
            returns: [{ id: 31, type: 'RETURN', quantity: 1, date: '2026-09-23T10:00:00.000Z' }],
          },
        },
        '/ldn/v1/returnProduct': { status: 200, body: {} },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Retourner Body manches longues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retourner un article' });
    expect(
      within(dialog).getByText(
        'Indiquez combien d’exemplaires ont été retournés en magasin (1 au plus). Ils pourront de nouveau être offerts sur la liste.',
      ),
    ).toBeVisible();
    expect(await within(dialog).findByText('1 retourné le 23/09/26')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
    await expectNoAxeViolations(dialog);
    const listReads = countOf(requests, LIST);
    await user.click(within(dialog).getByRole('button', { name: 'Valider le retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.url.endsWith('/ldn/v1/returnProduct'))?.body).toEqual(
      {
        id: 9001,
        quantity: 1,
      },
    );
    expect(toast.current()?.message).toBe('Le retour a bien été enregistré.');
    await waitFor(() => expect(countOf(requests, LIST)).toBe(listReads + 1));
    await waitFor(() => expect(countOf(requests, HISTORICS)).toBe(2));
  });

  it('[S5.3] the quantity goes from 1 to the returnable count', async () => {
    const { user, requests } = renderActivity({
      historics: historicsAnswer([
        {
          ...STROLLER,
          entries: [{ ...STROLLER_ENTRY, quantity: 3, amount: 89700, returnableQuantity: 3 }],
        },
      ]),
      api: { '/ldn/v1/returnProduct': { status: 200, body: {} } },
    });
    await user.click(await screen.findByRole('button', { name: 'Retourner Poussette citadine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retourner un article' });
    const more = within(dialog).getByRole('button', { name: 'Augmenter la quantité' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantité retournée' })).toHaveValue(3);
    await user.click(within(dialog).getByRole('button', { name: 'Valider le retour' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url.endsWith('/returnProduct'))?.body).toEqual({
        id: 9002,
        quantity: 3,
      }),
    );
  });

  it('[S7.33] [S7.37] cancels a return; a refusal keeps the popup with the server message', async () => {
    const { user, requests } = renderActivity({
      api: {
        '/ldn/v1/cancelReturnProduct': {
          status: 409,
          body: {
            status: 409,
            code: 'CANT_CANCEL_RETURN',
            message:
              "Ce retour ne peut plus être annulé : l'article a été offert de nouveau entre-temps.",
          },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Annuler un retour de Body manches longues' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Annuler un retour' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le retour' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Ce retour ne peut plus être annulé : l'article a été offert de nouveau entre-temps.",
    );
    expect(requests.find((request) => request.url.endsWith('/cancelReturnProduct'))?.body).toEqual({
      id: 9001,
      quantity: 1,
    });
  });
});

describe('ActivityScreen, staff', () => {
  it('[S4.8] [S1.4] [S6.4] a SELLER may cancel contributions and wallet parts, not thank', async () => {
    const { container } = renderActivity({ profile: SELLER, isOwner: false });
    const paul = within(await screen.findByRole('article', { name: 'Paul Durand' }));
    expect(
      paul.getByRole('button', { name: 'Annuler la participation de Paul Durand' }),
    ).toBeEnabled();
    expect(paul.queryByRole('button', { name: /Annuler le versement/ })).toBeNull();
    const josette = within(card('Josette Martin'));
    expect(
      josette.getByRole('button', { name: 'Annuler le versement à la cagnotte de Josette Martin' }),
    ).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Remercier/ })).toBeNull();
    expect(josette.getByRole('button', { name: 'Retourner Body manches longues' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Clôturer la liste du client' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('[S4.8] [S7.36] [S7.37] cancels a wallet part, then the list, the activity and the wallet are read again', async () => {
    const { user, requests } = renderActivity({
      profile: ACCOUNTANT,
      isOwner: false,
      api: {
        '/ldn/v1/cancelWalletContribution': {
          status: 200,
          body: { walletAmount: 3000, walletTotalAmount: 3000 },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Annuler le versement à la cagnotte de Josette Martin',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Annuler le versement à la cagnotte ?',
    });
    expect(
      within(dialog).getByText(
        'Le versement de 50,00 € sera remboursé et débité du solde et du total de la cagnotte. Les articles offerts ne changent pas.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(dialog);
    const listReads = countOf(requests, LIST);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler et rembourser' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      requests.find((request) => request.url.endsWith('/cancelWalletContribution'))?.body,
    ).toEqual({
      id: 500123,
    });
    expect(toast.current()?.message).toBe('Le versement à la cagnotte a bien été annulé.');
    await waitFor(() => expect(countOf(requests, LIST)).toBe(listReads + 1));
    await waitFor(() => expect(countOf(requests, HISTORICS)).toBe(2));
  });

  it('[S4.8] cancelling a contribution already spent shows the server refusal', async () => {
    const { user } = renderActivity({
      profile: SELLER,
      isOwner: false,
      api: {
        '/ldn/v1/cancelContribution': {
          status: 409,
          body: {
            status: 409,
            code: 'WALLET_BALANCE_TOO_LOW',
            message:
              'Le solde de la cagnotte est insuffisant pour rembourser cette participation : elle a déjà été utilisée.',
          },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Annuler la participation de Josette Martin' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette participation ?' });
    expect(
      within(dialog).getByText(
        'La participation (75,80 €) sera remboursée : ses articles non retournés pourront de nouveau être offerts et son versement de 50,00 € sera débité de la cagnotte.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler et rembourser' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le solde de la cagnotte est insuffisant pour rembourser cette participation : elle a déjà été utilisée.',
    );
  });
});

describe('ActivityScreen, someone else', () => {
  it('[S2.7] another customer is told the page is the parents’, and the activity is not asked', async () => {
    const { container, requests } = renderActivity({ profile: STRANGER, isOwner: false });
    expect(
      await screen.findByText('L’activité de cette liste est réservée à ses parents.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir la liste' })).toHaveAttribute(
      'href',
      '/list/demo00parent',
    );
    expect(countOf(requests, HISTORICS)).toBe(0);
    await expectNoAxeViolations(container);
  });
});

describe('ActivityScreen, closing the list', () => {
  it('[S4.1] [S4.9] [S9.2] the confirmation explains that closing is final', async () => {
    const { user, requests } = renderActivity({ walletAmount: 4500 });
    await user.click(await screen.findByRole('button', { name: 'Clôturer ma liste' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Clôturer définitivement la liste ?',
    });
    expect(
      within(dialog).getByText('La clôture est définitive. Une fois la liste clôturée :'),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'vos proches ne pourront plus y participer : ni offrir d’article, ni verser à la cagnotte ;',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText('la cagnotte ne pourra plus être utilisée ;')).toBeVisible();
    expect(
      within(dialog).getByText(
        'il reste 45,00 € dans la cagnotte : utilisez-les en magasin avant de clôturer ;',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'les achats ayant atteint le seuil, un bon d’achat de 31,19 € (10 % des achats) sera remis, en bons de 50 € au plus.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        'Clôturez la liste une fois toutes les commandes reçues, dans les 2 jours ouvrés qui suivent leur réception.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(countOf(requests, 'closeList')).toBe(0);
  });

  it('[S4.9] below the threshold the dialog says no voucher will be given', async () => {
    const { user } = renderActivity({ historics: historicsAnswer(undefined, NOT_REACHED) });
    await user.click(await screen.findByRole('button', { name: 'Clôturer ma liste' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Clôturer définitivement la liste ?',
    });
    expect(
      await within(dialog).findByText(
        'les achats n’ont pas atteint 300,00 € : aucun bon d’achat de 10 % ne sera remis (il manque 180,00 €).',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByText(/il reste/)).toBeNull();
  });

  it('[S4.1] [S7.19] closes with the XSRF header; the list shows Cloturée and the activity is read again', async () => {
    let closed = false;
    const { user, requests } = renderActivity({
      list: () => listWith('demo00parent', { status: closed ? 'CLOSED' : 'VALIDATED' }),
      api: {
        '/ldn/v1/closeList/aufr/demo00parent': () => {
          closed = true;
          return { status: 200, body: listWith('demo00parent', { status: 'CLOSED' }) };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Clôturer ma liste' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Clôturer définitivement la liste ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer définitivement' }));
    expect(await screen.findByText('Liste Cloturée le 05/10/26')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const close = requests.find((request) => request.url.includes('/ldn/v1/closeList/'));
    expect(close?.method).toBe('GET');
    expect(close?.xsrf).toBe('xsrf-test');
    expect(toast.current()?.message).toBe('Votre liste est clôturée.');
    expect(screen.queryByRole('button', { name: 'Clôturer ma liste' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Cadeaux remis' })).not.toBeChecked();
    await waitFor(() => expect(countOf(requests, HISTORICS)).toBe(2));
  });

  it('[S4.1] [S7.19] a refusal (purchase in progress) is shown in the dialog', async () => {
    const { user } = renderActivity({
      api: {
        '/ldn/v1/closeList/': {
          status: 409,
          body: {
            status: 409,
            code: 'PURCHASE_IN_PROGRESS',
            message: 'Un achat est en cours sur cette liste : réessayez dans quelques minutes.',
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Clôturer ma liste' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Clôturer définitivement la liste ?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Clôturer définitivement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Un achat est en cours sur cette liste : réessayez dans quelques minutes.',
    );
  });

  it('[S4.1] a draft cannot be closed', async () => {
    renderActivity({ status: 'DRAFT' });
    await screen.findByRole('article', { name: 'Paul Durand' });
    expect(screen.queryByRole('button', { name: 'Clôturer ma liste' })).toBeNull();
  });

  it('[S4.1] [S7.26] once closed: the coupons, no staff cancellation, and Cadeaux remis saved at once', async () => {
    let delivered = false;
    const { user, requests, container } = renderActivity({
      profile: SELLER,
      isOwner: false,
      list: () =>
        listWith('demo00parent', { status: 'CLOSED', isOwner: false, isGiftDelivered: delivered }),
      historics: historicsAnswer([COUPON, STROLLER]),
      api: {
        '/ldn/public/v1/updateGiftDelivered/aufr/demo00parent': (request) =>
          request
            .clone()
            .json()
            .then((body: { isGiftDelivered: boolean }) => {
              delivered = body.isGiftDelivered;
              return {
                status: 200,
                body: listWith('demo00parent', { status: 'CLOSED', isGiftDelivered: delivered }),
              };
            }),
      },
    });
    expect(await screen.findByRole('article', { name: 'Bon d’achat LDN-7Q2M-4K9P' })).toBeVisible();
    expect(
      screen.getByText('Un bon d’achat de 31,19 € a été remis à la clôture de la liste.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Annuler la participation/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Clôturer/ })).toBeNull();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('checkbox', { name: 'Cadeaux remis' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Cadeaux remis' })).toBeChecked(),
    );
    const patch = requests.find((request) => request.url.includes('updateGiftDelivered'));
    expect(patch?.method).toBe('PATCH');
    expect(patch?.body).toEqual({ isGiftDelivered: true });
  });

  it('[S8.2] a failed gift delivery shows the generic error toast', async () => {
    const { user } = renderActivity({
      status: 'CLOSED',
      api: {
        updateGiftDelivered: {
          status: 409,
          body: { status: 409, code: 'LIST_NOT_CLOSED', message: 'x' },
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Cadeaux remis' }));
    await waitFor(() =>
      expect(toast.current()?.message).toBe(
        'Une erreur est survenue, veuillez réessayer plus tard.',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Cadeaux remis' })).not.toBeChecked();
  });
});

describe('ActivityScreen, what is left to thank', () => {
  const COUNT = '/ldn/v1/getContributionsToThankCountByListId/demo00parent';
  const SEND = '/ldn/v1/sendThanksByCompanyAndListId/aufr/demo00parent';
  /** Oldest first, as the server answers the 'À remercier' view. */
  const OLDEST_FIRST = [ANONYMOUS_WALLET, STROLLER];

  /** The owner's page: the whole activity, or what is left to thank when asked (`toThank`). */
  function renderTracker(
    state: { thanked: number[] },
    api: ApiAnswers = {},
    options: Pick<Options, 'profile' | 'isOwner'> = {},
  ) {
    const left = () =>
      OLDEST_FIRST.filter((item) => !state.thanked.includes(item.contributionId ?? item.id));
    return renderActivity({
      ...options,
      historics: (request) =>
        request
          .clone()
          .json()
          .then((body: { toThank?: boolean }) => ({
            status: 200,
            body: historicsAnswer(body.toThank === true ? left() : undefined),
          })),
      api: {
        [COUNT]: () => ({ status: 200, body: { count: left().length } }),
        ...api,
      },
    });
  }

  it('[S4.8] [S2.41] [S7.32] À remercier asks for what is left, oldest first, with its count', async () => {
    const { user, requests, container } = renderTracker({ thanked: [] });
    const filters = within(await screen.findByRole('group', { name: 'Filtrer l’activité' }));
    const chip = await filters.findByRole('button', { name: 'À remercier (2)' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    const list = await screen.findByRole('list', { name: 'Participations à remercier' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-checked')),
    ).toEqual(['false', 'false']);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Anonyme.*Participation à la cagnotte/),
      expect.stringMatching(/^Paul Durand.*Cadeau.*299,00/),
    ]);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(filters.getByRole('button', { name: 'Tout afficher' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('article')).toBeNull();
    const bodies = requests
      .filter((request) => request.url.includes(HISTORICS))
      .map((request) => request.body);
    expect(bodies).toEqual([{ filtersBy: ALL_FILTERS }, { filtersBy: ALL_FILTERS, toThank: true }]);
    await expectNoAxeViolations(container);

    await user.click(filters.getByRole('button', { name: 'Tout afficher' }));
    expect(await screen.findByRole('article', { name: 'Paul Durand' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Participations à remercier' })).toBeNull();
  });

  it('[S4.8] while its answer loads, À remercier offers nothing from the view before', async () => {
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user } = renderActivity({
      historics: (request) =>
        request
          .clone()
          .json()
          .then(async (body: { toThank?: boolean }) => {
            if (body.toThank === true) await held;
            return {
              status: 200,
              body: historicsAnswer(body.toThank === true ? OLDEST_FIRST : undefined),
            };
          }),
      api: { [COUNT]: () => ({ status: 200, body: { count: OLDEST_FIRST.length } }) },
    });
    const filters = within(await screen.findByRole('group', { name: 'Filtrer l’activité' }));
    await user.click(await filters.findByRole('button', { name: 'À remercier (2)' }));
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    answer?.();
    const list = await screen.findByRole('list', { name: 'Participations à remercier' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('[S4.8] thanks two with one message, once each; the view and the count are read again', async () => {
    const state = { thanked: [] as number[] };
    const { user, requests } = renderTracker(state, {
      [SEND]: async (request: Request) => {
        const body = (await request.clone().json()) as { contributionIds: number[] };
        state.thanked.push(...body.contributionIds);
        return {
          status: 200,
          body: {
            status: 'SENT',
            thanked: body.contributionIds.map((contributionId) => ({
              contributionId,
              emailed: contributionId === STROLLER.id,
            })),
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'À remercier (2)' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(screen.getByText('2 participations sélectionnées')).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Remercier les 2 participations sélectionnées' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remercier 2 proches' });
    const recipients = within(dialog).getByRole('list', { name: 'Destinataires' });
    expect(
      within(recipients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anonyme : pas d’adresse e-mail, le message sera seulement enregistré',
      'Paul Durand, par e-mail à paul@example.fr',
    ]);
    await expectNoAxeViolations(dialog);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Votre message' }),
      'Merci à vous !',
    );
    expect(within(dialog).getByText('14 caractères sur 1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.current()?.message).toBe('Vos 2 remerciements ont bien été envoyés.');
    expect(requests.filter((request) => request.url.includes(SEND)).map((r) => r.body)).toEqual([
      { contributionIds: [ANONYMOUS_WALLET.id, STROLLER.id], message: 'Merci à vous !' },
    ]);
    expect(await screen.findByText('Vous avez remercié tous vos proches : bravo !')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'À remercier (0)' })).toBeVisible();
    expect(countOf(requests, COUNT)).toBe(2);
  });

  it('[S4.8] asks to choose first; a refusal (thanked meanwhile) stays in the dialog', async () => {
    const { user } = renderTracker(
      { thanked: [] },
      {
        [SEND]: {
          status: 409,
          body: {
            status: 409,
            code: 'THANKS_ALREADY_SENT',
            message: 'Vous avez déjà remercié Paul Durand : aucun message n’a été envoyé.',
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'À remercier (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Remercier' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cochez au moins une participation à remercier.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^Paul Durand/ }));
    await user.click(
      screen.getByRole('button', { name: 'Remercier la participation sélectionnée' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remercier 1 proche' });
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(within(dialog).getByText('Écrivez votre message de remerciement.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Votre message' }), 'Merci');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(
      await within(dialog).findByText(
        'Vous avez déjà remercié Paul Durand : aucun message n’a été envoyé.',
      ),
    ).toBeVisible();
  });

  it('[S4.8] [S6.4] staff acting for the owner get no À remercier view and ask no count', async () => {
    const { requests } = renderTracker({ thanked: [] }, {}, { profile: SELLER, isOwner: false });
    await screen.findByRole('article', { name: 'Paul Durand' });
    expect(screen.queryByRole('button', { name: /^À remercier/ })).toBeNull();
    expect(countOf(requests, COUNT)).toBe(0);
  });
});
