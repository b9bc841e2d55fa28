import { cartMessages, type CartErrorOutcome } from '@ldn/domain';
import styled from 'styled-components';
import { popupMessages } from '../popup-messages';
import { Button } from '../primitives/button';
import { Dialog, onClosing } from '../primitives/dialog';

const Items = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Text = styled.p`
  margin: 0;
`;

/** A refused product as the popup lists it. */
export interface RefusedItem {
  readonly code: string;
  /** Its name; the code is shown when unknown. */
  readonly productName?: string;
}

export interface CartErrorPopupProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** [S8.4] What the domain's `parseCartError(body)` returns. */
  readonly outcome: CartErrorOutcome;
  /**
   * [S4.4] The refused entries removed from the cart (the domain's `splitEntriesByRefusedCodes`),
   * for their names; without them the refused codes are listed.
   */
  readonly refusedItems?: readonly RefusedItem[];
}

/**
 * [S2.50] [S4.4] [S8.4] The cart could not be validated: the products the server refused (now
 * removed from the cart), introduced once (as being bought right now when that is the only
 * reason [S5.5]); else the server's message, else DIFFICULTIES_TO_VALIDATE_CART.
 */
export function CartErrorPopup({ open, onClose, outcome, refusedItems }: CartErrorPopupProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onClosing(onClose)}
      title={popupMessages.CART_ERROR_TITLE}
      actions={<Button onClick={onClose}>{popupMessages.UNDERSTOOD}</Button>}
    >
      {outcome.kind === 'refusedItems' ? (
        // The list's own sentence says what the server's general message says ("no longer
        // available, removed", or "being bought by someone else right now"): said once, above
        // the products.
        <>
          <Text>
            {outcome.reason === 'PURCHASE_IN_PROGRESS'
              ? popupMessages.CART_ITEMS_BEING_BOUGHT
              : popupMessages.CART_REFUSED_ITEMS}
          </Text>
          <Items>
            {(refusedItems ?? outcome.refusedCodes.map((code): RefusedItem => ({ code }))).map(
              (item) => (
                <li key={item.code}>{item.productName ?? item.code}</li>
              ),
            )}
          </Items>
        </>
      ) : (
        <Text>
          {outcome.kind === 'message' ? outcome.message : cartMessages[outcome.messageCode]}
        </Text>
      )}
    </Dialog>
  );
}
