import { errorToastMessages, successToastMessages, type ScreenList } from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import { productMessages } from '../messages';
import {
  addToListReducer,
  IDLE,
  initialAddToListMachine,
  isFlowBusy,
  usableCurrentList,
  type AddToListMachine,
  type FlowEffect,
  type FlowEvent,
  type FlowItem,
  type FlowRequest,
  type FlowState,
} from './add-to-list-machine';

const RUN = 7;
const CODE = '12345678';
const LIST = 'list0001';
const OPEN_LIST: ScreenList = { id: 'current1', phase: 'published', isOwner: true };

const request = (overrides: Partial<FlowRequest> = {}): FlowRequest => ({
  runId: RUN,
  codeAx: CODE,
  productName: 'Poussette citadine Lune',
  options: {},
  currentList: null,
  ...overrides,
});

const item: FlowItem = { codeAx: CODE, quantity: 1, message: '', priority: false, hidden: false };
const product = { codeAx: CODE, name: 'Poussette citadine Lune', stock: 'AVAILABLE' } as const;

const machine = (state: FlowState): AddToListMachine => ({ state, effects: [] });
const ADD_FAILED: FlowEffect = {
  type: 'toast',
  variant: 'error',
  message: errorToastMessages.ERROR_OCCURED_WHILE_ADDING_PRODUCT,
};
const addItem = (listId: string, choices = {}): FlowEffect => ({
  type: 'addItem',
  runId: RUN,
  listId,
  codeAx: CODE,
  choices: {
    quantity: undefined,
    message: undefined,
    priority: undefined,
    hidden: undefined,
    ...choices,
  },
});
const addedState = (overrides: Partial<Extract<FlowState, { step: 'added' }>> = {}): FlowState => ({
  step: 'added',
  request: request(),
  listId: LIST,
  item,
  saveStatus: 'idle',
  pendingSaves: 0,
  ...overrides,
});

/** [title, state before, event, state after, effects] */
type Row = readonly [string, FlowState, FlowEvent, FlowState, readonly FlowEffect[]];

