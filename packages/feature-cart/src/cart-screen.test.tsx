import { resetApiClientConfig, EMPTY_CART, type ApiCart } from '@ldn/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswers, expectNoAxeViolations, listAnswer, PARENT, SELLER } from '@ldn/test-kit';
import { CartScreen } from './cart-screen';
import { cartServer } from './test/cart-server';
import { ANONYMOUS, cartAnswer, entry, walletEntry } from './test/fixtures';
import { renderWithProviders } from './test/render-cart';

const ROUTE = '/list/:id/cart';
const PATH = '/list/demo00parent/cart';

function api(cart: ApiCart, extra: ApiAnswers = {}) {
  const server = cartServer(cart);
  // The extra answers are matched first and win over these defaults (a profile, a held change).
  const fake: ApiAnswers = {
    ...extra,
    '/user/cart': (request) => server.handle(request),
    getUserProfil: { status: 200, body: ANONYMOUS },
    getItemsOfListByIdAndCompanyAndCriterias: {
      status: 200,
      body: listAnswer('demo00parent', 'VALIDATED', false),
    },
    ...extra,
  };
  return { server, fake };
}

function renderCart(
  cart: ApiCart,
  { extra = {}, path = PATH, barShowsAction = false } = {} as {
    extra?: ApiAnswers;
    path?: string;
    barShowsAction?: boolean;
  },
) {
  const { server, fake } = api(cart, extra);
  const goToCheckout = vi.fn();
  const result = renderWithProviders(
    <CartScreen goToCheckout={goToCheckout} barShowsAction={barShowsAction} />,
    { path, routePath: ROUTE, api: fake },
  );
  return { ...result, server, goToCheckout };
}

const validateButton = () => screen.getByRole('button', { name: 'Valider mon panier' });
const mutations = (requests: readonly { method: string; url: string; body: unknown }[]) =>
  requests
    .filter((request) => request.method !== 'GET' && !request.url.includes('getItemsOfList'))
    .map((request) => [request.method, new URL(request.url).pathname, request.body]);

afterEach(() => {
  resetApiClientConfig();
});

