import {
  DEFAULT_COUNTRY,
  errorToastMessages,
  successToastMessages,
  type ScreenList,
  type StockAvailability,
} from '@ldn/domain';
import { productMessages } from '../messages';

/**
 * [S4.11] The add-to-list flow as a pure state machine: `addToListReducer(machine, event)` gives
 * the next state and the effects to run (calls, toasts, navigation). It performs nothing itself:
 * the React host (`AddToListProvider`) runs the effects and sends their outcome back as events.
 * Every outcome carries the `runId` of its flow, so a late answer of an abandoned flow is ignored.
 */

/** What a caller gives to add: the overlay's product, or a product page's. */
export interface AddToListProduct {
  /** The product code (codeAx, the discovery `g:id`). */
  readonly id: string;
  /** Shown in the popups until the product is fetched. */
  readonly title?: string | undefined;
}

/** [S2.44] What the product page chose before adding. */
export interface AddToListChoices {
  /** 1 by default [S9.5]. */
  readonly quantity?: number | undefined;
  readonly message?: string | undefined;
  readonly priority?: boolean | undefined;
  readonly hidden?: boolean | undefined;
}

/** How the caller starts the flow. */
export interface AddToListOptions extends AddToListChoices {
  /**
   * [S4.11] What 'Ajouter un autre produit' does: `back` (the flow was started on ViewFromSearch:
   * go back to the search), or `overlay` (reopen the products overlay), the default.
   */
  readonly addAnother?: 'back' | 'overlay' | undefined;
  /**
   * Where the external login comes back to when the visitor is not signed in; the product's page
   * (ViewFromSearch) by default, so that the visitor can add it at once.
   */
  readonly redirectPath?: string | undefined;
}

/** [S3.7] The product as the flow needs it once fetched. */
export interface FlowProduct {
  readonly codeAx: string;
  readonly name: string;
  readonly stock: StockAvailability;
}

/** [S3.7] The list item the popups edit. */
export interface FlowItem {
  readonly codeAx: string;
  readonly quantity: number;
  readonly message: string;
  readonly priority: boolean;
  readonly hidden: boolean;
}

/** [S4.11] The product-added popup saves comment, indispensable and private at once. */
export type ItemPatch = Partial<Pick<FlowItem, 'message' | 'priority' | 'hidden'>>;

/** [S4.11] 'Enregistrement...' then 'Enregistré' (or the failure). */
export type FlowSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** One run of the flow, from its start. */
export interface FlowRequest {
  readonly runId: number;
  readonly codeAx: string;
  readonly productName: string;
  readonly options: AddToListOptions;
  /** The list the visitor is on, as the shell knows it. */
  readonly currentList: ScreenList | null;
}

export type FlowState =
  | { readonly step: 'idle' }
  | { readonly step: 'checkingSession'; readonly request: FlowRequest }
  | { readonly step: 'fetchingProduct'; readonly request: FlowRequest; readonly staff: boolean }
  | { readonly step: 'loadingDefaultList'; readonly request: FlowRequest }
  | { readonly step: 'loadingCountry'; readonly request: FlowRequest }
  | { readonly step: 'confirmCountry'; readonly request: FlowRequest; readonly saving: boolean }
  | { readonly step: 'unavailableCountry'; readonly request: FlowRequest }
  | { readonly step: 'creatingList'; readonly request: FlowRequest }
  | { readonly step: 'adding'; readonly request: FlowRequest; readonly listId: string }
  | {
      readonly step: 'alreadyInList';
      readonly request: FlowRequest;
      readonly listId: string;
      readonly item: FlowItem;
      readonly adding: boolean;
    }
  | {
      readonly step: 'added';
      readonly request: FlowRequest;
      readonly listId: string;
      readonly item: FlowItem;
      readonly saveStatus: FlowSaveStatus;
      readonly pendingSaves: number;
    };

export type FlowStep = FlowState['step'];

/** What the host performs. */
export type FlowEffect =
  | { readonly type: 'checkSession'; readonly runId: number }
  | {
      readonly type: 'redirectToLogin';
      readonly redirectPath: string | undefined;
      readonly codeAx: string;
    }
  | { readonly type: 'fetchProduct'; readonly runId: number; readonly codeAx: string }
  | { readonly type: 'loadDefaultList'; readonly runId: number }
  | { readonly type: 'loadCountry'; readonly runId: number }
  | { readonly type: 'saveCountry'; readonly runId: number; readonly isoCode: string }
  | { readonly type: 'createList'; readonly runId: number; readonly title: string }
  | {
      readonly type: 'addItem';
      readonly runId: number;
      readonly listId: string;
      readonly codeAx: string;
      readonly choices: AddToListChoices;
    }
  | {
      readonly type: 'addAnyway';
      readonly runId: number;
      readonly listId: string;
      readonly codeAx: string;
    }
  | {
      readonly type: 'updateItem';
      readonly runId: number;
      readonly listId: string;
      readonly codeAx: string;
      readonly patch: ItemPatch;
    }
  | { readonly type: 'toast'; readonly variant: 'success' | 'error'; readonly message: string }
  | { readonly type: 'goToList'; readonly listId: string; readonly codeAx: string }
  | { readonly type: 'addAnother'; readonly mode: 'back' | 'overlay' };

