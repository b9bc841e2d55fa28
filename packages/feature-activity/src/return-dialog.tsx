import type { ContributionEntry, EntryReturns } from '@ldn/api-client';
import { clampQuantity, formatDateTime, returnQuantityBounds } from '@ldn/domain';
import { Button, Dialog, QuantityStepper, uiMessages } from '@ldn/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { activityMessages } from './messages';

const Text = styled.p`
  margin: 0;
`;

const Product = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const History = styled.section`
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** [S7.33] Marking units returned, or cancelling returns. */
export type ReturnDialogMode = 'return' | 'cancelReturn';

export interface ReturnDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly mode: ReturnDialogMode;
  readonly entry: ContributionEntry;
  /** [S7.34] The entry's past returns, when known. */
  readonly history?: EntryReturns['returns'] | undefined;
  readonly pending: boolean;
  /** The server's refusal (CANT_CANCEL_RETURN...), if any. */
  readonly error?: string | undefined;
  /** The quantity, always within [S5.3]'s bounds. */
  readonly onConfirm: (quantity: number) => void;
}

/**
 * [S4.8] [S5.3] [S7.33] [S7.34] The return popup: how many units of a gifted line came back to
 * the store (1 to the returnable count), or how many returns to cancel (1 to the returned count),
 * with the line's history of returns.
 */
export function ReturnDialog({
  open,
  onOpenChange,
  mode,
  entry,
  history,
  pending,
  error,
  onConfirm,
}: ReturnDialogProps) {
  const isReturn = mode === 'return';
  const max = isReturn ? entry.returnableQuantity : entry.quantityReturned;
  const bounds = returnQuantityBounds(max);
  const [quantity, setQuantity] = useState(() => clampQuantity(1, bounds));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={isReturn ? activityMessages.RETURN_TITLE : activityMessages.CANCEL_RETURN_TITLE}
      description={
        isReturn ? activityMessages.RETURN_TEXT(max) : activityMessages.CANCEL_RETURN_TEXT(max)
      }
      actions={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            {uiMessages.CANCEL}
          </Button>
          <Button
            loading={pending}
            disabled={!bounds.allowed}
            onClick={() => onConfirm(clampQuantity(quantity, bounds))}
          >
            {isReturn ? activityMessages.CONFIRM_RETURN : activityMessages.CONFIRM_CANCEL_RETURN}
          </Button>
        </>
      }
    >
      <Product>{entry.productName}</Product>
      <Text>{activityMessages.QUANTITY(entry.quantity)}</Text>
      <QuantityStepper
        value={quantity}
        onChange={setQuantity}
        bounds={bounds}
        disabled={pending}
        label={
          isReturn ? activityMessages.RETURN_QUANTITY : activityMessages.CANCEL_RETURN_QUANTITY
        }
      />
      {history !== undefined && history.length > 0 && (
        <History aria-label={activityMessages.RETURN_HISTORY}>
          <h3>{activityMessages.RETURN_HISTORY}</h3>
          <ul>
            {history.map((event) => {
              const date = formatDateTime(event.date).date;
              return (
                <li key={event.id}>
                  {event.type === 'RETURN'
                    ? activityMessages.RETURN_EVENT(event.quantity, date)
                    : activityMessages.RETURN_CANCELLED_EVENT(event.quantity, date)}
                </li>
              );
            })}
          </ul>
        </History>
      )}
      {error !== undefined && <Problem role="alert">{error}</Problem>}
    </Dialog>
  );
}
