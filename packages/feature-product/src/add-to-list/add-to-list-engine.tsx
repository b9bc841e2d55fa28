import {
  ALREADY_IN_LIST_STATUS,
  listChangesApi,
  listItemsApi,
  listsApi,
  productsApi,
  userAccountApi,
  usersApi,
  type ApiListItem,
  type ListSummary,
} from '@ldn/api-client';
import { hrefFor, isListClosed, isLogged, isStaff, productElementId } from '@ldn/domain';
import {
  DeferredAlreadyInListPopup as AlreadyInListPopup,
  DeferredCountryConfirmPopup as CountryConfirmPopup,
  DeferredProductAddedPopup as ProductAddedPopup,
  DeferredUnavailableCountryPopup as UnavailableCountryPopup,
  toast,
  VisuallyHidden,
} from '@ldn/ui-kit';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useProductDispatch } from '../hooks';
import { productMessages } from '../messages';
import type { AddToListFlowProps, StartFlow } from './add-to-list-flow';
import {
  addToListReducer,
  initialAddToListMachine,
  isFlowBusy,
  type AddToListMachine,
  type FlowEffect,
  type FlowEvent,
  type FlowItem,
} from './add-to-list-machine';
import { scrollToProductWhenShown } from './scroll-to-product';

export interface AddToListEngineProps extends Omit<AddToListFlowProps, 'children'> {
  /** Takes the engine's start function once it is mounted (and again if it changes). */
  readonly onReady: (start: StartFlow) => void;
  /** Whether the flow's calls are running, each time it changes. */
  readonly onBusyChange: (busy: boolean) => void;
}

const itemOf = (item: ApiListItem): FlowItem => ({
  codeAx: item.codeAx,
  quantity: item.quantity,
  message: item.message,
  priority: item.priority,
  hidden: item.hidden,
});

const isApiListItem = (value: unknown): value is ApiListItem =>
  typeof value === 'object' &&
  value !== null &&
  'codeAx' in value &&
  typeof value.codeAx === 'string' &&
  'quantity' in value &&
  typeof value.quantity === 'number';

/** The status and body of a failed RTK Query call, when it has them. */
function failureOf(error: unknown): { status: unknown; data: unknown } {
  if (typeof error !== 'object' || error === null) return { status: undefined, data: undefined };
  return {
    status: 'status' in error ? error.status : undefined,
    data: 'data' in error ? error.data : undefined,
  };
}

