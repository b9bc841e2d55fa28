import { EDIT_STATE_QUANTITY } from '@ldn/domain';
import { toast, useScreenAction } from '@ldn/ui-kit';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAddToList } from '../add-to-list/add-to-list-flow';
import type { AddToListOptions } from '../add-to-list/add-to-list-machine';
import type { ProductChoices } from '../product-page/product-choices-form';
import { addRefusal } from '../product-page/add-product-view';
import type { ProductDetails } from '../product-model';

/** [S4.2] A product added afresh starts from the edit state's quantity, 1, and no choice. */
export const FRESH_CHOICES: ProductChoices = {
  quantity: EDIT_STATE_QUANTITY,
  comment: '',
  indispensable: false,
  isPrivate: false,
};

/**
 * What ViewFromSearch and ViewFromClosedList share: the choices of the form, the add through the
 * flow, the bar's 'addToList' action, and the stock told to the shell.
 */
export function useAddPage(
  details: ProductDetails | undefined,
  {
    staff,
    addAnother,
    onStockKnown,
  }: {
    readonly staff: boolean;
    readonly addAnother: AddToListOptions['addAnother'];
    readonly onStockKnown: ((permanentlyOutOfStock: boolean) => void) | undefined;
  },
) {
  const location = useLocation();
  const { addToList, busy } = useAddToList();
  const [choices, setChoices] = useState<ProductChoices>(FRESH_CHOICES);

  useEffect(() => {
    if (details !== undefined) onStockKnown?.(details.stock === 'PERMANENTLY_OUT_OF_STOCK');
  }, [details, onStockKnown]);

  const add = () => {
    if (details === undefined) return;
    const refusal = addRefusal(details, staff);
    // The bar's button cannot be disabled from the page: it says why instead.
    if (refusal !== null) {
      toast.error(refusal);
      return;
    }
    addToList(
      { id: details.codeAx, title: details.name },
      {
        quantity: choices.quantity,
        message: choices.comment,
        priority: choices.indispensable,
        hidden: choices.isPrivate,
        addAnother,
        redirectPath: `${location.pathname}${location.search}`,
      },
    );
  };
  useScreenAction('addToList', add);

  return { choices, setChoices, add, busy };
}