/** The outcome of an effect, tied to its run. */
type Outcome<T extends object> = T & { readonly runId: number };

export type FlowEvent =
  | {
      readonly type: 'start';
      readonly runId: number;
      readonly product: AddToListProduct;
      readonly options: AddToListOptions;
      readonly currentList: ScreenList | null;
    }
  | Outcome<{ readonly type: 'sessionChecked'; readonly logged: boolean; readonly staff: boolean }>
  | Outcome<{ readonly type: 'sessionFailed' }>
  | Outcome<{ readonly type: 'productFetched'; readonly product: FlowProduct }>
  | Outcome<{ readonly type: 'productFailed' }>
  | Outcome<{ readonly type: 'defaultListLoaded'; readonly listId: string | null }>
  | Outcome<{ readonly type: 'defaultListFailed' }>
  | Outcome<{ readonly type: 'countryLoaded'; readonly isoCode: string }>
  | Outcome<{ readonly type: 'countryFailed' }>
  | { readonly type: 'confirmCountry' }
  | { readonly type: 'cancelCountry' }
  | Outcome<{ readonly type: 'countrySaved' }>
  | Outcome<{ readonly type: 'countrySaveFailed' }>
  | Outcome<{ readonly type: 'listCreated'; readonly listId: string }>
  | Outcome<{
      readonly type: 'listCreateFailed';
      readonly code?: string | undefined;
      readonly message?: string | undefined;
    }>
  | Outcome<{ readonly type: 'itemAdded'; readonly item: FlowItem }>
  | Outcome<{ readonly type: 'alreadyInList'; readonly item: FlowItem }>
  | Outcome<{ readonly type: 'addFailed' }>
  | { readonly type: 'addAnyway' }
  | { readonly type: 'cancelAddAnyway' }
  | Outcome<{ readonly type: 'addAnywayDone'; readonly item: FlowItem }>
  | Outcome<{ readonly type: 'addAnywayFailed' }>
  | { readonly type: 'changeItem'; readonly patch: ItemPatch }
  | Outcome<{ readonly type: 'itemSaved' }>
  | Outcome<{ readonly type: 'itemSaveFailed' }>
  | { readonly type: 'goToList' }
  | { readonly type: 'addAnother' }
  | { readonly type: 'confirm' }
  | { readonly type: 'close' };

/** The flow: its state and the effects of its last transition. */
export interface AddToListMachine {
  readonly state: FlowState;
  readonly effects: readonly FlowEffect[];
}

export const IDLE: FlowState = { step: 'idle' };
export const initialAddToListMachine: AddToListMachine = { state: IDLE, effects: [] };

const to = (state: FlowState, ...effects: FlowEffect[]): AddToListMachine => ({ state, effects });

const errorToast = (message: string): FlowEffect => ({ type: 'toast', variant: 'error', message });
const ADD_FAILED = errorToast(errorToastMessages.ERROR_OCCURED_WHILE_ADDING_PRODUCT);

/** [S4.11] The server's code for a customer with no country yet, and for one outside France. */
export const COUNTRY_UNKNOWN_CODE = 'COUNTRY_UNKNOWN';
export const UNAVAILABLE_COUNTRY_CODE = 'UNAVAILABLE_COUNTRY';

/**
 * [S4.11] The list the flow adds to at once: the current one, when it is open (not Cloturée) and
 * the visitor manages it (owner, or staff acting for the customer [S6.4]).
 */
export function usableCurrentList(list: ScreenList | null, staff: boolean): string | null {
  if (list === null || list.phase === 'closed') return null;
  return list.isOwner || staff ? list.id : null;
}

const addItem = (request: FlowRequest, listId: string): FlowEffect => ({
  type: 'addItem',
  runId: request.runId,
  listId,
  codeAx: request.codeAx,
  choices: {
    quantity: request.options.quantity,
    message: request.options.message,
    priority: request.options.priority,
    hidden: request.options.hidden,
  },
});

const adding = (request: FlowRequest, listId: string, ...before: FlowEffect[]) =>
  to({ step: 'adding', request, listId }, ...before, addItem(request, listId));