const ROWS: readonly Row[] = [
  [
    '[S4.11] start checks the session first',
    IDLE,
    {
      type: 'start',
      runId: RUN,
      product: { id: CODE, title: 'Poussette citadine Lune' },
      options: {},
      currentList: null,
    },
    { step: 'checkingSession', request: request() },
    [{ type: 'checkSession', runId: RUN }],
  ],
  [
    '[S2.30] [S4.11] a visitor who is not signed in goes to the external login',
    {
      step: 'checkingSession',
      request: request({ options: { redirectPath: '/product/12345678' } }),
    },
    { type: 'sessionChecked', runId: RUN, logged: false, staff: false },
    IDLE,
    [{ type: 'redirectToLogin', redirectPath: '/product/12345678', codeAx: CODE }],
  ],
  [
    '[S4.11] a signed-in customer: the product is fetched',
    { step: 'checkingSession', request: request() },
    { type: 'sessionChecked', runId: RUN, logged: true, staff: false },
    { step: 'fetchingProduct', request: request(), staff: false },
    [{ type: 'fetchProduct', runId: RUN, codeAx: CODE }],
  ],
  [
    '[S4.11] a failed profile read ends with ERROR_OCCURED_WHILE_ADDING_PRODUCT',
    { step: 'checkingSession', request: request() },
    { type: 'sessionFailed', runId: RUN },
    IDLE,
    [ADD_FAILED],
  ],
  [
    '[S4.11] the current list, open and owned, receives the product at once',
    { step: 'fetchingProduct', request: request({ currentList: OPEN_LIST }), staff: false },
    { type: 'productFetched', runId: RUN, product },
    { step: 'adding', request: request({ currentList: OPEN_LIST }), listId: 'current1' },
    [addItem('current1')],
  ],
  [
    '[S2.44] the page choices travel with the add',
    {
      step: 'fetchingProduct',
      request: request({
        currentList: OPEN_LIST,
        options: { quantity: 3, message: 'Merci', priority: true, hidden: true },
      }),
      staff: false,
    },
    { type: 'productFetched', runId: RUN, product },
    {
      step: 'adding',
      request: request({
        currentList: OPEN_LIST,
        options: { quantity: 3, message: 'Merci', priority: true, hidden: true },
      }),
      listId: 'current1',
    },
    [addItem('current1', { quantity: 3, message: 'Merci', priority: true, hidden: true })],
  ],
  [
    '[S4.11] no current list: the default list is loaded',
    { step: 'fetchingProduct', request: request(), staff: false },
    { type: 'productFetched', runId: RUN, product },
    { step: 'loadingDefaultList', request: request() },
    [{ type: 'loadDefaultList', runId: RUN }],
  ],
  [
    '[S4.11] a closed current list: the default list is loaded',
    {
      step: 'fetchingProduct',
      request: request({ currentList: { ...OPEN_LIST, phase: 'closed' } }),
      staff: false,
    },
    { type: 'productFetched', runId: RUN, product },
    {
      step: 'loadingDefaultList',
      request: request({ currentList: { ...OPEN_LIST, phase: 'closed' } }),
    },
    [{ type: 'loadDefaultList', runId: RUN }],
  ],
  [
    "[S4.11] someone else's list is not the visitor's: the default list is loaded",
    {
      step: 'fetchingProduct',
      request: request({ currentList: { ...OPEN_LIST, isOwner: false } }),
      staff: false,
    },
    { type: 'productFetched', runId: RUN, product },
    {
      step: 'loadingDefaultList',
      request: request({ currentList: { ...OPEN_LIST, isOwner: false } }),
    },
    [{ type: 'loadDefaultList', runId: RUN }],
  ],
  [
    '[S4.11] the fetched product gives the code and the name',
    {
      step: 'fetchingProduct',
      request: request({ productName: '', currentList: OPEN_LIST }),
      staff: false,
    },
    { type: 'productFetched', runId: RUN, product: { ...product, name: 'Nom du catalogue' } },
    {
      step: 'adding',
      request: request({ productName: 'Nom du catalogue', currentList: OPEN_LIST }),
      listId: 'current1',
    },
    [addItem('current1')],
  ],
  [
    '[S6.4] a permanently out-of-stock product is refused to a customer',
    { step: 'fetchingProduct', request: request({ currentList: OPEN_LIST }), staff: false },
    {
      type: 'productFetched',
      runId: RUN,
      product: { ...product, stock: 'PERMANENTLY_OUT_OF_STOCK' },
    },
    IDLE,
    [
      {
        type: 'toast',
        variant: 'error',
        message: productMessages.PERMANENTLY_OUT_OF_STOCK_CANT_ADD,
      },
    ],
  ],
  [
    '[S6.4] an unavailable product is refused to a customer',
    { step: 'fetchingProduct', request: request({ currentList: OPEN_LIST }), staff: false },
    { type: 'productFetched', runId: RUN, product: { ...product, stock: 'UNAVAILABLE' } },
    IDLE,
    [{ type: 'toast', variant: 'error', message: productMessages.NOT_IN_STOCK_CANT_ADD }],
  ],
  [
    "[S6.4] staff add whatever the stock, to the customer's list they opened",
    {
      step: 'fetchingProduct',
      request: request({ currentList: { ...OPEN_LIST, isOwner: false } }),
      staff: true,
    },
    {
      type: 'productFetched',
      runId: RUN,
      product: { ...product, stock: 'PERMANENTLY_OUT_OF_STOCK' },
    },
    {
      step: 'adding',
      request: request({ currentList: { ...OPEN_LIST, isOwner: false } }),
      listId: 'current1',
    },
    [addItem('current1')],
  ],
  [
    '[S6.4] staff with no open customer list are told to open one',
    { step: 'fetchingProduct', request: request(), staff: true },
    { type: 'productFetched', runId: RUN, product },
    IDLE,
    [{ type: 'toast', variant: 'error', message: productMessages.STAFF_NO_CUSTOMER_LIST }],
  ],
  [
    '[S4.11] a product that cannot be fetched ends with ERROR_OCCURED_WHILE_ADDING_PRODUCT',
    { step: 'fetchingProduct', request: request(), staff: false },
    { type: 'productFailed', runId: RUN },
    IDLE,
    [ADD_FAILED],
  ],
  [
    '[S4.11] the default list receives the product',
    { step: 'loadingDefaultList', request: request() },
    { type: 'defaultListLoaded', runId: RUN, listId: LIST },
    { step: 'adding', request: request(), listId: LIST },
    [addItem(LIST)],
  ],
  [
    '[S4.11] still no list: the country is read',
    { step: 'loadingDefaultList', request: request() },
    { type: 'defaultListLoaded', runId: RUN, listId: null },
    { step: 'loadingCountry', request: request() },
    [{ type: 'loadCountry', runId: RUN }],
  ],
  [
    '[S4.11] lists that cannot be read end with ERROR_OCCURED_WHILE_ADDING_PRODUCT',
    { step: 'loadingDefaultList', request: request() },
    { type: 'defaultListFailed', runId: RUN },
    IDLE,
    [ADD_FAILED],
  ],
  [
    '[S4.11] [S5.12] FR: a quick list is created',
    { step: 'loadingCountry', request: request() },
    { type: 'countryLoaded', runId: RUN, isoCode: 'FR' },
    { step: 'creatingList', request: request() },
    [{ type: 'createList', runId: RUN, title: 'Ma liste de naissance' }],
  ],
  [
    '[S4.11] [S5.12] fr with spaces is France too',
    { step: 'loadingCountry', request: request() },
    { type: 'countryLoaded', runId: RUN, isoCode: ' fr ' },
    { step: 'creatingList', request: request() },
    [{ type: 'createList', runId: RUN, title: 'Ma liste de naissance' }],
  ],
  [
    "[S4.11] another country: the 'unavailable country' popup",
    { step: 'loadingCountry', request: request() },
    { type: 'countryLoaded', runId: RUN, isoCode: 'BE' },
    { step: 'unavailableCountry', request: request() },
    [],
  ],
  [
    '[S4.11] no country: the confirm-living-in-France popup',
    { step: 'loadingCountry', request: request() },
    { type: 'countryLoaded', runId: RUN, isoCode: '' },
    { step: 'confirmCountry', request: request(), saving: false },
    [],
  ],
  [
    '[S4.11] a country that cannot be read ends with ERROR_OCCURED_WHILE_ADDING_PRODUCT',
    { step: 'loadingCountry', request: request() },
    { type: 'countryFailed', runId: RUN },
    IDLE,
    [ADD_FAILED],
  ],
  [
    '[S4.11] confirm saves the country FR',
    { step: 'confirmCountry', request: request(), saving: false },
    { type: 'confirmCountry' },
    { step: 'confirmCountry', request: request(), saving: true },
    [{ type: 'saveCountry', runId: RUN, isoCode: 'FR' }],
  ],
  [
    '[S4.11] a second confirm while saving does nothing',
    { step: 'confirmCountry', request: request(), saving: true },
    { type: 'confirmCountry' },
    { step: 'confirmCountry', request: request(), saving: true },
    [],
  ],
  [
    '[S4.11] cancel closes the country popup',
    { step: 'confirmCountry', request: request(), saving: false },
    { type: 'cancelCountry' },
    IDLE,
    [],
  ],
  [
    '[S4.11] the country saved, the list is created',
    { step: 'confirmCountry', request: request(), saving: true },
    { type: 'countrySaved', runId: RUN },
    { step: 'creatingList', request: request() },
    [{ type: 'createList', runId: RUN, title: 'Ma liste de naissance' }],
  ],
  [
    '[S8.2] a failed country save keeps the popup and says ERROR_OCCURED_WHILE_SAVING_COUNTRY',
    { step: 'confirmCountry', request: request(), saving: true },
    { type: 'countrySaveFailed', runId: RUN },
    { step: 'confirmCountry', request: request(), saving: false },
    [
      {
        type: 'toast',
        variant: 'error',
        message: errorToastMessages.ERROR_OCCURED_WHILE_SAVING_COUNTRY,
      },
    ],
  ],
  [
    '[S4.11] [S8.1] the list created (LIST_CREATED), the product is added to it',
    { step: 'creatingList', request: request() },
    { type: 'listCreated', runId: RUN, listId: LIST },
    { step: 'adding', request: request(), listId: LIST },
    [
      { type: 'toast', variant: 'success', message: successToastMessages.LIST_CREATED },
      addItem(LIST),
    ],
  ],
  [
    '[S5.12] the server asks for the country: the confirm popup',
    { step: 'creatingList', request: request() },
    { type: 'listCreateFailed', runId: RUN, code: 'COUNTRY_UNKNOWN', message: 'x' },
    { step: 'confirmCountry', request: request(), saving: false },
    [],
  ],
  [
    "[S5.12] the server refuses the country: the 'unavailable country' popup",
    { step: 'creatingList', request: request() },
    { type: 'listCreateFailed', runId: RUN, code: 'UNAVAILABLE_COUNTRY', message: 'x' },
    { step: 'unavailableCountry', request: request() },
    [],
  ],
  [
    "[S8.2] a failed creation shows the server's message",
    { step: 'creatingList', request: request() },
    { type: 'listCreateFailed', runId: RUN, code: 'X', message: 'Le titre est trop long.' },
    IDLE,
    [{ type: 'toast', variant: 'error', message: 'Le titre est trop long.' }],
  ],
  [
    '[S8.2] a failed creation without a message shows ERROR_OCCURED_TRY_AGAIN',
    { step: 'creatingList', request: request() },
    { type: 'listCreateFailed', runId: RUN },
    IDLE,
    [{ type: 'toast', variant: 'error', message: errorToastMessages.ERROR_OCCURED_TRY_AGAIN }],
  ],
  [
    "[S4.11] added: the 'product added' popup",
    { step: 'adding', request: request(), listId: LIST },
    { type: 'itemAdded', runId: RUN, item },
    addedState(),
    [],
  ],
  [
    "[S4.11] status 300: the 'already in list' popup",
    { step: 'adding', request: request(), listId: LIST },
    { type: 'alreadyInList', runId: RUN, item: { ...item, quantity: 2 } },
    {
      step: 'alreadyInList',
      request: request(),
      listId: LIST,
      item: { ...item, quantity: 2 },
      adding: false,
    },
    [],
  ],
  [
    '[S8.2] any other add answer: ERROR_OCCURED_WHILE_ADDING_PRODUCT',
    { step: 'adding', request: request(), listId: LIST },
    { type: 'addFailed', runId: RUN },
    IDLE,
    [ADD_FAILED],
  ],
  [
    "[S4.11] 'add anyway' raises the quantity by one",
    { step: 'alreadyInList', request: request(), listId: LIST, item, adding: false },
    { type: 'addAnyway' },
    { step: 'alreadyInList', request: request(), listId: LIST, item, adding: true },
    [{ type: 'addAnyway', runId: RUN, listId: LIST, codeAx: CODE }],
  ],
  [
    "[S4.11] 'add anyway' twice sends one call",
    { step: 'alreadyInList', request: request(), listId: LIST, item, adding: true },
    { type: 'addAnyway' },
    { step: 'alreadyInList', request: request(), listId: LIST, item, adding: true },
    [],
  ],
  [
    "[S4.11] cancel closes 'already in list'",
    { step: 'alreadyInList', request: request(), listId: LIST, item, adding: false },
    { type: 'cancelAddAnyway' },
    IDLE,
    [],
  ],
  [
    "[S4.11] the quantity raised: the 'product added' popup",
    { step: 'alreadyInList', request: request(), listId: LIST, item, adding: true },
    { type: 'addAnywayDone', runId: RUN, item: { ...item, quantity: 2 } },
    addedState({ item: { ...item, quantity: 2 } }),
    [],
  ],
  [
    '[S8.2] a failed add anyway: ERROR_OCCURED_WHILE_ADDING_PRODUCT',
    { step: 'alreadyInList', request: request(), listId: LIST, item, adding: true },
    { type: 'addAnywayFailed', runId: RUN },
    IDLE,
    [ADD_FAILED],
  ],
  [
    "[S4.11] a comment is saved at once ('saving')",
    addedState(),
    { type: 'changeItem', patch: { message: 'Merci !' } },
    addedState({ item: { ...item, message: 'Merci !' }, saveStatus: 'saving', pendingSaves: 1 }),
    [{ type: 'updateItem', runId: RUN, listId: LIST, codeAx: CODE, patch: { message: 'Merci !' } }],
  ],
  [
    '[S4.11] indispensable is saved at once',
    addedState(),
    { type: 'changeItem', patch: { priority: true } },
    addedState({ item: { ...item, priority: true }, saveStatus: 'saving', pendingSaves: 1 }),
    [{ type: 'updateItem', runId: RUN, listId: LIST, codeAx: CODE, patch: { priority: true } }],
  ],
  [
    '[S4.11] private is saved at once',
    addedState(),
    { type: 'changeItem', patch: { hidden: true } },
    addedState({ item: { ...item, hidden: true }, saveStatus: 'saving', pendingSaves: 1 }),
    [{ type: 'updateItem', runId: RUN, listId: LIST, codeAx: CODE, patch: { hidden: true } }],
  ],
  [
    "[S4.11] the last save done: 'saved'",
    addedState({ saveStatus: 'saving', pendingSaves: 1 }),
    { type: 'itemSaved', runId: RUN },
    addedState({ saveStatus: 'saved', pendingSaves: 0 }),
    [],
  ],
  [
    "[S4.11] one of two saves done: still 'saving'",
    addedState({ saveStatus: 'saving', pendingSaves: 2 }),
    { type: 'itemSaved', runId: RUN },
    addedState({ saveStatus: 'saving', pendingSaves: 1 }),
    [],
  ],
  [
    '[S4.11] a failed save says so',
    addedState({ saveStatus: 'saving', pendingSaves: 1 }),
    { type: 'itemSaveFailed', runId: RUN },
    addedState({ saveStatus: 'error', pendingSaves: 0 }),
    [],
  ],
  [
    '[S4.11] a failure is not hidden by a later success',
    addedState({ saveStatus: 'error', pendingSaves: 1 }),
    { type: 'itemSaved', runId: RUN },
    addedState({ saveStatus: 'error', pendingSaves: 0 }),
    [],
  ],
  [
    '[S4.11] go to list: to the list, scrolled to the product',
    addedState(),
    { type: 'goToList' },
    IDLE,
    [{ type: 'goToList', listId: LIST, codeAx: CODE }],
  ],
  [
    '[S4.11] add another from ViewFromSearch goes back',
    addedState({ request: request({ options: { addAnother: 'back' } }) }),
    { type: 'addAnother' },
    IDLE,
    [{ type: 'addAnother', mode: 'back' }],
  ],
  [
    '[S4.11] add another from elsewhere reopens the overlay',
    addedState(),
    { type: 'addAnother' },
    IDLE,
    [{ type: 'addAnother', mode: 'overlay' }],
  ],
  ['[S4.11] confirm only closes', addedState(), { type: 'confirm' }, IDLE, []],
  ["[S4.11] 'Fermer' closes 'product added'", addedState(), { type: 'close' }, IDLE, []],
  [
    "[S4.11] the 'unavailable country' popup closes (by itself after 5 s)",
    { step: 'unavailableCountry', request: request() },
    { type: 'close' },
    IDLE,
    [],
  ],
];

