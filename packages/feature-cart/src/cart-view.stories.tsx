import { EMPTY_CART } from '@ldn/api-client';
import { CartErrorPopup } from '@ldn/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartView } from './cart-view';
import { CheckoutReturnView } from './checkout-return-view';
import { cartAnswer, entry, partEntry, walletEntry } from './test/fixtures';

const meta = {
  title: 'feature-cart/CartView',
  component: CartView,
  args: {
    listTitle: 'La liste de Léa',
    listHref: '/list/demo00parent',
    loadState: 'ready',
    onRetryLoad: fn(),
    cart: cartAnswer(),
    otherCartHref: null,
    fields: { contributorName: 'Josette Martin', contributorEmail: '', message: '' },
    onFieldChange: fn(),
    onFieldBlur: fn(),
    showEmailError: false,
    onQuantityChange: fn(),
    onRemove: fn(),
    onWalletSubmit: fn(),
    onWalletRemove: fn(),
    onDeliveryChange: fn(),
    // [S3.11] A relative is not asked who gives (the holder and staff are: see their stories).
    onClientTypeChange: null,
    onTransactionTypeChange: null,
    busy: false,
    submitting: false,
    validateLabel: 'Valider mon panier',
    validateDisabled: false,
    onValidate: fn(),
    showValidateButton: true,
  },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.43] Two products, the totals, the in-page validate button (desktop). */
export const Items: Story = {};

/** A part of a group gift ("Cadeau commun") beside a product: its amount, no quantity. */
export const GroupGiftPart: Story = {
  args: {
    cart: cartAnswer({
      entries: [entry(), partEntry(4250)],
      itemCount: 3,
      productsTotal: 6830,
      total: 6830,
    }),
  },
};

/** [S2.43] A signed-in relative: his name and e-mail already filled in. */
export const SignedInRelative: Story = {
  args: {
    fields: {
      contributorName: 'Josette Durand',
      contributorEmail: 'proche@example.fr',
      message: '',
    },
  },
};

/**
 * [S9.3] [S3.11] The store delivery just chosen, being saved: it shows as chosen, with its fee,
 * before the server's answer.
 */
export const DeliveryChosenSaving: Story = {
  args: {
    cart: cartAnswer({
      entries: [entry({ quantity: 1 })],
      productsTotal: 1290,
      deliveryOption: 'STORE_DELIVERY',
      deliveryFee: 290,
      total: 1580,
    }),
    busy: true,
    validateDisabled: true,
  },
};

/** [S4.3] Nothing in the cart: back to the list, or a contribution to the wallet. */
export const Empty: Story = { args: { cart: EMPTY_CART } };

/** [S2.31] The visitor's cart belongs to another list. */
export const OtherListCart: Story = {
  args: { cart: EMPTY_CART, otherCartHref: '/list/autreliste/cart' },
};

/** [S9.4] Only a wallet contribution: no delivery to choose. */
export const WalletOnly: Story = {
  args: {
    cart: cartAnswer({
      entries: [walletEntry(50)],
      contributionAmount: 5000,
      productsTotal: 0,
      total: 5000,
    }),
  },
};

/** [S5.1] [S5.8] An invalid e-mail: its error, validation disabled. */
export const InvalidEmail: Story = {
  args: {
    fields: { contributorName: 'Josette', contributorEmail: 'josette@', message: '' },
    showEmailError: true,
    validateDisabled: true,
  },
};

/** [S9.3] Store delivery below 59 €: 2,90 €. */
export const DeliveryPaid: Story = {
  args: {
    cart: cartAnswer({
      entries: [entry({ quantity: 1 })],
      deliveryOption: 'STORE_DELIVERY',
      productsTotal: 1290,
      deliveryFee: 290,
      total: 1580,
    }),
  },
};

/** [S9.3] Store delivery from 59 €: free. */
export const DeliveryFree: Story = {
  args: { cart: cartAnswer({ deliveryOption: 'STORE_DELIVERY' }) },
};

/** [S7.40] [S7.41] The store or the stock cannot deliver. */
export const DeliveryUnavailable: Story = {
  args: { cart: cartAnswer({ storeDeliveryAvailable: false }) },
};

/** [S4.6] Staff also choose the transaction type; the button reads 'Valider la transaction'. */
export const Staff: Story = {
  args: {
    onClientTypeChange: fn(),
    onTransactionTypeChange: fn(),
    validateLabel: 'Valider la transaction',
  },
};

/** [S4.3] Validated: on the way to the payment page. */
export const Submitting: Story = { args: { submitting: true, validateDisabled: true } };

/** A change being saved. */
export const Saving: Story = { args: { busy: true, validateDisabled: true } };

/** Loading, and a cart that could not be read. */
export const Loading: Story = { args: { loadState: 'loading' } };
export const LoadFailed: Story = { args: { loadState: 'error' } };

/** [S4.4] [S8.4] The server refused a product: removed from the cart, listed in the popup. */
export const ErrorPopup: Story = {
  args: { cart: cartAnswer({ entries: [entry()] }) },
  render: (args) => (
    <>
      <CartView {...args} />
      <CartErrorPopup
        open
        onClose={fn()}
        outcome={{
          kind: 'refusedItems',
          refusedCodes: ['10000456'],
          message: 'Certains articles de votre panier ne sont plus disponibles.',
        }}
        refusedItems={[{ code: '10000456', productName: 'Gigoteuse' }]}
      />
    </>
  ),
};

/** [S4.3] Back from the checkout, declined: the cart kept, pay again. */
export const PaymentDeclined: Story = {
  args: {
    banner: <CheckoutReturnView view="declined" listHref="/list/demo00parent" onRetry={fn()} />,
  },
};

/** [S4.3] Back from the checkout, paid and recorded: the thanks above the emptied cart. */
export const PaymentRecorded: Story = {
  args: {
    cart: EMPTY_CART,
    banner: <CheckoutReturnView view="success" listHref="/list/demo00parent" amountCents={6570} />,
  },
};

/** [S3.11] The holder on his own list's cart: 'Qui offre ?' (the holder or a relative). */
export const HolderAskedWhoGives: Story = { args: { onClientTypeChange: fn() } };

/** The live list: someone else has just given the last unit of a line, while the cart was open. */
export const JustGifted: Story = {
  args: {
    cart: cartAnswer({
      entries: [entry({ code: '10000002', details: { qtyMax: 0 } })],
    }),
    justGiftedCodes: ['10000002'],
  },
};