const createList = (request: FlowRequest): AddToListMachine =>
  to(
    { step: 'creatingList', request },
    { type: 'createList', runId: request.runId, title: productMessages.DEFAULT_LIST_TITLE },
  );

const added = (request: FlowRequest, listId: string, item: FlowItem): AddToListMachine =>
  to({ step: 'added', request, listId, item, saveStatus: 'idle', pendingSaves: 0 });

/** [S6.4] [S3.9] Only staff add a product that is not in stock. */
function stockRefusal(product: FlowProduct, staff: boolean): FlowEffect | null {
  if (staff || product.stock === 'AVAILABLE') return null;
  return errorToast(
    product.stock === 'PERMANENTLY_OUT_OF_STOCK'
      ? productMessages.PERMANENTLY_OUT_OF_STOCK_CANT_ADD
      : productMessages.NOT_IN_STOCK_CANT_ADD,
  );
}

/** [S5.12] The country as the server gives it, compared without case or spaces. */
const normaliseCountry = (isoCode: string): string => isoCode.trim().toUpperCase();

/** Is `event` the outcome of the run `state` is waiting for? */
const isCurrentRun = (state: FlowState, event: FlowEvent): boolean =>
  !('runId' in event) || (state.step !== 'idle' && state.request.runId === event.runId);

/**
 * [S4.11] The flow, event by event. An event the current step does not expect (a late outcome, a
 * double click) leaves the machine as it is, so the host renders and runs nothing.
 */