describe('addToListReducer', () => {
  it.each(ROWS)('%s', (_title, before, event, after, effects) => {
    const next = addToListReducer(machine(before), event);
    expect(next.state).toEqual(after);
    expect(next.effects).toEqual(effects);
  });

  it('[S4.11] starts idle', () => {
    expect(initialAddToListMachine).toEqual({ state: { step: 'idle' }, effects: [] });
  });

  it('[S4.11] a second start while a flow runs is ignored', () => {
    const running = machine({ step: 'adding', request: request(), listId: LIST });
    const next = addToListReducer(running, {
      type: 'start',
      runId: 8,
      product: { id: '87654321' },
      options: {},
      currentList: null,
    });
    expect(next).toBe(running);
  });

  it('[S4.11] the outcome of an abandoned run is ignored', () => {
    const running = machine({ step: 'adding', request: request({ runId: 9 }), listId: LIST });
    expect(addToListReducer(running, { type: 'itemAdded', runId: RUN, item })).toBe(running);
    expect(addToListReducer(machine(IDLE), { type: 'itemAdded', runId: RUN, item }).state).toEqual(
      IDLE,
    );
  });

  it('[S4.11] an event the step does not expect changes nothing', () => {
    const waiting = machine({ step: 'loadingCountry', request: request() });
    expect(addToListReducer(waiting, { type: 'itemAdded', runId: RUN, item })).toBe(waiting);
    expect(addToListReducer(waiting, { type: 'goToList' })).toBe(waiting);
    expect(addToListReducer(waiting, { type: 'close' })).toBe(waiting);
  });
});

