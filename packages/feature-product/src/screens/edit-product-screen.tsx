import {
  useGetListItemQuery,
  useGetProductQuery,
  useRemoveListItemMutation,
  useUpdateListItemMutation,
  useUpdateReceivedElsewhereMutation,
  useUpdateGroupGiftMutation,
  type ApiListItem,
} from '@ldn/api-client';
import {
  GROUP_GIFT_DEFAULT_MIN_PRICE_CENTS,
  applyWantedQuantity,
  canRemoveItem,
  errorToastMessages,
  hrefFor,
  productElementId,
  receivedElsewhereBounds,
  successToastMessages,
} from '@ldn/domain';
import { toast, useScreenAction } from '@ldn/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { scrollToProductWhenShown } from '../add-to-list/scroll-to-product';
import { productMessages } from '../messages';
import { EditProductView, saveRefusal } from '../product-page/edit-product-view';
import { LoadState } from '../product-page/load-state';
import { ReceivedElsewhereForm } from '../product-page/received-elsewhere-form';
import { GroupGiftSwitch } from '../product-page/group-gift-switch';
import type { ProductChoices } from '../product-page/product-choices-form';
import { useViewer } from '../product-page/use-viewer';
import { detailsOfListItem } from '../product-model';

export interface EditProductScreenProps {
  /** [S2.58] Tells the shell whether the product is permanently out of stock. */
  readonly onStockKnown?: ((permanentlyOutOfStock: boolean) => void) | undefined;
  /** [S2.56] The phone's bottom bar shows 'Enregistrer les modifications'. */
  readonly barShowsAction?: boolean | undefined;
}

const choicesOf = (item: ApiListItem): ProductChoices => ({
  quantity: item.quantity,
  comment: item.message,
  indispensable: item.priority,
  isPrivate: item.hidden,
});

