import { errorToastMessages, successToastMessages } from '@ldn/domain';
import { toast } from '@ldn/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/test-kit';
import {
  CODE,
  makeItem,
  makeList,
  makeProduct,
  makeSummary,
  STAFF_PROFILE,
} from '../test/fixtures';
import { PROFILE_PATH, renderWithProviders, type FakeRoutes } from '../test/render';
import type { AddToListOptions } from './add-to-list-machine';
import { defaultListIdOf } from './add-to-list-engine';
import { useAddToList } from './add-to-list-flow';

const PRODUCT = `GET /ldn/public/v1/getProductByCompanyAndCodeAx/aufr/${CODE}`;
const LISTS = 'GET /ldn/v1/getListsByHybrisId/aufr';
const COUNTRY = 'GET /user/country';
const SAVE_COUNTRY = 'POST /user/country?isoCode=FR';
const CREATE = 'POST /ldn/v1/createList/aufr';
const add = (listId: string) => `POST /ldn/v1/addItemToListByCompanyAndListId/aufr/${listId}`;
const addAnyway = (listId: string) =>
  `POST /ldn/v1/addItemToListByReferenceAndCompanyAndListId/aufr/${listId}`;
const update = (listId: string) =>
  `PATCH /ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/${listId}/${CODE}`;

/** Stands for the overlay: a button that starts the flow. */
function Trigger({ options }: { readonly options?: AddToListOptions }) {
  const { addToList, busy } = useAddToList();
  return (
    <button
      type="button"
      aria-busy={busy}
      onClick={() => addToList({ id: CODE, title: 'Poussette citadine Lune' }, options)}
    >
      Ajouter à ma liste
    </button>
  );
}

const base: FakeRoutes = {
  [PRODUCT]: { body: makeProduct() },
};

function start(
  api: FakeRoutes,
  extra: {
    options?: AddToListOptions;
    history?: string[];
    currentList?: Parameters<typeof renderWithProviders>[1]['currentList'];
  } = {},
) {
  const rendered = renderWithProviders(
    <Trigger {...(extra.options ? { options: extra.options } : {})} />,
    {
      path: '/overlay',
      url: '/overlay',
      api: { ...base, ...api },
      history: extra.history ?? [],
      currentList: extra.currentList ?? null,
    },
  );
  return rendered;
}

const addButton = () => screen.getByRole('button', { name: 'Ajouter à ma liste' });