describe('usableCurrentList', () => {
  it.each([
    ['[S4.11] no list', null, false, null],
    ['[S4.11] an open list of the owner', OPEN_LIST, false, 'current1'],
    ['[S4.11] a draft of the owner', { ...OPEN_LIST, phase: 'draft' }, false, 'current1'],
    ['[S4.11] a closed list', { ...OPEN_LIST, phase: 'closed' }, false, null],
    ["[S4.11] someone else's list", { ...OPEN_LIST, isOwner: false }, false, null],
    ["[S6.4] staff on a customer's list", { ...OPEN_LIST, isOwner: false }, true, 'current1'],
    ["[S6.4] staff on a customer's closed list", { ...OPEN_LIST, phase: 'closed' }, true, null],
  ] as const)('%s', (_title, list, staff, expected) => {
    expect(usableCurrentList(list, staff)).toBe(expected);
  });
});

describe('isFlowBusy', () => {
  it('[S4.11] is busy while calls run, not while a popup waits', () => {
    expect(isFlowBusy(IDLE)).toBe(false);
    expect(isFlowBusy({ step: 'adding', request: request(), listId: LIST })).toBe(true);
    expect(isFlowBusy({ step: 'creatingList', request: request() })).toBe(true);
    expect(isFlowBusy({ step: 'confirmCountry', request: request(), saving: false })).toBe(false);
    expect(isFlowBusy(addedState())).toBe(false);
  });
});
