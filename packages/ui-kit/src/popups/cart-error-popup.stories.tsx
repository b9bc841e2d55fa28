import { parseCartError } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartErrorPopup } from './cart-error-popup';

const meta = {
  title: 'ui-kit/Popups/CartErrorPopup',
  component: CartErrorPopup,
  args: { open: true, onClose: fn(), outcome: parseCartError(null) },
} satisfies Meta<typeof CartErrorPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultMessage: Story = {};
export const ServerMessage: Story = {
  args: { outcome: parseCartError({ errorMsg: 'Le paiement a été refusé.' }) },
};
export const RefusedItems: Story = {
  args: {
    outcome: parseCartError({ hybrisErrorMsg: { items: [{ codeAx: 'A1' }, { codeAx: 'B2' }] } }),
    refusedItems: [
      { code: 'A1', productName: 'Body en coton bio' },
      { code: 'B2', productName: 'Gigoteuse 6-18 mois' },
    ],
  },
};
export const RefusedCodesOnly: Story = {
  args: { outcome: parseCartError({ ldnErrorMsg: { items: ['A1'] } }) },
};
/** [S5.5] Refused only because someone else is paying for them right now. */
export const ItemsBeingBought: Story = {
  args: {
    outcome: parseCartError({
      ldnErrorMsg: {
        reason: 'PURCHASE_IN_PROGRESS',
        items: [{ codeAx: 'A1', reason: 'PURCHASE_IN_PROGRESS', remaining: 0 }],
      },
    }),
    refusedItems: [{ code: 'A1', productName: 'Body en coton bio' }],
  },
};