describe('Cart', () => {
  it('[S2.6] [S2.43] [S3.11] shows the lines, the totals and the validate button (desktop)', async () => {
    renderCart(cartAnswer());
    const body = await screen.findByRole('article', { name: 'Body manches longues' });
    expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
    expect(await screen.findByText('Pour la liste « La liste de Léa »')).toBeVisible();
    expect(body.querySelector('img')).toHaveAttribute('src', '/images/products/10000123.svg');
    expect(within(body).getByText('Prix unitaire : 12,90 €')).toBeVisible();
    expect(
      within(body).getByRole('spinbutton', { name: 'Quantité de Body manches longues' }),
    ).toHaveValue(2);
    expect(within(body).getByText('25,80 €')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Produits').nextSibling).toHaveTextContent('65,70 €');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('65,70 €');
    expect(validateButton()).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('[S5.5] the stepper is capped by what the line may hold, and saves each change', async () => {
    const { user, requests } = renderCart(cartAnswer());
    const body = await screen.findByRole('article', { name: 'Body manches longues' });
    const increase = within(body).getByRole('button', { name: 'Augmenter la quantité' });
    await user.click(increase);
    await waitFor(() => {
      expect(within(body).getByRole('spinbutton')).toHaveValue(3);
    });
    expect(increase).toBeDisabled();
    expect(mutations(requests)).toEqual([
      ['PATCH', '/api/user/cart/entries/10000123', { quantity: 3 }],
    ]);
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('78,60 €');
    const gigoteuse = screen.getByRole('article', { name: 'Gigoteuse' });
    expect(within(gigoteuse).getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
  });

  it('[S4.3] Retirer removes a line', async () => {
    const { user, requests } = renderCart(cartAnswer());
    await user.click(await screen.findByRole('button', { name: 'Retirer Gigoteuse du panier' }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Gigoteuse' })).not.toBeInTheDocument();
    });
    expect(mutations(requests)).toEqual([['DELETE', '/api/user/cart/entries/10000456', null]]);
  });

  it('[S5.5] a line holding more than remains says how many are left', async () => {
    renderCart(cartAnswer({ entries: [entry({ quantity: 3, details: { qtyMax: 1 } })] }));
    expect(await screen.findByText('Il n’en reste plus que 1.')).toBeVisible();
  });

  it('[S5.1] [S5.8] an invalid e-mail disables validation; suggestions after @', async () => {
    const { user } = renderCart(cartAnswer());
    const email = await screen.findByRole('combobox', { name: /Votre adresse e-mail/ });
    await user.type(email, 'josette@');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(12);
    expect(validateButton()).toBeDisabled();
    await user.type(email, 'gm');
    await user.click(screen.getByRole('option', { name: 'josette@gmail.com' }));
    expect(email).toHaveValue('josette@gmail.com');
    expect(validateButton()).toBeEnabled();
    await user.clear(email);
    expect(validateButton()).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('[S5.8] a valid e-mail, the name and the message are saved when the field is left', async () => {
    const { user, requests } = renderCart(cartAnswer());
    await user.type(await screen.findByRole('textbox', { name: /Votre nom/ }), 'Josette');
    await user.type(screen.getByRole('combobox', { name: /Votre adresse e-mail/ }), 'jo@x');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: /Votre message/ }), 'Bravo !');
    await user.tab();
    await waitFor(() => {
      expect(mutations(requests)).toEqual([
        ['PATCH', '/api/user/cart', { contributorName: 'Josette' }],
        ['PATCH', '/api/user/cart', { message: 'Bravo !' }],
      ]);
    });
    expect(
      screen.getByRole('combobox', { name: /Votre adresse e-mail/ }),
    ).toHaveAccessibleDescription(/L'adresse e-mail n'est pas valide\./);
  });

  it('[S4.3] [S7.8] validating creates the contribution and goes to the checkout', async () => {
    const { user, requests, goToCheckout } = renderCart(
      cartAnswer({ contributorName: 'Josette' }),
      {
        extra: {
          'create-contribution': {
            status: 201,
            body: {
              paymentId: 'p1',
              checkoutUrl: '/paiement/p1',
              amount: 6570,
              expiresAt: '2026-10-01T09:30:00.000Z',
            },
          },
        },
      },
    );
    await user.type(
      await screen.findByRole('combobox', { name: /Votre adresse e-mail/ }),
      'josette@example.fr',
    );
    await user.click(validateButton());
    await waitFor(() => {
      expect(goToCheckout).toHaveBeenCalledWith('/paiement/p1');
    });
    // Leaving the field saves it; the validation saves what the cart did not hold yet, then pays.
    expect(mutations(requests)).toEqual([
      ['PATCH', '/api/user/cart', { contributorEmail: 'josette@example.fr' }],
      ['PATCH', '/api/user/cart', { contributorEmail: 'josette@example.fr' }],
      [
        'POST',
        '/api/ldn/create-contribution',
        {
          ldnId: 'demo00parent',
          entries: [
            { code: '10000123', codeAs400: 'AS10000123', quantity: 2, isSetAside: false },
            { code: '10000456', codeAs400: 'AS10000456', quantity: 1, isSetAside: false },
          ],
          giftMessageData: { message: '', from: '' },
          contributorName: 'Josette',
          contributorEmail: 'josette@example.fr',
          message: '',
          contributionAmount: 0,
          walletAmount: 0,
          makeAvailableToTheHolder: false,
          holderFavoriteStore: 'S001',
          clientType: 'RELATIVE',
          transactionType: 'CMD',
          deliveryOption: 'NONE',
        },
      ],
    ]);
    expect(screen.getByText('Redirection vers le paiement sécurisé...')).toBeVisible();
  });

  it("[S2.56] the bar's validateCart runs the validation; no button in the page then", async () => {
    const { actions, goToCheckout } = renderCart(cartAnswer(), {
      barShowsAction: true,
      extra: {
        'create-contribution': {
          status: 201,
          body: { paymentId: 'p2', checkoutUrl: '/paiement/p2', amount: 1, expiresAt: '' },
        },
      },
    });
    await screen.findByRole('article', { name: 'Body manches longues' });
    expect(screen.queryByRole('button', { name: 'Valider mon panier' })).not.toBeInTheDocument();
    act(() => {
      expect(actions.run('validateCart')).toBe(true);
    });
    await waitFor(() => {
      expect(goToCheckout).toHaveBeenCalledWith('/paiement/p2');
    });
  });

  it('[S4.4] [S8.4] refused items leave the cart and are listed in the error popup', async () => {
    const { user, requests, goToCheckout } = renderCart(cartAnswer(), {
      extra: {
        'create-contribution': {
          status: 409,
          body: {
            status: 409,
            code: 'CART_ITEMS_REFUSED',
            message: 'Certains articles de votre panier ne sont plus disponibles.',
            ldnErrorMsg: {
              errMessage: 'Certains articles de votre panier ne sont plus disponibles.',
              reason: 'QUANTITY_EXCEEDED',
              items: [{ codeAx: '10000456', reason: 'QUANTITY_EXCEEDED', remaining: 0 }],
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Valider mon panier' }));
    const popup = await screen.findByRole('dialog', {
      name: 'Votre panier n’a pas pu être validé',
    });
    // Said once: the list's sentence, not the server's general message beside it.
    expect(
      within(popup).getByText(
        'Les produits suivants ne sont plus disponibles et ont été retirés de votre panier :',
      ),
    ).toBeVisible();
    expect(within(popup).queryByText(/Certains articles/)).not.toBeInTheDocument();
    expect(within(popup).getByRole('listitem')).toHaveTextContent('Gigoteuse');
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(mutations(requests).at(-1)).toEqual(['DELETE', '/api/user/cart/entries/10000456', null]);
    await expectNoAxeViolations();
    await user.click(within(popup).getByRole('button', { name: 'J’ai compris' }));
    expect(screen.queryByRole('article', { name: 'Gigoteuse' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Body manches longues' })).toBeVisible();
  });

  it('[S5.5] [S4.4] [S8.4] products someone else is paying for right now are said to be being bought, not gone', async () => {
    const { user, requests } = renderCart(cartAnswer(), {
      extra: {
        'create-contribution': {
          status: 409,
          body: {
            status: 409,
            code: 'CART_ITEMS_REFUSED',
            message: 'Certains articles de votre panier sont en cours d’achat.',
            ldnErrorMsg: {
              errMessage: 'Certains articles de votre panier sont en cours d’achat.',
              reason: 'PURCHASE_IN_PROGRESS',
              items: [{ codeAx: '10000456', reason: 'PURCHASE_IN_PROGRESS', remaining: 0 }],
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Valider mon panier' }));
    const popup = await screen.findByRole('dialog', {
      name: 'Votre panier n’a pas pu être validé',
    });
    expect(
      within(popup).getByText(
        'Les produits suivants sont en cours d’achat par une autre personne en ce moment et ont été retirés de votre panier (s’ils ne sont pas payés, ils seront de nouveau disponibles dans quelques minutes) :',
      ),
    ).toBeVisible();
    expect(within(popup).queryByText(/ne sont plus disponibles/)).not.toBeInTheDocument();
    expect(within(popup).getByRole('listitem')).toHaveTextContent('Gigoteuse');
    expect(mutations(requests).at(-1)).toEqual(['DELETE', '/api/user/cart/entries/10000456', null]);
    await expectNoAxeViolations();
  });

  it('[S8.4] [ASVS V2.4.1] too many payments under way: the popup says so and the cart is kept', async () => {
    const { user, requests, goToCheckout } = renderCart(cartAnswer(), {
      extra: {
        'create-contribution': {
          status: 429,
          body: {
            status: 429,
            code: 'TOO_MANY_HOLDS',
            message: 'Vous avez déjà plusieurs paiements en cours.',
            ldnErrorMsg: {
              errMessage: 'Vous avez déjà plusieurs paiements en cours.',
              reason: 'TOO_MANY_HOLDS',
              items: [],
            },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Valider mon panier' }));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('Vous avez déjà plusieurs paiements en cours.')).toBeVisible();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(mutations(requests).filter(([method]) => method === 'DELETE')).toEqual([]);
    await user.click(within(popup).getByRole('button', { name: 'J’ai compris' }));
    expect(screen.getByRole('article', { name: 'Gigoteuse' })).toBeVisible();
  });

  it('[S8.4] a refusal without items shows its message', async () => {
    const { user } = renderCart(cartAnswer(), {
      extra: {
        'create-contribution': {
          status: 409,
          body: { status: 409, code: 'LIST_CLOSED', message: 'Cette liste est clôturée.' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Valider mon panier' }));
    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('Cette liste est clôturée.')).toBeVisible();
    expect(within(popup).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('[S8.4] an unreadable failure shows DIFFICULTIES_TO_VALIDATE_CART', async () => {
    const { user } = renderCart(cartAnswer(), {
      extra: { 'create-contribution': { status: 500, body: 'oops' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Valider mon panier' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Nous rencontrons des difficultés pour valider votre panier. Vérifiez son contenu et réessayez dans quelques minutes.',
    );
  });

  it('[S2.43] [S9.4] a cart with only the wallet contribution', async () => {
    const { user, requests } = renderCart(
      cartAnswer({ entries: [walletEntry(50)], contributionAmount: 5000, productsTotal: 0 }),
    );
    const amount = await screen.findByRole('textbox', { name: /Montant de votre participation/ });
    expect(amount).toHaveValue('50');
    expect(screen.queryByRole('region', { name: 'Vos cadeaux' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Livraison' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Participation à la cagnotte').nextSibling).toHaveTextContent(
      '50,00 €',
    );
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('50,00 €');
    expect(validateButton()).toBeEnabled();
    await expectNoAxeViolations();
    await user.clear(amount);
    await user.type(amount, '75');
    await user.click(screen.getByRole('button', { name: 'Modifier le montant' }));
    await waitFor(() => {
      expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('75,00 €');
    });
    expect(mutations(requests)).toEqual([
      ['POST', '/api/user/cart/entries', { ldnId: 'demo00parent', code: '01176190', quantity: 75 }],
    ]);
  });

  it('[S5.2] the wallet amount keeps the spec’s bounds', async () => {
    const { user, requests } = renderCart(cartAnswer());
    const amount = await screen.findByRole('textbox', { name: /Montant de votre participation/ });
    await user.type(amount, '4');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(amount).toHaveAccessibleDescription(/Le montant minimum est de 5€\./);
    await user.clear(amount);
    await user.type(amount, '10001');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(amount).toHaveAccessibleDescription(/Le montant maximum est de 10 000€\./);
    expect(mutations(requests)).toEqual([]);
  });

  it('[S5.2] [S9.4] an amount with cents: the hint and the error both say whole euros', async () => {
    const { user, requests } = renderCart(cartAnswer());
    const amount = await screen.findByRole('textbox', { name: /Montant de votre participation/ });
    expect(amount).toHaveAccessibleDescription(
      'En euros entiers (sans centimes), de 5 € à 10 000 €.',
    );
    await user.type(amount, '12,50');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(amount).toHaveAccessibleDescription(
      /Le montant doit être un nombre entier d'euros, sans centimes\./,
    );
    expect(mutations(requests)).toEqual([]);
  });

  it('[S9.3] the store delivery: 2,90 € below 59 €, then in the totals', async () => {
    const { user, requests } = renderCart(
      cartAnswer({ entries: [entry({ quantity: 1 })], productsTotal: 1290, total: 1290 }),
    );
    const store = await screen.findByRole('radio', {
      name: /Livraison aux parents en magasin \(2,90\s€\)/,
    });
    await user.click(store);
    await waitFor(() => {
      expect(store).toBeChecked();
    });
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Livraison').nextSibling).toHaveTextContent('2,90 €');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('15,80 €');
    expect(mutations(requests)).toEqual([
      ['PATCH', '/api/user/cart', { deliveryOption: 'STORE_DELIVERY' }],
    ]);
    await expectNoAxeViolations();
  });

  it('[S9.3] free from 59 €', async () => {
    renderCart(cartAnswer({ deliveryOption: 'STORE_DELIVERY' }));
    expect(
      await screen.findByRole('radio', { name: /Livraison aux parents en magasin \(offerte\)/ }),
    ).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Livraison').nextSibling).toHaveTextContent('Offerte');
  });

  it('[S7.40] [S7.41] the store delivery is disabled when the store or the stock cannot', async () => {
    renderCart(cartAnswer({ storeDeliveryAvailable: false }));
    expect(
      await screen.findByRole('radio', { name: /Livraison aux parents en magasin/ }),
    ).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Sans livraison/ })).toBeChecked();
    expect(
      screen.getByText(/La livraison en magasin n’est pas disponible pour ce panier/),
    ).toBeVisible();
  });

  it('[S9.3] [S3.11] the store delivery shows as chosen at once, with its fee, before the server answers', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let cartHandler: (request: Request) => Promise<{ status: number; body: unknown }> = () =>
      Promise.reject(new Error('not rendered'));
    const { server } = renderCart(
      cartAnswer({ entries: [entry({ quantity: 1 })], productsTotal: 1290, total: 1290 }),
      {
        extra: {
          // Matched before the cart server's own '/user/cart': the change waits for `release`.
          'user/cart': async (request) => {
            if (request.method === 'PATCH') await held;
            return cartHandler(request);
          },
        },
      },
    );
    cartHandler = (request) => server.handle(request);
    const store = await screen.findByRole('radio', {
      name: /Livraison aux parents en magasin \(2,90\s€\)/,
    });
    await act(async () => {
      store.click();
      await Promise.resolve();
    });
    // Before any answer: the choice, the fee and the total are shown.
    expect(store).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Livraison').nextSibling).toHaveTextContent('2,90 €');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('15,80 €');
    release();
    await waitFor(() => {
      expect(screen.queryByText('Enregistrement...')).not.toBeInTheDocument();
    });
    expect(store).toBeChecked();
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('15,80 €');
  });

  it("[S3.11] 'Le titulaire de la liste' shows as chosen at once; a refusal puts the choice back", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderCart(cartAnswer(), {
      extra: {
        // The holder's own cart: he may buy as the holder.
        getUserProfil: { status: 200, body: PARENT },
        getItemsOfListByIdAndCompanyAndCriterias: {
          status: 200,
          body: listAnswer('demo00parent', 'VALIDATED', true),
        },
        'user/cart': async (request) => {
          if (request.method !== 'PATCH') return { status: 200, body: cartAnswer() };
          await held;
          return {
            status: 400,
            body: { status: 400, code: 'BAD_REQUEST', message: 'Choix impossible.' },
          };
        },
      },
    });
    const holder = await screen.findByRole('radio', { name: 'Le titulaire de la liste' });
    await act(async () => {
      holder.click();
      await Promise.resolve();
    });
    expect(holder).toBeChecked();
    release();
    await waitFor(() => {
      expect(screen.getByRole('radio', { name: 'Un proche' })).toBeChecked();
    });
    expect(holder).not.toBeChecked();
  });

  it('[S2.43] [S3.11] a signed-in relative finds his name and e-mail filled in, saved with the validation', async () => {
    const relative = {
      ...PARENT,
      pk: 'c-relative',
      email: 'proche@example.fr',
      firstName: 'Josette',
      lastName: 'Durand',
    };
    const { user, requests, goToCheckout } = renderCart(cartAnswer(), {
      extra: {
        getUserProfil: { status: 200, body: relative },
        'create-contribution': {
          status: 201,
          body: { paymentId: 'p1', checkoutUrl: '/paiement/p1', amount: 6570, expiresAt: '' },
        },
      },
    });
    expect(await screen.findByRole('textbox', { name: /Votre nom/ })).toHaveValue('Josette Durand');
    expect(screen.getByRole('combobox', { name: /Votre adresse e-mail/ })).toHaveValue(
      'proche@example.fr',
    );
    await user.click(validateButton());
    await waitFor(() => {
      expect(goToCheckout).toHaveBeenCalledWith('/paiement/p1');
    });
    expect(mutations(requests)[0]).toEqual([
      'PATCH',
      '/api/user/cart',
      { contributorName: 'Josette Durand', contributorEmail: 'proche@example.fr' },
    ]);
  });

  it('[S2.43] [S6.4] staff selling for a customer get none of their own name or e-mail', async () => {
    renderCart(cartAnswer(), { extra: { getUserProfil: { status: 200, body: SELLER } } });
    expect(await screen.findByRole('textbox', { name: /Votre nom/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Votre adresse e-mail/ })).toHaveValue('');
  });

  it('[S3.11] the holder says whether he gives as the holder or as a relative, saved on the cart', async () => {
    const { user, requests } = renderCart(cartAnswer(), {
      extra: {
        getUserProfil: { status: 200, body: PARENT },
        getItemsOfListByIdAndCompanyAndCriterias: {
          status: 200,
          body: listAnswer('demo00parent', 'VALIDATED', true),
        },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Le titulaire de la liste' }));
    await waitFor(() => {
      expect(mutations(requests)).toEqual([['PATCH', '/api/user/cart', { clientType: 'HOLDER' }]]);
    });
    expect(screen.queryByRole('group', { name: 'Type de vente' })).not.toBeInTheDocument();
  });

  it('[S3.11] a relative is not asked who gives: he gives as a relative (the server would make him one)', async () => {
    renderCart(cartAnswer());
    expect(await screen.findByRole('textbox', { name: /Votre nom/ })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Qui offre ?' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('radio', { name: 'Le titulaire de la liste' }),
    ).not.toBeInTheDocument();
  });

  it('[S4.3] an empty cart: the way back to the list and the wallet contribution', async () => {
    const { user, requests } = renderCart(EMPTY_CART);
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir la liste' })).toHaveAttribute(
      'href',
      '/list/demo00parent',
    );
    expect(screen.queryByRole('button', { name: 'Valider mon panier' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await user.type(screen.getByRole('textbox', { name: /Montant de votre participation/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(await screen.findByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
    expect(mutations(requests)).toEqual([
      ['POST', '/api/user/cart/entries', { ldnId: 'demo00parent', code: '01176190', quantity: 20 }],
    ]);
  });

  it("[S2.31] another list's cart is not shown here, and is named", async () => {
    renderCart(cartAnswer({ ldnId: 'autreliste' }));
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir ce panier' })).toHaveAttribute(
      'href',
      '/list/autreliste/cart',
    );
  });

  it('[S7.7] a cart that cannot be read offers to try again', async () => {
    let calls = 0;
    const { user } = renderWithProviders(<CartScreen goToCheckout={vi.fn()} />, {
      path: PATH,
      routePath: ROUTE,
      api: {
        '/user/cart': () => {
          calls += 1;
          return calls === 1
            ? { status: 403, body: { status: 403, code: 'XSRF', message: 'x' } }
            : { status: 200, body: cartAnswer() };
        },
        getUserProfil: { status: 200, body: ANONYMOUS },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Le panier n’a pas pu être chargé.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'Gigoteuse' })).toBeVisible();
  });
});

describe('checkout return', () => {
  it("[S4.3] declined: 'Le paiement a été refusé', the cart kept, pay again", async () => {
    const { user, goToCheckout } = renderCart(cartAnswer(), {
      path: `${PATH}?paiement=refus&paymentId=p1`,
      extra: {
        'create-contribution': {
          status: 201,
          body: { paymentId: 'p3', checkoutUrl: '/paiement/p3', amount: 1, expiresAt: '' },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Le paiement a été refusé' })).toHaveFocus();
    expect(await screen.findByRole('article', { name: 'Gigoteuse' })).toBeVisible();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Réessayer le paiement' }));
    await waitFor(() => {
      expect(goToCheckout).toHaveBeenCalledWith('/paiement/p3');
    });
  });

  it('[S4.3] cancelled and expired keep the cart', async () => {
    renderCart(cartAnswer(), { path: `${PATH}?paiement=annule&paymentId=p1` });
    expect(await screen.findByRole('heading', { name: 'Paiement annulé' })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Gigoteuse' })).toBeVisible();
  });

  it('[S4.3] paid: waits while it is recorded (polling), then thanks and the cart reset', async () => {
    const statuses = ['PAID', 'RECORDED'];
    let emptyCart = () => undefined as unknown;
    const { requests, server } = renderCart(cartAnswer(), {
      path: `${PATH}?paiement=ok&paymentId=p1`,
      extra: {
        getPaymentStatus: () => {
          const status = statuses.length > 1 ? statuses.shift() : statuses[0];
          // The server empties the cart as it records the payment.
          if (status === 'RECORDED') emptyCart();
          return {
            status: 200,
            body: {
              paymentId: 'p1',
              listId: 'demo00parent',
              status,
              amount: 6570,
              contributionId: 500123,
              expiresAt: '2026-10-01T09:30:00.000Z',
            },
          };
        },
      },
    });
    emptyCart = () =>
      server.handle(new Request('http://localhost/api/user/cart', { method: 'DELETE' }));
    expect(
      await screen.findByRole('heading', { name: 'Paiement en cours de confirmation' }),
    ).toBeVisible();
    await expectNoAxeViolations();
    expect(
      await screen.findByRole('heading', { name: 'Merci pour votre cadeau !' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.getByText('Montant réglé : 65,70 €')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à la liste' })).toHaveAttribute(
      'href',
      '/list/demo00parent',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // [S4.3] The cart is read again and shown, empty: no endless 'Chargement du panier...'.
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    expect(screen.queryByText('Chargement du panier...')).not.toBeInTheDocument();
    expect(
      requests.filter((request) => request.url.endsWith('/user/cart')).length,
    ).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations();
  });

  it('[S4.3] a reload of the return of a recorded payment shows the thanks and the empty cart at once', async () => {
    renderCart(EMPTY_CART, {
      path: `${PATH}?paiement=ok&paymentId=p1`,
      extra: {
        getPaymentStatus: {
          status: 200,
          body: {
            paymentId: 'p1',
            listId: 'demo00parent',
            status: 'RECORDED',
            amount: 6570,
            contributionId: 500123,
            expiresAt: '2026-10-01T09:30:00.000Z',
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Merci pour votre cadeau !' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
    expect(screen.queryByText('Chargement du panier...')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('[S4.3] an unknown payment keeps the cart', async () => {
    const { navigations } = renderCart(cartAnswer(), {
      path: `${PATH}?paiement=ok&paymentId=nope`,
      extra: {
        getPaymentStatus: {
          status: 404,
          body: { status: 404, code: 'PAYMENT_NOT_FOUND', message: 'Paiement introuvable' },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Paiement introuvable' })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Gigoteuse' })).toBeVisible();
    expect(navigations).toEqual([]);
  });
});

describe('Cart of a seller (in-store transactions)', () => {
  const ACCOUNTANT = { ...SELLER, pk: 'c-accountant', roles: ['ACCOUNTANT'] };
  const TRANSACTION = {
    id: '480012',
    gs1Code: '(415)1',
    totalPrice: 0,
    potAmount: 0,
    state: 'IN_PROGRESS',
  };

  /** A staff cart of the holder (self purchase) on a list whose wallet holds `walletCents`. */
  function renderStaffCart(
    profile: typeof SELLER,
    {
      walletCents = 4_000,
      transactionType = 'CMD',
      posSystemName = 'WINSHOP',
      answer = { status: 201, body: TRANSACTION },
    }: {
      walletCents?: number;
      transactionType?: 'VAE' | 'CMD';
      posSystemName?: string;
      answer?: { status: number; body: unknown };
    } = {},
  ) {
    const { server, fake } = api(cartAnswer({ clientType: 'HOLDER', transactionType }));
    const goToCheckout = vi.fn();
    const result = renderWithProviders(
      <CartScreen goToCheckout={goToCheckout} storeCode="S007" />,
      {
        path: PATH,
        routePath: ROUTE,
        api: {
          ...fake,
          getUserProfil: { status: 200, body: profile },
          getItemsOfListByIdAndCompanyAndCriterias: {
            status: 200,
            body: { ...listAnswer('demo00parent', 'VALIDATED', false), walletAmount: walletCents },
          },
          getStoreByCompanyAndStoreCode: {
            status: 200,
            body: { name: 'Lyon', posSystemName, store_code: 'S007' },
          },
          createContributionFromCart: answer,
          'create-contribution': {
            status: 201,
            body: {
              paymentId: 'a'.repeat(32),
              checkoutUrl: `/paiement/${'a'.repeat(32)}`,
              amount: 5_000,
              expiresAt: '2026-11-24T10:00:00.000Z',
            },
          },
        },
      },
    );
    return { ...result, server, goToCheckout };
  }

  const transactionRequest = (requests: readonly { url: string; body: unknown }[]) =>
    requests.find((request) => request.url.includes('createContributionFromCart'))?.body as
      Record<string, unknown> | undefined;

  it('[S4.5] [S6.5] [S2.50] a SELLER selling to the holder is offered the wallet, then the transaction uses it and PendingTransaction follows', async () => {
    const { user, requests, router, goToCheckout } = renderStaffCart(SELLER);
    await user.click(await screen.findByRole('button', { name: 'Valider la transaction' }));
    const popup = await screen.findByRole('dialog', { name: 'Utiliser la cagnotte ?' });
    await user.click(within(popup).getByRole('button', { name: 'Utiliser la cagnotte' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/seller/pendingtransaction/480012'),
    );
    const body = transactionRequest(requests);
    expect(body).toMatchObject({
      ldnId: 'demo00parent',
      company: 'aufr',
      storeCode: 'S007',
      isSelfPurchase: true,
      usePot: true,
      potAmount: 4_000,
      isVae: false,
      isCmd: true,
    });
    expect((body?.entries as { codeAx: string }[]).map((line) => line.codeAx)).not.toContain(
      '01176190',
    );
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('[S4.5] without the wallet when the seller says so', async () => {
    const { user, requests } = renderStaffCart(SELLER);
    await user.click(await screen.findByRole('button', { name: 'Valider la transaction' }));
    const popup = await screen.findByRole('dialog', { name: 'Utiliser la cagnotte ?' });
    await user.click(within(popup).getByRole('button', { name: 'Ne pas utiliser la cagnotte' }));
    await waitFor(() =>
      expect(transactionRequest(requests)).toMatchObject({ usePot: false, potAmount: 0 }),
    );
  });

  it('[S4.5] [S1.5] the alternate point of sale without take-away goes to the checkout; take-away (VAE) makes a transaction', async () => {
    const alternate = renderStaffCart(SELLER, { posSystemName: 'CEGID', walletCents: 0 });
    await alternate.user.click(
      await screen.findByRole('button', { name: 'Valider la transaction' }),
    );
    await waitFor(() => expect(alternate.goToCheckout).toHaveBeenCalled());
    expect(transactionRequest(alternate.requests)).toBeUndefined();
    alternate.unmount();
    const vae = renderStaffCart(SELLER, {
      posSystemName: 'CEGID',
      walletCents: 0,
      transactionType: 'VAE',
    });
    await vae.user.click(await screen.findByRole('button', { name: 'Valider la transaction' }));
    await waitFor(() =>
      expect(transactionRequest(vae.requests)).toMatchObject({ isVae: true, isCmd: false }),
    );
  });

  it('[S6.5] an ACCOUNTANT pays through the checkout, with no wallet popup', async () => {
    const { user, goToCheckout, requests } = renderStaffCart(ACCOUNTANT);
    await user.click(await screen.findByRole('button', { name: 'Valider la transaction' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Utiliser la cagnotte ?' })).toBeNull();
    expect(transactionRequest(requests)).toBeUndefined();
  });

  it('[S8.4] [S4.4] a refused transaction lists the refused product in the cart error popup', async () => {
    const { user } = renderStaffCart(SELLER, {
      walletCents: 0,
      answer: {
        status: 409,
        body: {
          status: 409,
          code: 'QUANTITY_EXCEEDED',
          message: 'Quantité indisponible',
          ldnErrorMsg: {
            errMessage: 'Quantité indisponible',
            reason: 'QUANTITY_EXCEEDED',
            items: [{ codeAx: '10000123', reason: 'QUANTITY_EXCEEDED', remaining: 0 }],
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Valider la transaction' }));
    const popup = await screen.findByRole('dialog', {
      name: 'Votre panier n’a pas pu être validé',
    });
    expect(within(popup).getByText('Body manches longues')).toBeInTheDocument();
  });
});
