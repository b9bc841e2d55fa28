import { apiMiddleware, apiSlices, configureApiClient } from '@ldn/api-client';
import type { ScreenList } from '@ldn/domain';
import { Button, Toaster } from '@ldn/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createFakeApi, PROFILE_PATH, type FakeRoutes } from '../test/fake-api';
import { CODE, makeItem, makeList, makeProduct, makeSummary } from '../test/fixtures';
import { AddToListFlow, useAddToList } from './add-to-list-flow';

const PRODUCT = `GET /ldn/public/v1/getProductByCompanyAndCodeAx/aufr/${CODE}`;
const LISTS = 'GET /ldn/v1/getListsByHybrisId/aufr';
const COUNTRY = 'GET /user/country';
const ADD = 'POST /ldn/v1/addItemToListByCompanyAndListId/aufr/mylist01';
const UPDATE = `PATCH /ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/mylist01/${CODE}`;
const MY_LIST: ScreenList = { id: 'mylist01', phase: 'published', isOwner: true };

/** Starts the flow once shown, and again with the button. */
function Starter() {
  const { addToList, busy } = useAddToList();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    addToList({ id: CODE, title: 'Poussette citadine Lune' });
  }, [addToList]);
  return (
    <Button
      loading={busy}
      onClick={() => addToList({ id: CODE, title: 'Poussette citadine Lune' })}
    >
      Ajouter à ma liste
    </Button>
  );
}

interface FlowDemoProps {
  /** What the fake server answers (no network). */
  readonly routes: FakeRoutes;
  readonly currentList: ScreenList | null;
}

/** The flow against a fake server: the popups of one branch of [S4.11]. */
function FlowDemo({ routes, currentList }: FlowDemoProps) {
  // What leaves the flow (navigation, external login, the overlay) is written below the button.
  const [log, setLog] = useState<readonly string[]>([]);
  const action = useCallback(
    (name: string) => (detail?: unknown) =>
      setLog((lines) => [...lines, detail === undefined ? name : `${name} : ${String(detail)}`]),
    [],
  );
  const store = useMemo(() => {
    const server = createFakeApi({ [PRODUCT]: { body: makeProduct() }, ...routes });
    configureApiClient({
      apiBase: '/api',
      fetchFn: server.fetchFn,
      readCookies: () => 'XSRF-TOKEN=story',
      onNavigate: action('navigate'),
    });
    return configureStore({
      reducer: combineSlices(...apiSlices),
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
    });
  }, [routes, action]);
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={['/product/12345678']}>
        <AddToListFlow
          loginHref={(redirect) => `/login?redirect=${encodeURIComponent(redirect)}`}
          assign={action('external login')}
          currentList={currentList}
          onAddAnother={action('reopen the products overlay')}
        >
          <Starter />
          <ul aria-label="Journal">
            {log.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </AddToListFlow>
      </MemoryRouter>
      <Toaster />
    </Provider>
  );
}

const meta = {
  title: 'feature-product/AddToListFlow',
  component: FlowDemo,
  args: { routes: {}, currentList: MY_LIST },
} satisfies Meta<typeof FlowDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S4.11] Added to the current list: 'Produit ajouté à votre liste', whose changes save at once. */
export const ProductAdded: Story = {
  args: {
    routes: {
      [ADD]: { status: 201, body: makeItem({ message: '', priority: false }) },
      [UPDATE]: { body: makeItem() },
    },
  },
};

/** [S4.11] A change that cannot be saved says so in the popup (toggle a switch). */
export const ProductAddedSaveFails: Story = {
  args: {
    routes: {
      [ADD]: { status: 201, body: makeItem({ message: '', priority: false }) },
      [UPDATE]: { status: 500, body: { status: 500, code: 'X', message: 'x' } },
    },
  },
};

/** [S4.11] Status 300: 'Ce produit est déjà dans votre liste', add anyway or cancel. */
export const AlreadyInList: Story = {
  args: {
    routes: {
      [ADD]: { status: 300, body: makeItem({ quantity: 2 }) },
      'POST /ldn/v1/addItemToListByReferenceAndCompanyAndListId/aufr/mylist01': {
        body: makeItem({ quantity: 3 }),
      },
    },
  },
};

/** [S4.11] No list, no country: 'Résidez-vous en France ?' (confirm creates the list and adds). */
export const ConfirmCountry: Story = {
  args: {
    currentList: null,
    routes: {
      [LISTS]: { body: { lists: [] } },
      [COUNTRY]: { body: { isoCode: '' } },
      'POST /user/country?isoCode=FR': { body: { isoCode: 'FR' } },
      'POST /ldn/v1/createList/aufr': {
        status: 201,
        body: makeList({ id: 'mylist01', isOwner: true }, 'DRAFT'),
      },
      [ADD]: { status: 201, body: makeItem() },
    },
  },
};

/** [S4.11] No list, another country: 'Pays non disponible', hiding after 5 s. */
export const UnavailableCountry: Story = {
  args: {
    currentList: null,
    routes: { [LISTS]: { body: { lists: [] } }, [COUNTRY]: { body: { isoCode: 'BE' } } },
  },
};

/** [S4.11] No list, France: a draft 'Ma liste de naissance' is created (LIST_CREATED), then added. */
export const ListCreated: Story = {
  args: {
    currentList: null,
    routes: {
      [LISTS]: { body: { lists: [] } },
      [COUNTRY]: { body: { isoCode: 'FR' } },
      'POST /ldn/v1/createList/aufr': {
        status: 201,
        body: makeList({ id: 'mylist01', isOwner: true }, 'DRAFT'),
      },
      [ADD]: { status: 201, body: makeItem() },
    },
  },
};

/** [S4.11] A closed current list: the default list receives the product. */
export const DefaultList: Story = {
  args: {
    currentList: { id: 'closed01', phase: 'closed', isOwner: true },
    routes: {
      [LISTS]: { body: { lists: [makeSummary({ id: 'mylist01' })] } },
      [ADD]: { status: 201, body: makeItem() },
    },
  },
};

/** [S8.2] Any other answer: ERROR_OCCURED_WHILE_ADDING_PRODUCT. */
export const AddFailed: Story = {
  args: {
    routes: { [ADD]: { status: 409, body: { status: 409, code: 'LIST_CLOSED', message: 'x' } } },
  },
};

/** [S2.30] Not signed in: the external login (reported in the Actions panel). */
export const NotSignedIn: Story = {
  args: { routes: { [PROFILE_PATH]: { body: { logged: false } } } },
};
