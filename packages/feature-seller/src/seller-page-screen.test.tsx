import {
  errorToastMessages,
  screenMessages,
  successToastMessages,
  validationMessages,
} from '@ldn/domain';
import { createToastStore } from '@ldn/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiAnswers, expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { sellerMessages } from './messages';
import { randomPassword } from './seller-forms';
import { SellerPageScreen, type SellerSessionProps } from './seller-page-screen';
import {
  CUSTOMER,
  LIST_SUMMARY,
  OTHER_STORE,
  profileAnswer,
  STORE,
  TRANSACTION,
} from './test/fixtures';

const BASE_API: ApiAnswers = {
  getUserProfil: profileAnswer,
  'getStoreByCompanyAndStoreCode/aufr/S001': { status: 200, body: STORE },
  'getStoreByCompanyAndStoreCode/aufr/S002': { status: 200, body: OTHER_STORE },
  getStoreByCompanyAndStoreCode: {
    status: 404,
    body: { status: 404, code: 'UNKNOWN_STORE', message: 'Code inconnu' },
  },
  getReservedContributionFromWinshopForStore: { status: 200, body: [TRANSACTION] },
  getListsByOwnerId: { status: 200, body: { lists: [LIST_SUMMARY] } },
};

function renderSeller(api: ApiAnswers = {}, session: SellerSessionProps = {}) {
  const toasts = createToastStore();
  const handlers = {
    onStoreCodeChange: vi.fn(),
    onCustomerSelected: vi.fn(),
    onCustomerCleared: vi.fn(),
    ...session,
  };
  const rendered = renderWithProviders(<SellerPageScreen toastStore={toasts} {...handlers} />, {
    path: '/seller',
    routePath: '/seller',
    api: { ...api, ...BASE_API },
  });
  return { ...rendered, toasts, handlers };
}

const searchFor = async (
  user: ReturnType<typeof renderSeller>['user'],
  email: string,
): Promise<void> => {
  const field = screen.getByRole('combobox', { name: /E-mail du client/ });
  await user.clear(field);
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: sellerMessages.SEARCH_BUTTON }));
};

