import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { detailsOfListItem, detailsOfProduct } from '../product-model';
import { makeGroupGiftItem, makeItem, makeProduct } from '../test/fixtures';
import { ListProductView, type ListProductViewProps } from './list-product-view';

function Stateful(props: Omit<ListProductViewProps, 'cartQuantity' | 'onCartQuantityChange'>) {
  const [quantity, setQuantity] = useState(1);
  return <ListProductView {...props} cartQuantity={quantity} onCartQuantityChange={setQuantity} />;
}

const item = makeItem();
const details = detailsOfListItem(item, makeProduct());

const meta = {
  title: 'feature-product/ListProductView (ViewFromList)',
  component: Stateful,
  args: {
    details,
    wanted: 3,
    gifted: 1,
    comment: item.message,
    indispensable: true,
    isPrivate: false,
    managesList: false,
    staff: false,
    editHref: '/product/demo00parent/12345678/edit',
    listHref: '/list/demo00parent',
    onAddToCart: () => undefined,
    cartHref: '/list/demo00parent/cart',
  },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.9] [S2.54] A relative: quantities, the parents' word, the quantity to gift and 'Ajouter au panier'. */
export const Guest: Story = {};

/** [S5.5] One unit already in the cart and one reserved by a payment under way. */
export const InCartAndReserved: Story = { args: { wanted: 4, inCart: 1, inProgress: 1 } };

/** [S5.5] The last unit left is in the visitor's cart: said so, with the way to the cart. */
export const AllLeftInCart: Story = { args: { wanted: 1, gifted: 0, inCart: 1 } };

/** [S5.5] The last unit is held by a payment or an in-store sale under way: being bought now. */
export const BeingBought: Story = { args: { wanted: 1, gifted: 0, inProgress: 1 } };

/** [S2.54] The addition on its way. */
export const Adding: Story = { args: { adding: true } };

/** [S3.9] Offert: nothing left to gift. */
export const Gifted: Story = {
  args: {
    wanted: 2,
    gifted: 2,
    details: detailsOfListItem(
      makeItem({ quantity: 2, quantityOfContributedItems: 2, availability: 'GIFTED' }),
    ),
  },
};

/** [S6.4] Indisponible: relatives cannot add it to the cart. */
export const Unavailable: Story = {
  args: {
    details: detailsOfListItem(
      makeItem({ availability: 'UNAVAILABLE', stockAvailability: 'UNAVAILABLE' }),
    ),
  },
};

/** [S2.9] [S2.11] The owner: the way to edit, and the private mark. */
export const Owner: Story = { args: { managesList: true, isPrivate: true } };

/** [S4.2] [S2.58] The owner of a permanently out-of-stock product cannot edit it. */
export const OwnerPermanentlyOutOfStock: Story = {
  args: {
    managesList: true,
    details: detailsOfListItem(
      makeItem({
        availability: 'PERMANENTLY_OUT_OF_STOCK',
        stockAvailability: 'PERMANENTLY_OUT_OF_STOCK',
      }),
    ),
  },
};

/** [S6.4] Staff act whatever the stock. */
export const Staff: Story = {
  args: {
    managesList: true,
    staff: true,
    details: detailsOfListItem(
      makeItem({
        availability: 'PERMANENTLY_OUT_OF_STOCK',
        stockAvailability: 'PERMANENTLY_OUT_OF_STOCK',
      }),
    ),
  },
};

/** A catalogue product with no description, as a list shows it before the catalogue answers. */
export const WithoutDescription: Story = {
  args: { details: { ...detailsOfProduct(makeProduct()), description: '' } },
};

const groupGift = makeGroupGiftItem();
const groupGiftArgs = {
  wanted: 1,
  gifted: 0,
  details: detailsOfListItem(groupGift, makeProduct()),
  groupGift: groupGift.groupGift,
  onParticipate: () => Promise.resolve(true),
};

/** A group gift ("Cadeau commun"): the funded part, what remains, and 'Participer'. */
export const GroupGift: Story = { args: groupGiftArgs };

/** A group gift with the visitor's part already in the cart. */
export const GroupGiftPartInCart: Story = { args: { ...groupGiftArgs, partInCart: 2500 } };

/** A group gift whose last euros other relatives are paying right now. */
export const GroupGiftHeld: Story = {
  args: {
    ...groupGiftArgs,
    groupGift: {
      targetAmount: 30000,
      fundedAmount: 25000,
      inProgressAmount: 5000,
      remainingAmount: 0,
    },
  },
};

/** A group gift fully funded: Offert. */
export const GroupGiftFunded: Story = {
  args: {
    ...groupGiftArgs,
    gifted: 1,
    details: detailsOfListItem(
      makeGroupGiftItem({ quantityOfContributedItems: 1, availability: 'GIFTED' }),
    ),
    groupGift: {
      targetAmount: 30000,
      fundedAmount: 30000,
      inProgressAmount: 0,
      remainingAmount: 0,
    },
  },
};
