import { listBarFor } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BottomBar } from './bottom-bar';

const parent = { pk: 'u-1', roles: [] };
const seller = { pk: 's-1', roles: ['SELLER'] };
const list = { id: 'L42', phase: 'published', isOwner: true, walletAmountCents: 125_000 } as const;

const meta = {
  title: 'ui-kit/Layout/BottomBar',
  component: BottomBar,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { variant: 'createList', user: parent, onAction: fn() },
} satisfies Meta<typeof BottomBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreateList: Story = {};
export const ListBar: Story = {
  args: { variant: 'listBar', listBar: listBarFor({ user: parent, list }) },
};
/** [S4.8] The owner has contributions left to thank. */
export const ListBarToThank: Story = {
  args: { variant: 'listBar', listBar: listBarFor({ user: parent, list, toThankCount: 3 }) },
};
export const StaffListBar: Story = {
  args: { variant: 'listBar', user: seller, listBar: listBarFor({ user: seller, list }) },
};
export const Participate: Story = {
  args: {
    variant: 'listBar',
    listBar: listBarFor({ user: parent, list: { ...list, isOwner: false } }),
  },
};
export const ClosedListBar: Story = {
  args: {
    variant: 'closedListBar',
    listBar: listBarFor({ user: parent, list: { ...list, phase: 'closed' } }),
  },
};
export const AddToCart: Story = { args: { variant: 'addToCart' } };
export const AddToCartLoading: Story = { args: { variant: 'addToCart', loading: true } };
/**
 * [S2.54] [S5.5] The page has nothing to add (every unit gifted): the button is disabled and
 * carries the page's reason as its description.
 */
export const AddToCartNothingToAdd: Story = {
  args: {
    variant: 'addToCart',
    actionStates: new Map([
      [
        'addToCart',
        { disabled: true, busy: false, reason: 'Ce produit a déjà été entièrement offert.' },
      ],
    ]),
  },
};
export const AddToList: Story = { args: { variant: 'addToList' } };
export const SaveSettings: Story = { args: { variant: 'saveSettings' } };
export const SaveChanges: Story = { args: { variant: 'saveChanges' } };
export const ShareValidated: Story = {
  args: { variant: 'shareValidated', listId: 'L42', isListOwner: true },
};
/** [S2.55] A relative on the share page: back to the list's public page. */
export const ShareValidatedRelative: Story = {
  args: { variant: 'shareValidated', listId: 'L42', isListOwner: false },
};
export const Cart: Story = {
  args: {
    variant: 'cart',
    cart: {
      totalCents: 8_990,
      validate: { entries: [{ code: 'A1', quantity: 1 }], isLoading: false, contributorEmail: '' },
    },
  },
};
export const Hidden: Story = { args: { variant: null } };