/** The body of a failed call, when it has one. */
function errorData(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const { data } = error;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/**
 * [S2.11] EditProduct `/product/{id}/{productId}/edit` (owner only, the shell guards it): the item
 * of the list in a form; 'saveChanges' (bar or page button) saves it [S7.22], the removal deletes
 * it [S7.16]; both go back to the owner's list, scrolled to the product.
 */
export function EditProductScreen({ onStockKnown, barShowsAction }: EditProductScreenProps) {
  const { id: listId = '', productId = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  // Once removed, the item is no longer read: its refetch would answer 404 (Not found).
  const [removed, setRemoved] = useState(false);
  const skip = listId === '' || productId === '' || removed;
  const item = useGetListItemQuery({ listId, codeAx: productId }, { skip });
  const product = useGetProductQuery(productId, { skip: productId === '' });
  const [updateItem, update] = useUpdateListItemMutation();
  const [removeItem, removal] = useRemoveListItemMutation();
  const [choices, setChoices] = useState<ProductChoices | null>(null);
  const [markReceived, marking] = useUpdateReceivedElsewhereMutation();
  const [markGroupGift, markingGroupGift] = useUpdateGroupGiftMutation();
  // The units received elsewhere as being chosen; null follows the item as saved.
  const [received, setReceived] = useState<number | null>(null);
  const details = useMemo(
    () => (item.data === undefined ? undefined : detailsOfListItem(item.data, product.data)),
    [item.data, product.data],
  );

  // The form starts from the item as saved (once, so that a refetch does not erase typing), set
  // while rendering as the item arrives.
  if (item.data !== undefined && choices === null) setChoices(choicesOf(item.data));

  useEffect(() => {
    if (details !== undefined) onStockKnown?.(details.stock === 'PERMANENTLY_OUT_OF_STOCK');
  }, [details, onStockKnown]);

  const backToList = () => {
    void navigate(`${hrefFor('ListByIdOwner', { id: listId })}#${productElementId(productId)}`);
    scrollToProductWhenShown(productId);
  };

  const save = async () => {
    if (item.data === undefined || details === undefined || choices === null) return;
    const refusal = saveRefusal(details, viewer.staff);
    if (refusal !== null) {
      toast.error(refusal);
      return;
    }
    // [S5.4] Below the gifted count: set back and said, before asking the server.
    const wanted = applyWantedQuantity(choices.quantity, item.data.quantityOfContributedItems);
    if (wanted.error !== undefined) {
      setChoices({ ...choices, quantity: wanted.quantity });
      toast.error(errorToastMessages.CANT_REDUCE_QUANTITY);
      return;
    }
    const result = await updateItem({
      listId,
      codeAx: productId,
      body: {
        quantity: choices.quantity,
        message: choices.comment,
        priority: choices.indispensable,
        hidden: choices.isPrivate,
      },
    });
    if ('data' in result) {
      toast.success(successToastMessages.PRODUCT_EDITED);
      backToList();
      return;
    }
    const data = errorData(result.error);
    // [S5.4] The server counts units being bought too: it says which quantity to set back.
    if (data.code === 'CANT_REDUCE_QUANTITY' && typeof data.quantity === 'number') {
      setChoices({ ...choices, quantity: data.quantity });
      toast.error(errorToastMessages.CANT_REDUCE_QUANTITY);
      return;
    }
    toast.error(
      typeof data.message === 'string' && data.code === 'CANT_EDIT_PERMANENTLY_OUT_OF_STOCK'
        ? data.message
        : errorToastMessages.ERROR_OCCURED_TRY_AGAIN,
    );
  };
  useScreenAction('saveChanges', () => void save());

  const saveReceived = async () => {
    if (item.data === undefined) return;
    const quantity = received ?? item.data.quantityReceivedElsewhere ?? 0;
    const result = await markReceived({ listId, codeAx: productId, body: { quantity } });
    if ('data' in result) {
      toast.success(productMessages.RECEIVED_ELSEWHERE_SAVED);
      return;
    }
    const data = errorData(result.error);
    // The server's refusals say how many may be marked (the rest was gifted or is being bought).
    const said =
      data.code === 'RECEIVED_ELSEWHERE_TOO_MANY' || data.code === 'PURCHASE_IN_PROGRESS';
    toast.error(
      said && typeof data.message === 'string'
        ? data.message
        : errorToastMessages.ERROR_OCCURED_TRY_AGAIN,
    );
  };

  const saveGroupGift = async (isGroupGift: boolean) => {
    const result = await markGroupGift({ listId, codeAx: productId, body: { isGroupGift } });
    if ('data' in result) {
      toast.success(isGroupGift ? productMessages.GROUP_GIFT_ON : productMessages.GROUP_GIFT_OFF);
      return;
    }
    // The server's refusals say why (price, quantity, already given or funded).
    const data = errorData(result.error);
    toast.error(
      typeof data.message === 'string' &&
        typeof data.code === 'string' &&
        data.code.startsWith('GROUP_GIFT')
        ? data.message
        : errorToastMessages.ERROR_OCCURED_TRY_AGAIN,
    );
  };

  const remove = async () => {
    setRemoved(true);
    const result = await removeItem({ listId, codeAx: productId });
    if ('data' in result) {
      toast.success(productMessages.PRODUCT_REMOVED);
      void navigate(hrefFor('ListByIdOwner', { id: listId }));
      return;
    }
    setRemoved(false);
    const data = errorData(result.error);
    toast.error(
      data.code === 'CANT_REMOVE_PRODUCT' && typeof data.message === 'string'
        ? data.message
        : errorToastMessages.ERROR_OCCURED_TRY_AGAIN,
    );
  };

  if (item.data === undefined || details === undefined || choices === null) {
    return (
      <LoadState state={item.isError ? 'error' : 'loading'} onRetry={() => void item.refetch()} />
    );
  }
  const receivedSaved = item.data.quantityReceivedElsewhere ?? 0;
  const isGroupGift = item.data.isGroupGift === true;
  // The server's floor is a setting (100 € by default): it says so if it differs.
  const groupGiftPossible =
    isGroupGift || item.data.prices.amount >= GROUP_GIFT_DEFAULT_MIN_PRICE_CENTS;
  const groupGiftLocked =
    (item.data.groupGift?.fundedAmount ?? 0) > 0 ||
    (item.data.groupGift?.inProgressAmount ?? 0) > 0;
  return (
    <EditProductView
      details={details}
      gifted={item.data.quantityOfContributedItems - receivedSaved}
      receivedElsewhere={receivedSaved}
      groupGiftSwitch={
        groupGiftPossible ? (
          <GroupGiftSwitch
            checked={isGroupGift}
            pending={markingGroupGift.isLoading}
            locked={groupGiftLocked}
            onChange={(checked) => void saveGroupGift(checked)}
          />
        ) : undefined
      }
      receivedElsewhereForm={
        // Received elsewhere is the family's word: the server refuses it from staff.
        viewer.staff ? undefined : (
          <ReceivedElsewhereForm
            value={received ?? receivedSaved}
            onChange={setReceived}
            bounds={receivedElsewhereBounds({
              ...item.data,
              quantityReceivedElsewhere: receivedSaved,
            })}
            onSave={() => void saveReceived()}
            saving={marking.isLoading}
          />
        )
      }
      choices={choices}
      onChoicesChange={setChoices}
      staff={viewer.staff}
      canRemove={canRemoveItem(item.data) && !groupGiftLocked}
      saving={update.isLoading}
      removing={removal.isLoading}
      onSave={() => void save()}
      onRemove={() => void remove()}
      listHref={hrefFor('ListByIdOwner', { id: listId })}
      barShowsAction={barShowsAction}
    />
  );
}