const textField = (data: unknown, key: 'code' | 'message'): string | undefined => {
  if (typeof data !== 'object' || data === null || !(key in data)) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * [S4.1] [S4.11] The customer's default list, when it is not closed; else his first list that is
 * not closed; `null` when he has none.
 */
export function defaultListIdOf(lists: readonly ListSummary[]): string | null {
  const open = lists.filter((list) => !isListClosed(list.status));
  return (open.find((list) => list.isDefault) ?? open[0])?.id ?? null;
}

/**
 * [S4.11] [S2.50] The add-to-list flow's engine, a chunk of its own that `AddToListFlow` mounts
 * beside the page (once the browser is idle after the first paint, or at the first start): it runs
 * the pure machine's effects with the api-client (profile, product, lists, country, list creation,
 * add, add anyway, item updates) and shows the flow's popups (country confirmation, unavailable
 * country, already in list, product added). It gives its start function to the host once mounted
 * and tells it whether calls are running.
 */
export function AddToListEngine({
  loginHref,
  assign,
  currentList,
  onAddAnother,
  onReady,
  onBusyChange,
}: AddToListEngineProps) {
  const dispatch = useProductDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [machine, setMachine] = useState<AddToListMachine>(initialAddToListMachine);
  const machineRef = useRef(machine);
  const nextRunId = useRef(1);

  // What the effects read, always the latest (they run outside render).
  const context = useRef({ loginHref, assign, currentList, onAddAnother, navigate, location });
  useEffect(() => {
    context.current = { loginHref, assign, currentList, onAddAnother, navigate, location };
  });

  /** Runs one effect of the flow; its outcome goes back to the machine through `send`. */
  const run = useCallback(
    async (effect: FlowEffect, send: (event: FlowEvent) => void): Promise<void> => {
      const ctx = context.current;
      switch (effect.type) {
        case 'checkSession': {
          const result = await dispatch(
            usersApi.endpoints.getUserProfile.initiate(undefined, { subscribe: false }),
          );
          if (result.data === undefined) {
            send({ type: 'sessionFailed', runId: effect.runId });
            return;
          }
          const profile = result.data;
          const logged = profile.logged && isLogged(profile);
          send({
            type: 'sessionChecked',
            runId: effect.runId,
            logged,
            staff: profile.logged && isStaff(profile),
          });
          return;
        }
        case 'redirectToLogin': {
          const back =
            effect.redirectPath ?? hrefFor('ViewFromSearch', { productId: effect.codeAx });
          const url = ctx.loginHref(back);
          (ctx.assign ?? ((href: string) => window.location.assign(href)))(url);
          return;
        }
        case 'fetchProduct': {
          const result = await dispatch(
            productsApi.endpoints.getProduct.initiate(effect.codeAx, { subscribe: false }),
          );
          if (result.data === undefined) {
            send({ type: 'productFailed', runId: effect.runId });
            return;
          }
          send({
            type: 'productFetched',
            runId: effect.runId,
            product: {
              codeAx: result.data.codeAx,
              name: result.data.productName,
              stock: result.data.availability,
            },
          });
          return;
        }
        case 'loadDefaultList': {
          const result = await dispatch(
            listsApi.endpoints.getListsByHybrisId.initiate(undefined, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
          if (result.data === undefined) {
            send({ type: 'defaultListFailed', runId: effect.runId });
            return;
          }
          send({
            type: 'defaultListLoaded',
            runId: effect.runId,
            listId: defaultListIdOf(result.data.lists),
          });
          return;
        }
        case 'loadCountry': {
          const result = await dispatch(
            userAccountApi.endpoints.getUserCountry.initiate(undefined, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
          if (result.data === undefined) {
            send({ type: 'countryFailed', runId: effect.runId });
            return;
          }
          send({ type: 'countryLoaded', runId: effect.runId, isoCode: result.data.isoCode });
          return;
        }
        case 'saveCountry': {
          const result = await dispatch(
            userAccountApi.endpoints.setUserCountry.initiate(effect.isoCode),
          );
          send(
            'data' in result
              ? { type: 'countrySaved', runId: effect.runId }
              : { type: 'countrySaveFailed', runId: effect.runId },
          );
          return;
        }
        case 'createList': {
          const result = await dispatch(
            // [S4.11] A DRAFT without a contact store: the customer completes it in the list form.
            listChangesApi.endpoints.createList.initiate({ title: effect.title, status: 'DRAFT' }),
          );
          if ('data' in result && result.data !== undefined) {
            send({ type: 'listCreated', runId: effect.runId, listId: result.data.id });
            return;
          }
          const { data } = failureOf(result.error);
          send({
            type: 'listCreateFailed',
            runId: effect.runId,
            code: textField(data, 'code'),
            message: textField(data, 'message'),
          });
          return;
        }
        case 'addItem': {
          const { quantity, message, priority, hidden } = effect.choices;
          const result = await dispatch(
            listItemsApi.endpoints.addItemToList.initiate({
              listId: effect.listId,
              body: {
                productReference: effect.codeAx,
                ...(quantity === undefined ? {} : { quantity }),
                ...(message === undefined || message === '' ? {} : { message }),
                ...(priority === undefined ? {} : { priority }),
                ...(hidden === undefined ? {} : { hidden }),
              },
            }),
          );
          if ('data' in result && result.data !== undefined) {
            send({ type: 'itemAdded', runId: effect.runId, item: itemOf(result.data) });
            return;
          }
          const { status, data } = failureOf(result.error);
          if (status === ALREADY_IN_LIST_STATUS) {
            // [S4.11] Already in the list: the answer carries the item as it is.
            const item: FlowItem = isApiListItem(data)
              ? itemOf(data)
              : { codeAx: effect.codeAx, quantity: 1, message: '', priority: false, hidden: false };
            send({ type: 'alreadyInList', runId: effect.runId, item });
            return;
          }
          send({ type: 'addFailed', runId: effect.runId });
          return;
        }
        case 'addAnyway': {
          const result = await dispatch(
            listItemsApi.endpoints.addItemToListByReference.initiate({
              listId: effect.listId,
              body: { reference: effect.codeAx, quantity: 1 },
            }),
          );
          send(
            'data' in result && result.data !== undefined
              ? { type: 'addAnywayDone', runId: effect.runId, item: itemOf(result.data) }
              : { type: 'addAnywayFailed', runId: effect.runId },
          );
          return;
        }
        case 'updateItem': {
          const result = await dispatch(
            listItemsApi.endpoints.updateListItem.initiate({
              listId: effect.listId,
              codeAx: effect.codeAx,
              body: effect.patch,
            }),
          );
          send(
            'data' in result
              ? { type: 'itemSaved', runId: effect.runId }
              : { type: 'itemSaveFailed', runId: effect.runId },
          );
          return;
        }
        case 'toast':
          if (effect.variant === 'success') toast.success(effect.message);
          else toast.error(effect.message);
          return;
        case 'goToList':
          // [S4.11] The owner's list page, scrolled to the product's card.
          void ctx.navigate(
            `${hrefFor('ListByIdOwner', { id: effect.listId })}#${productElementId(effect.codeAx)}`,
          );
          scrollToProductWhenShown(effect.codeAx);
          return;
        case 'addAnother':
          // [S4.11] Back to the search when the flow started on ViewFromSearch and there is a page
          // to go back to in the app; otherwise the overlay opens again.
          if (effect.mode === 'back' && ctx.location.key !== 'default') void ctx.navigate(-1);
          else ctx.onAddAnother?.();
          return;
      }
    },
    [dispatch],
  );

  const send = useCallback(
    function sendEvent(event: FlowEvent) {
      const next = addToListReducer(machineRef.current, event);
      if (next === machineRef.current) return;
      machineRef.current = next;
      setMachine(next);
      for (const effect of next.effects) void run(effect, sendEvent);
    },
    [run],
  );

  const start = useCallback<StartFlow>(
    (product, options = {}) => {
      const runId = nextRunId.current;
      nextRunId.current += 1;
      send({ type: 'start', runId, product, options, currentList: context.current.currentList });
    },
    [send],
  );

  const { state } = machine;
  const busy = isFlowBusy(state);
  // Layout effects: the host's context follows in the same commit, before the browser paints.
  useLayoutEffect(() => onReady(start), [onReady, start]);
  useLayoutEffect(() => onBusyChange(busy), [onBusyChange, busy]);
  const productName = state.step === 'idle' ? undefined : state.request.productName || undefined;

  return (
    <>
      <VisuallyHidden role="status">{busy ? productMessages.ADDING_TO_LIST : ''}</VisuallyHidden>
      <CountryConfirmPopup
        open={state.step === 'confirmCountry'}
        loading={state.step === 'confirmCountry' && state.saving}
        onCancel={() => send({ type: 'cancelCountry' })}
        onConfirm={() => send({ type: 'confirmCountry' })}
      />
      <UnavailableCountryPopup
        open={state.step === 'unavailableCountry'}
        onClose={() => send({ type: 'close' })}
      />
      <AlreadyInListPopup
        open={state.step === 'alreadyInList'}
        {...(productName === undefined ? {} : { productName })}
        loading={state.step === 'alreadyInList' && state.adding}
        onAddAnyway={() => send({ type: 'addAnyway' })}
        onCancel={() => send({ type: 'cancelAddAnyway' })}
      />
      <ProductAddedPopup
        open={state.step === 'added'}
        {...(productName === undefined ? {} : { productName })}
        comment={state.step === 'added' ? state.item.message : ''}
        indispensable={state.step === 'added' && state.item.priority}
        isPrivate={state.step === 'added' && state.item.hidden}
        saveStatus={state.step === 'added' ? state.saveStatus : 'idle'}
        onCommentChange={(message) => send({ type: 'changeItem', patch: { message } })}
        onIndispensableChange={(priority) => send({ type: 'changeItem', patch: { priority } })}
        onPrivateChange={(hidden) => send({ type: 'changeItem', patch: { hidden } })}
        onGoToList={() => send({ type: 'goToList' })}
        onAddAnother={() => send({ type: 'addAnother' })}
        onConfirm={() => send({ type: 'confirm' })}
        onClose={() => send({ type: 'close' })}
      />
    </>
  );
}