describe('SellerPageScreen', () => {
  it("[S2.13] [S2.37] clears the customer and sets the store to the user's on entry, and shows the store and its pending count", async () => {
    const { handlers } = renderSeller();
    expect(
      screen.getByRole('heading', { level: 1, name: sellerMessages.SELLER_TITLE }),
    ).toBeInTheDocument();
    await waitFor(() => expect(handlers.onStoreCodeChange).toHaveBeenCalledWith('S001'));
    expect(handlers.onCustomerCleared).toHaveBeenCalled();
    expect(
      await screen.findByText(sellerMessages.STORE_CURRENT(STORE.name, 'S001')),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: sellerMessages.PENDING_LINK(1) }),
    ).toHaveAttribute('href', '/seller/pendingtransactionslist');
    await expectNoAxeViolations();
  });

  it('[S4.10] [S7.2] [S7.28] selects a customer living in France and shows his lists with a link to each', async () => {
    const { user, handlers, requests } = renderSeller({
      'users/camille%40example.fr': { status: 200, body: CUSTOMER },
    });
    await searchFor(user, 'camille@example.fr');
    expect(
      await screen.findByRole('heading', { name: sellerMessages.CUSTOMER_FOUND('Camille Durand') }),
    ).toBeInTheDocument();
    expect(handlers.onCustomerSelected).toHaveBeenCalledWith({
      uid: CUSTOMER.uid,
      pk: CUSTOMER.pk,
      firstName: 'Camille',
      lastName: 'Durand',
    });
    const open = await screen.findByRole('link', {
      name: sellerMessages.OPEN_LIST(LIST_SUMMARY.title),
    });
    expect(open).toHaveAttribute('href', '/list/demo00parent/detenteur');
    expect(
      requests.some((request) => request.url.includes('getListsByOwnerId/aufr/c-camille')),
    ).toBe(true);
    await expectNoAxeViolations();
  });

  it('[S4.10] accepts a customer who never gave a country', async () => {
    const { user, handlers } = renderSeller({
      'users/': { status: 200, body: { ...CUSTOMER, naosCountryNoFallback: '' } },
    });
    await searchFor(user, 'camille@example.fr');
    await waitFor(() => expect(handlers.onCustomerSelected).toHaveBeenCalled());
  });

  it('[S4.10] [S8.2] refuses a customer living outside France with UNAVAILABLE_COUNTRY_STAFF', async () => {
    const { user, handlers, toasts } = renderSeller({
      'users/': {
        status: 200,
        body: { ...CUSTOMER, naosCountry: 'BE', naosCountryNoFallback: 'BE' },
      },
    });
    await searchFor(user, 'camille@example.fr');
    await waitFor(() =>
      expect(toasts.current()?.message).toBe(errorToastMessages.UNAVAILABLE_COUNTRY_STAFF),
    );
    expect(handlers.onCustomerSelected).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: /Client :/ })).not.toBeInTheDocument();
  });

  it('[S4.10] [S5.13] [S7.4] keeps an unknown e-mail (400) for the account form, and creates the account with a random password, FR by default, phone normalised', async () => {
    const created: unknown[] = [];
    const { user, handlers, toasts } = renderSeller({
      'users/new%40example.fr': {
        status: 400,
        body: { status: 400, code: 'UNKNOWN_ACCOUNT', message: 'Aucun compte' },
      },
      '/users': async (request) => {
        created.push(await request.json());
        return { status: 201, body: { pk: 'c-new' } };
      },
    });
    await searchFor(user, 'new@example.fr');
    expect(
      await screen.findByText(screenMessages.UNKNOWN_EMAIL_CREATE_ACCOUNT),
    ).toBeInTheDocument();
    const form = screen.getByRole('heading', { name: sellerMessages.CREATE_ACCOUNT_TITLE })
      .parentElement as HTMLElement;
    const inForm = within(form);
    expect(inForm.getByRole('combobox', { name: /E-mail/ })).toHaveValue('new@example.fr');
    expect(inForm.getByRole('combobox', { name: sellerMessages.COUNTRY })).toHaveValue('FR');
    await user.click(inForm.getByRole('radio', { name: sellerMessages.TITLE_MR }));
    await user.type(inForm.getByRole('textbox', { name: /Prénom/ }), 'Paul');
    await user.type(inForm.getByRole('textbox', { name: /^Nom/ }), 'Martin');
    await user.type(inForm.getByRole('textbox', { name: /Téléphone/ }), '06 12 34 56 78');
    await user.click(inForm.getByRole('button', { name: sellerMessages.CREATE_ACCOUNT_BUTTON }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      titleCode: 'mr',
      firstName: 'Paul',
      lastName: 'Martin',
      uid: 'new@example.fr',
      phone: '0612345678',
      naosCountry: 'FR',
    });
    expect((created[0] as { password: string }).password).toMatch(/^.{24}$/);
    await waitFor(() =>
      expect(handlers.onCustomerSelected).toHaveBeenCalledWith({
        uid: 'new@example.fr',
        pk: 'c-new',
        firstName: 'Paul',
        lastName: 'Martin',
      }),
    );
    expect(toasts.current()?.message).toBe(sellerMessages.ACCOUNT_CREATED);
  });

  it('[S5.7] [S5.9] [S5.13] refuses an account form with invalid fields and sends nothing', async () => {
    const { user, requests } = renderSeller();
    await user.click(screen.getByRole('button', { name: sellerMessages.CREATE_ACCOUNT_OPEN }));
    // RGAA 11.11: the phone field says the expected format before and with its error.
    expect(screen.getByRole('textbox', { name: /Téléphone/ })).toHaveAccessibleDescription(
      sellerMessages.PHONE_HINT,
    );
    await user.type(screen.getByRole('textbox', { name: /Prénom/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /Téléphone/ }), '12');
    await user.click(screen.getByRole('button', { name: sellerMessages.CREATE_ACCOUNT_BUTTON }));
    expect(await screen.findByText(validationMessages.INVALID_FIRST_NAME)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.INVALID_PHONE_NUMBER)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toHaveAccessibleDescription(
      validationMessages.INVALID_FIRST_NAME,
    );
    expect(screen.getByRole('textbox', { name: /Téléphone/ })).toHaveAccessibleDescription(
      `${sellerMessages.PHONE_HINT} ${validationMessages.INVALID_PHONE_NUMBER}`,
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await expectNoAxeViolations();
  });

  it('[S7.4] says an account already exists (409)', async () => {
    const { user } = renderSeller({
      '/users': {
        status: 409,
        body: { status: 409, code: 'ACCOUNT_EXISTS', message: 'Compte existant' },
      },
    });
    await user.click(screen.getByRole('button', { name: sellerMessages.CREATE_ACCOUNT_OPEN }));
    await user.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Paul');
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
    await user.type(screen.getByRole('combobox', { name: /^E-mail(?! du)/ }), 'paul@example.fr');
    await user.type(screen.getByRole('textbox', { name: /Téléphone/ }), '0612345678');
    await user.click(screen.getByRole('button', { name: sellerMessages.CREATE_ACCOUNT_BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sellerMessages.ACCOUNT_EXISTS);
  });

  it('[S5.12] [S7.12] creates a list for a French customer in the staff store and opens it', async () => {
    const bodies: unknown[] = [];
    const { user, router, toasts } = renderSeller({
      'users/': { status: 200, body: CUSTOMER },
      'createListForOwner/aufr/c-camille': async (request) => {
        bodies.push(await request.json());
        return { status: 201, body: { id: 'newlist01' } };
      },
    });
    await searchFor(user, 'camille@example.fr');
    const title = await screen.findByRole('textbox', { name: /Titre de la liste/ });
    expect(title).toHaveValue('Liste de naissance Durand');
    await user.click(screen.getByRole('button', { name: sellerMessages.CREATE_LIST_BUTTON }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list/newlist01/detenteur'));
    expect(bodies[0]).toMatchObject({
      title: 'Liste de naissance Durand',
      contactStoreCode: 'S001',
    });
    expect(toasts.current()?.message).toBe(successToastMessages.LIST_CREATED);
  });

  it('[S5.12] [S4.10] asks a customer without a country to confirm France, saves it, then creates the list', async () => {
    const countries: unknown[] = [];
    const { user, router } = renderSeller({
      '/country': async (request) => {
        countries.push(await request.json());
        return { status: 200, body: CUSTOMER };
      },
      'users/': { status: 200, body: { ...CUSTOMER, naosCountryNoFallback: '' } },
      createListForOwner: { status: 201, body: { id: 'newlist02' } },
    });
    await searchFor(user, 'camille@example.fr');
    await user.click(
      await screen.findByRole('button', { name: sellerMessages.CREATE_LIST_BUTTON }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Je confirme/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/list/newlist02/detenteur'));
    expect(countries).toEqual([{ naosCountry: 'FR' }]);
  });

  it('[S5.12] [S4.10] opens the country popup instead of creating a list for a customer created outside France', async () => {
    const { user, requests } = renderSeller({
      '/users': { status: 201, body: { pk: 'c-be' } },
    });
    await user.click(screen.getByRole('button', { name: sellerMessages.CREATE_ACCOUNT_OPEN }));
    await user.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Lou');
    await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Peeters');
    await user.type(screen.getByRole('combobox', { name: /^E-mail(?! du)/ }), 'lou@example.be');
    await user.type(screen.getByRole('textbox', { name: /Téléphone/ }), '0612345678');
    await user.selectOptions(screen.getByRole('combobox', { name: sellerMessages.COUNTRY }), 'BE');
    await user.click(screen.getByRole('button', { name: sellerMessages.CREATE_ACCOUNT_BUTTON }));
    await user.click(
      await screen.findByRole('button', { name: sellerMessages.CREATE_LIST_BUTTON }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(errorToastMessages.UNAVAILABLE_COUNTRY_STAFF);
    expect(requests.some((request) => request.url.includes('createListForOwner'))).toBe(false);
  });

  it('[S7.28] attaches an existing list to the customer', async () => {
    const { user, requests, toasts } = renderSeller({
      'users/': { status: 200, body: CUSTOMER },
      'addListToCustomerAccount/list7777/c-camille': { status: 200, body: { id: 'list7777' } },
    });
    await searchFor(user, 'camille@example.fr');
    await user.type(await screen.findByRole('textbox', { name: /Numéro de la liste/ }), 'list7777');
    await user.click(screen.getByRole('button', { name: sellerMessages.ATTACH_BUTTON }));
    await waitFor(() => expect(toasts.current()?.message).toBe(sellerMessages.ATTACHED));
    expect(
      requests.find((request) => request.url.includes('addListToCustomerAccount'))?.method,
    ).toBe('PATCH');
  });

  it('[S7.28] [S8.2] shows the refusal of an unknown list number in place, never Not found', async () => {
    const { user, navigations } = renderSeller({
      'users/': { status: 200, body: CUSTOMER },
      addListToCustomerAccount: {
        status: 404,
        body: { status: 404, code: 'LIST_NOT_FOUND', message: 'Liste introuvable.' },
      },
    });
    await searchFor(user, 'camille@example.fr');
    const field = await screen.findByRole('textbox', { name: /Numéro de la liste/ });
    await user.type(field, '999999');
    await user.click(screen.getByRole('button', { name: sellerMessages.ATTACH_BUTTON }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(sellerMessages.ATTACH_UNKNOWN),
      ),
    );
    expect(navigations).toEqual([]);
  });

  it('[S7.28] [S1.4] links a list by the number the screen shows (Liste n° 100042), as typed', async () => {
    const { user, requests, toasts } = renderSeller({
      'users/': { status: 200, body: CUSTOMER },
      'addListToCustomerAccount/100042/c-camille': { status: 200, body: { id: 'demo00parent' } },
    });
    await searchFor(user, 'camille@example.fr');
    const field = await screen.findByRole('textbox', { name: /Numéro de la liste/ });
    expect(field).toHaveAccessibleDescription(expect.stringContaining(sellerMessages.ATTACH_HINT));
    await user.type(field, 'Liste n° 100 042');
    await user.click(screen.getByRole('button', { name: sellerMessages.ATTACH_BUTTON }));
    await waitFor(() => expect(toasts.current()?.message).toBe(sellerMessages.ATTACHED));
    expect(
      requests
        .filter((request) => request.url.includes('addListToCustomerAccount'))
        .map((r) => r.url),
    ).toEqual(['http://ldn.test/api/ldn/public/v1/addListToCustomerAccount/100042/c-camille']);
  });

  it('[S7.28] [S1.4] says in French that what was typed is no list number, without asking the server', async () => {
    const { user, requests } = renderSeller({ 'users/': { status: 200, body: CUSTOMER } });
    await searchFor(user, 'camille@example.fr');
    const field = await screen.findByRole('textbox', { name: /Numéro de la liste/ });
    await user.type(field, 'liste-100042');
    await user.click(screen.getByRole('button', { name: sellerMessages.ATTACH_BUTTON }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(sellerMessages.ATTACH_INVALID),
      ),
    );
    expect(requests.some((request) => request.url.includes('addListToCustomerAccount'))).toBe(
      false,
    );
  });

  it.each([
    [
      'a refusal of the server (4xx, French)',
      {
        status: 409,
        body: {
          status: 409,
          code: 'LIST_CLOSED',
          message: 'Cette liste de naissance est clôturée : elle ne peut plus être modifiée.',
        },
      },
      'Cette liste de naissance est clôturée : elle ne peut plus être modifiée.',
    ],
    [
      'a failure of the server (5xx, its technical message never shown)',
      {
        status: 500,
        body: { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
      },
      errorToastMessages.ERROR_OCCURED_WHILE_LINKING_LIST,
    ],
  ])('[S7.28] [S1.4] [S8.2] shows %s under the list number', async (_case, answer, shown) => {
    const { user } = renderSeller({
      'users/': { status: 200, body: CUSTOMER },
      addListToCustomerAccount: answer,
    });
    await searchFor(user, 'camille@example.fr');
    const field = await screen.findByRole('textbox', { name: /Numéro de la liste/ });
    await user.type(field, '100042');
    await user.click(screen.getByRole('button', { name: sellerMessages.ATTACH_BUTTON }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(shown)));
  });

  it("[S2.37] shows nothing of the previous customer while the next one's lists load", async () => {
    let releaseClaire: () => void = () => undefined;
    const claireLists = new Promise<void>((resolve) => {
      releaseClaire = resolve;
    });
    const CLAIRE = {
      ...CUSTOMER,
      uid: 'parent@example.fr',
      pk: 'c-claire',
      firstName: 'Claire',
      lastName: 'Martin',
    };
    const { user } = renderSeller({
      'users/camille%40example.fr': { status: 200, body: CUSTOMER },
      'users/parent%40example.fr': { status: 200, body: CLAIRE },
      'getListsByOwnerId/aufr/c-claire': async () => {
        await claireLists;
        return {
          status: 200,
          body: { lists: [{ ...LIST_SUMMARY, id: 'claire00list', title: 'Liste de Claire' }] },
        };
      },
    });
    await searchFor(user, 'camille@example.fr');
    expect(
      await screen.findByRole('link', { name: sellerMessages.OPEN_LIST(LIST_SUMMARY.title) }),
    ).toBeInTheDocument();
    await searchFor(user, 'parent@example.fr');
    expect(
      await screen.findByRole('heading', { name: sellerMessages.CUSTOMER_FOUND('Claire Martin') }),
    ).toBeInTheDocument();
    // Claire's lists are on their way: Camille's are gone, not shown under Claire's name.
    expect(screen.queryByText(LIST_SUMMARY.title)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: sellerMessages.OPEN_LIST(LIST_SUMMARY.title) }),
    ).not.toBeInTheDocument();
    releaseClaire();
    expect(
      await screen.findByRole('link', { name: sellerMessages.OPEN_LIST('Liste de Claire') }),
    ).toHaveAttribute('href', '/list/claire00list/detenteur');
    expect(screen.queryByText(LIST_SUMMARY.title)).not.toBeInTheDocument();
  });

  it("[S7.46] [S8.3] [S4.10] changes the store to a known code, and says 'Code inconnu' for an unknown one", async () => {
    const { user, handlers } = renderSeller();
    const field = screen.getByRole('textbox', { name: /Autre code magasin/ });
    await user.type(field, 'S999');
    await user.click(screen.getByRole('button', { name: sellerMessages.STORE_BUTTON }));
    expect(await screen.findByText(screenMessages.UNKNOWN_STORE_CODE)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(screenMessages.UNKNOWN_STORE_CODE);
    await user.clear(field);
    await user.type(field, 'S002');
    await user.click(screen.getByRole('button', { name: sellerMessages.STORE_BUTTON }));
    await waitFor(() => expect(handlers.onStoreCodeChange).toHaveBeenLastCalledWith('S002'));
    expect(
      await screen.findByText(sellerMessages.STORE_CURRENT(OTHER_STORE.name, 'S002')),
    ).toBeInTheDocument();
  });

  it('[S8.2] shows ERROR_OCCURED_WHILE_SEARCHING_ACCOUNT when the look-up fails', async () => {
    const { user, toasts } = renderSeller({
      'users/': { status: 403, body: { status: 403, code: 'FORBIDDEN', message: 'Interdit' } },
    });
    await searchFor(user, 'camille@example.fr');
    await waitFor(() =>
      expect(toasts.current()?.message).toBe(
        errorToastMessages.ERROR_OCCURED_WHILE_SEARCHING_ACCOUNT,
      ),
    );
  });
});

describe('randomPassword', () => {
  it('[S5.13] draws a new 24-character password each time', () => {
    const first = randomPassword();
    expect(first).toHaveLength(24);
    expect(randomPassword()).not.toBe(first);
  });
});