export function addToListReducer(machine: AddToListMachine, event: FlowEvent): AddToListMachine {
  const { state } = machine;
  if (event.type !== 'start' && !isCurrentRun(state, event)) return machine;
  switch (event.type) {
    case 'start': {
      if (state.step !== 'idle') return machine;
      const request: FlowRequest = {
        runId: event.runId,
        codeAx: event.product.id,
        productName: event.product.title ?? '',
        options: event.options,
        currentList: event.currentList,
      };
      return to({ step: 'checkingSession', request }, { type: 'checkSession', runId: event.runId });
    }
    case 'sessionChecked': {
      if (state.step !== 'checkingSession') return machine;
      const { request } = state;
      if (!event.logged) {
        return to(IDLE, {
          type: 'redirectToLogin',
          redirectPath: request.options.redirectPath,
          codeAx: request.codeAx,
        });
      }
      return to(
        { step: 'fetchingProduct', request, staff: event.staff },
        { type: 'fetchProduct', runId: request.runId, codeAx: request.codeAx },
      );
    }
    case 'sessionFailed':
      return state.step === 'checkingSession' ? to(IDLE, ADD_FAILED) : machine;
    case 'productFetched': {
      if (state.step !== 'fetchingProduct') return machine;
      const request: FlowRequest = {
        ...state.request,
        codeAx: event.product.codeAx,
        productName: event.product.name,
      };
      const refusal = stockRefusal(event.product, state.staff);
      if (refusal !== null) return to(IDLE, refusal);
      const listId = usableCurrentList(request.currentList, state.staff);
      if (listId !== null) return adding(request, listId);
      // [S6.4] Staff own no list: they add to the customer's list they opened.
      if (state.staff) return to(IDLE, errorToast(productMessages.STAFF_NO_CUSTOMER_LIST));
      return to(
        { step: 'loadingDefaultList', request },
        { type: 'loadDefaultList', runId: request.runId },
      );
    }
    case 'productFailed':
      return state.step === 'fetchingProduct' ? to(IDLE, ADD_FAILED) : machine;
    case 'defaultListLoaded': {
      if (state.step !== 'loadingDefaultList') return machine;
      if (event.listId !== null) return adding(state.request, event.listId);
      return to(
        { step: 'loadingCountry', request: state.request },
        { type: 'loadCountry', runId: state.request.runId },
      );
    }
    case 'defaultListFailed':
      return state.step === 'loadingDefaultList' ? to(IDLE, ADD_FAILED) : machine;
    case 'countryLoaded': {
      if (state.step !== 'loadingCountry') return machine;
      const country = normaliseCountry(event.isoCode);
      if (country === '')
        return to({ step: 'confirmCountry', request: state.request, saving: false });
      if (country === DEFAULT_COUNTRY) return createList(state.request);
      return to({ step: 'unavailableCountry', request: state.request });
    }
    case 'countryFailed':
      return state.step === 'loadingCountry' ? to(IDLE, ADD_FAILED) : machine;
    case 'confirmCountry':
      if (state.step !== 'confirmCountry' || state.saving) return machine;
      return to(
        { ...state, saving: true },
        { type: 'saveCountry', runId: state.request.runId, isoCode: DEFAULT_COUNTRY },
      );
    case 'cancelCountry':
      return state.step === 'confirmCountry' ? to(IDLE) : machine;
    case 'countrySaved':
      return state.step === 'confirmCountry' && state.saving ? createList(state.request) : machine;
    case 'countrySaveFailed':
      if (state.step !== 'confirmCountry' || !state.saving) return machine;
      // The popup stays open, so that the customer may try again.
      return to(
        { ...state, saving: false },
        errorToast(errorToastMessages.ERROR_OCCURED_WHILE_SAVING_COUNTRY),
      );
    case 'listCreated':
      if (state.step !== 'creatingList') return machine;
      return adding(state.request, event.listId, {
        type: 'toast',
        variant: 'success',
        message: successToastMessages.LIST_CREATED,
      });
    case 'listCreateFailed': {
      if (state.step !== 'creatingList') return machine;
      // The server checks the country again [S5.12]: its answer opens the matching popup.
      if (event.code === COUNTRY_UNKNOWN_CODE) {
        return to({ step: 'confirmCountry', request: state.request, saving: false });
      }
      if (event.code === UNAVAILABLE_COUNTRY_CODE) {
        return to({ step: 'unavailableCountry', request: state.request });
      }
      // [S8.2] A failed creation shows the server's message when it sends one.
      const message = event.message?.trim() ?? '';
      return to(
        IDLE,
        errorToast(message === '' ? errorToastMessages.ERROR_OCCURED_TRY_AGAIN : message),
      );
    }
    case 'itemAdded':
      return state.step === 'adding' ? added(state.request, state.listId, event.item) : machine;
    case 'alreadyInList':
      if (state.step !== 'adding') return machine;
      return to({
        step: 'alreadyInList',
        request: state.request,
        listId: state.listId,
        item: event.item,
        adding: false,
      });
    case 'addFailed':
      return state.step === 'adding' ? to(IDLE, ADD_FAILED) : machine;
    case 'addAnyway':
      if (state.step !== 'alreadyInList' || state.adding) return machine;
      return to(
        { ...state, adding: true },
        {
          type: 'addAnyway',
          runId: state.request.runId,
          listId: state.listId,
          codeAx: state.item.codeAx,
        },
      );
    case 'cancelAddAnyway':
      return state.step === 'alreadyInList' ? to(IDLE) : machine;
    case 'addAnywayDone':
      if (state.step !== 'alreadyInList' || !state.adding) return machine;
      return added(state.request, state.listId, event.item);
    case 'addAnywayFailed':
      return state.step === 'alreadyInList' && state.adding ? to(IDLE, ADD_FAILED) : machine;
    case 'changeItem':
      if (state.step !== 'added') return machine;
      return to(
        {
          ...state,
          item: { ...state.item, ...event.patch },
          saveStatus: 'saving',
          pendingSaves: state.pendingSaves + 1,
        },
        {
          type: 'updateItem',
          runId: state.request.runId,
          listId: state.listId,
          codeAx: state.item.codeAx,
          patch: event.patch,
        },
      );
    case 'itemSaved':
    case 'itemSaveFailed': {
      if (state.step !== 'added' || state.pendingSaves === 0) return machine;
      const pendingSaves = state.pendingSaves - 1;
      const failed = event.type === 'itemSaveFailed' || state.saveStatus === 'error';
      const saveStatus: FlowSaveStatus = failed ? 'error' : pendingSaves > 0 ? 'saving' : 'saved';
      return to({ ...state, pendingSaves, saveStatus });
    }
    case 'goToList':
      if (state.step !== 'added') return machine;
      return to(IDLE, { type: 'goToList', listId: state.listId, codeAx: state.item.codeAx });
    case 'addAnother':
      if (state.step !== 'added') return machine;
      return to(IDLE, { type: 'addAnother', mode: state.request.options.addAnother ?? 'overlay' });
    case 'confirm':
      return state.step === 'added' ? to(IDLE) : machine;
    case 'close':
      // Any popup's 'Fermer' / Escape: the flow stops there.
      return state.step === 'added' ||
        state.step === 'unavailableCountry' ||
        state.step === 'alreadyInList' ||
        state.step === 'confirmCountry'
        ? to(IDLE)
        : machine;
  }
}

/** Is the flow working (no popup waiting for the visitor)? Pages show their add button busy. */
export function isFlowBusy(state: FlowState): boolean {
  return (
    state.step === 'checkingSession' ||
    state.step === 'fetchingProduct' ||
    state.step === 'loadingDefaultList' ||
    state.step === 'loadingCountry' ||
    state.step === 'creatingList' ||
    state.step === 'adding'
  );
}