describe('AddToListFlow', () => {
  it('[S4.11] [S2.30] a visitor who is not signed in goes to the external login, back to the product', async () => {
    const { user, assign, server } = start({ [PROFILE_PATH]: { body: { logged: false } } });
    await user.click(addButton());
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fproduct%2F12345678'),
    );
    expect(server.calls()).toEqual([]);
  });

  it("[S4.11] the current list (open, owned) receives the product and the 'product added' popup opens", async () => {
    const { user, server } = start(
      {
        [add('current1')]: {
          status: 201,
          body: makeItem({ quantity: 1, message: '', priority: false }),
        },
      },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(within(dialog).getByText('Poussette citadine Lune')).toBeInTheDocument();
    expect(server.calls()).toEqual([PRODUCT, add('current1')]);
    expect(server.requests.at(-1)?.body).toEqual({ productReference: CODE });
    await expectNoAxeViolations();
  });

  it('[S2.44] [S4.11] the page choices travel with the add', async () => {
    const { user, server } = start(
      { [add('current1')]: { status: 201, body: makeItem() } },
      {
        currentList: { id: 'current1', phase: 'draft', isOwner: true },
        options: { quantity: 3, message: 'Merci', priority: true, hidden: true },
      },
    );
    await user.click(addButton());
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(server.requests.at(-1)?.body).toEqual({
      productReference: CODE,
      quantity: 3,
      message: 'Merci',
      priority: true,
      hidden: true,
    });
  });

  it("[S4.11] comment, indispensable and private are saved at once ('Enregistrement...' then 'Enregistré')", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first = true;
    const { user, server } = start(
      {
        [add('current1')]: {
          status: 201,
          body: makeItem({ message: '', priority: false, hidden: false }),
        },
        [update('current1')]: async () => {
          // The first save waits, so that 'Enregistrement...' can be seen.
          if (first) {
            first = false;
            await gate;
          }
          return { body: makeItem() };
        },
      },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    await user.click(within(dialog).getByRole('switch', { name: 'Indispensable' }));
    expect(within(dialog).getByRole('switch', { name: 'Indispensable' })).toBeChecked();
    expect(await within(dialog).findByText('Enregistrement...')).toBeInTheDocument();
    release();
    await within(dialog).findByText('Enregistré');
    await user.click(within(dialog).getByRole('switch', { name: 'Privé' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Commentaire' }), 'Merci');
    await user.tab();
    await waitFor(() =>
      expect(
        server.requests
          .filter((request) => request.method === 'PATCH')
          .map((request) => request.body),
      ).toEqual([{ priority: true }, { hidden: true }, { message: 'Merci' }]),
    );
    await within(dialog).findByText('Enregistré');
  });

  it('[S4.11] a failed save says so', async () => {
    const { user } = start(
      {
        [add('current1')]: { status: 201, body: makeItem({ priority: false }) },
        [update('current1')]: { status: 409, body: { status: 409, code: 'X', message: 'x' } },
      },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    await user.click(within(dialog).getByRole('switch', { name: 'Indispensable' }));
    expect(
      await within(dialog).findByText('L’enregistrement a échoué, veuillez réessayer.'),
    ).toBeInTheDocument();
  });

  it("[S4.11] 'Voir ma liste' goes to the list, to the product's card (produit-<codeAx>)", async () => {
    const { user } = start(
      { [add('current1')]: { status: 201, body: makeItem() } },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    await user.click(await screen.findByRole('button', { name: 'Voir ma liste' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/list/current1/detenteur#produit-12345678',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("[S4.11] 'Ajouter un autre produit' away from ViewFromSearch reopens the overlay", async () => {
    const { user, onAddAnother } = start(
      { [add('current1')]: { status: 201, body: makeItem() } },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    await user.click(await screen.findByRole('button', { name: 'Ajouter un autre produit' }));
    expect(onAddAnother).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("[S4.11] 'Ajouter un autre produit' on ViewFromSearch goes back to the search", async () => {
    const { user, onAddAnother } = start(
      { [add('current1')]: { status: 201, body: makeItem() } },
      {
        currentList: { id: 'current1', phase: 'published', isOwner: true },
        options: { addAnother: 'back' },
        history: ['/list/current1'],
      },
    );
    await user.click(addButton());
    await user.click(await screen.findByRole('button', { name: 'Ajouter un autre produit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/list/current1'));
    expect(onAddAnother).not.toHaveBeenCalled();
  });

  it("[S4.11] 'Valider' only closes", async () => {
    const { user, onAddAnother } = start(
      { [add('current1')]: { status: 201, body: makeItem() } },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    await user.click(await screen.findByRole('button', { name: 'Valider' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/overlay');
    expect(onAddAnother).not.toHaveBeenCalled();
  });

  it('[S4.11] no list: the default list receives the product', async () => {
    const { user, server } = start({
      [LISTS]: {
        body: {
          lists: [
            makeSummary({ id: 'closed01', status: 'CLOSED', isDefault: true }),
            makeSummary({ id: 'open0001', isDefault: false }),
          ],
        },
      },
      [add('open0001')]: { status: 201, body: makeItem() },
    });
    await user.click(addButton());
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(server.calls()).toEqual([PRODUCT, LISTS, add('open0001')]);
  });

  it('[S4.11] a closed current list: the default list receives the product', async () => {
    const { user, server } = start(
      {
        [LISTS]: { body: { lists: [makeSummary({ id: 'mylist01' })] } },
        [add('mylist01')]: { status: 201, body: makeItem() },
      },
      { currentList: { id: 'closed01', phase: 'closed', isOwner: true } },
    );
    await user.click(addButton());
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(server.calls()).toEqual([PRODUCT, LISTS, add('mylist01')]);
  });

  it('[S4.11] [S5.12] no list and FR: a quick draft list is created (LIST_CREATED), then the product added', async () => {
    const { user, server } = start({
      [LISTS]: { body: { lists: [] } },
      [COUNTRY]: { body: { isoCode: 'FR' } },
      [CREATE]: { status: 201, body: makeList({ id: 'new00001', isOwner: true }, 'DRAFT') },
      [add('new00001')]: { status: 201, body: makeItem() },
    });
    await user.click(addButton());
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(server.calls()).toEqual([PRODUCT, LISTS, COUNTRY, CREATE, add('new00001')]);
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Ma liste de naissance',
      status: 'DRAFT',
    });
    expect(toast.current()?.message).toBe(successToastMessages.LIST_CREATED);
  });

  it("[S4.11] another country: the 'unavailable country' popup, nothing created", async () => {
    const { user, server } = start({
      [LISTS]: { body: { lists: [] } },
      [COUNTRY]: { body: { isoCode: 'BE' } },
    });
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Pays non disponible' });
    expect(
      within(dialog).getByText("La liste de naissance n'est pas disponible dans votre pays."),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls()).toEqual([PRODUCT, LISTS, COUNTRY]);
  });

  it('[S4.11] no country: confirm living in France saves FR, creates the list and adds', async () => {
    const { user, server } = start({
      [LISTS]: { body: { lists: [] } },
      [COUNTRY]: { body: { isoCode: '' } },
      [SAVE_COUNTRY]: { body: { isoCode: 'FR' } },
      [CREATE]: { status: 201, body: makeList({ id: 'new00001', isOwner: true }, 'DRAFT') },
      [add('new00001')]: { status: 201, body: makeItem() },
    });
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Résidez-vous en France ?' });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Je confirme résider en France' }));
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(server.calls()).toEqual([
      PRODUCT,
      LISTS,
      COUNTRY,
      SAVE_COUNTRY,
      CREATE,
      add('new00001'),
    ]);
  });

  it('[S4.11] no country: cancel closes, nothing saved', async () => {
    const { user, server } = start({
      [LISTS]: { body: { lists: [] } },
      [COUNTRY]: { body: { isoCode: '' } },
    });
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Résidez-vous en France ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls()).toEqual([PRODUCT, LISTS, COUNTRY]);
  });

  it("[S8.2] a failed list creation shows the server's message", async () => {
    const { user } = start({
      [LISTS]: { body: { lists: [] } },
      [COUNTRY]: { body: { isoCode: 'FR' } },
      [CREATE]: {
        status: 400,
        body: { status: 400, code: 'INVALID', message: 'Le titre est obligatoire.' },
      },
    });
    await user.click(addButton());
    await waitFor(() => expect(toast.current()?.message).toBe('Le titre est obligatoire.'));
  });

  it("[S4.11] status 300: 'already in list', 'add anyway' raises the quantity by one", async () => {
    const { user, server } = start(
      {
        [add('current1')]: { status: 300, body: makeItem({ quantity: 2 }) },
        [addAnyway('current1')]: { body: makeItem({ quantity: 3 }) },
      },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', {
      name: 'Ce produit est déjà dans votre liste',
    });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter quand même' }));
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(server.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/ldn/v1/addItemToListByReferenceAndCompanyAndListId/aufr/current1',
      body: { reference: CODE, quantity: 1 },
    });
  });

  it("[S4.11] status 300: cancel closes 'already in list'", async () => {
    const { user, server } = start(
      { [add('current1')]: { status: 300, body: makeItem() } },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', {
      name: 'Ce produit est déjà dans votre liste',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls()).toEqual([PRODUCT, add('current1')]);
  });

  it('[S8.2] any other add answer: ERROR_OCCURED_WHILE_ADDING_PRODUCT', async () => {
    const { user } = start(
      {
        [add('current1')]: {
          status: 409,
          body: { status: 409, code: 'LIST_CLOSED', message: 'x' },
        },
      },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    await waitFor(() =>
      expect(toast.current()?.message).toBe(errorToastMessages.ERROR_OCCURED_WHILE_ADDING_PRODUCT),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("[S6.4] staff add to the customer's list they opened, whatever the stock", async () => {
    const { user, server } = start(
      {
        [PROFILE_PATH]: { body: STAFF_PROFILE },
        [PRODUCT]: { body: makeProduct({ availability: 'PERMANENTLY_OUT_OF_STOCK' }) },
        [add('customer')]: { status: 201, body: makeItem() },
      },
      { currentList: { id: 'customer', phase: 'published', isOwner: false } },
    );
    await user.click(addButton());
    await screen.findByRole('dialog', { name: 'Produit ajouté à votre liste' });
    expect(server.calls()).toEqual([PRODUCT, add('customer')]);
  });

  it('[S6.4] a customer cannot add a permanently out-of-stock product', async () => {
    const { user, server } = start(
      { [PRODUCT]: { body: makeProduct({ availability: 'PERMANENTLY_OUT_OF_STOCK' }) } },
      { currentList: { id: 'current1', phase: 'published', isOwner: true } },
    );
    await user.click(addButton());
    await waitFor(() =>
      expect(toast.current()?.message).toBe(
        'Ce produit est définitivement en rupture de stock : il ne peut pas être ajouté.',
      ),
    );
    expect(server.calls()).toEqual([PRODUCT]);
  });
});

describe('defaultListIdOf', () => {
  it('[S4.1] [S4.11] the default list, unless closed; else the first open list; else none', () => {
    expect(
      defaultListIdOf([makeSummary({ id: 'a', isDefault: false }), makeSummary({ id: 'b' })]),
    ).toBe('b');
    expect(
      defaultListIdOf([
        makeSummary({ id: 'a', isDefault: false, status: 'DRAFT' }),
        makeSummary({ id: 'b', status: 'CLOSED' }),
      ]),
    ).toBe('a');
    expect(defaultListIdOf([makeSummary({ status: 'CLOSED' })])).toBeNull();
    expect(defaultListIdOf([])).toBeNull();
  });
});
