import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { screenKickers, productMessages } from '../messages';
import { detailsOfProduct } from '../product-model';
import { makeProduct, makeProductWithVariants } from '../test/fixtures';
import { AddProductView, type AddProductViewProps } from './add-product-view';
import type { ProductChoices } from './product-choices-form';

const FRESH: ProductChoices = { quantity: 1, comment: '', indispensable: false, isPrivate: false };

/** The view with its form alive, as the screens hold it. */
function Stateful(
  props: Omit<AddProductViewProps, 'choices' | 'onChoicesChange'> & { initial?: ProductChoices },
) {
  const { initial = FRESH, ...rest } = props;
  const [choices, setChoices] = useState(initial);
  return <AddProductView {...rest} choices={choices} onChoicesChange={setChoices} />;
}

const meta = {
  title: 'feature-product/AddProductView (ViewFromSearch, ViewFromClosedList)',
  component: Stateful,
  args: {
    details: detailsOfProduct(makeProduct()),
    kicker: screenKickers.ViewFromSearch,
    staff: false,
    busy: false,
    onAdd: () => undefined,
    onSelectVariant: () => undefined,
  },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.12] In stock: the form and 'Ajouter à ma liste'. */
export const InStock: Story = {};

/** [S6.4] Indisponible: a customer cannot add (button disabled, the reason said). */
export const Unavailable: Story = {
  args: { details: detailsOfProduct(makeProduct({ availability: 'UNAVAILABLE' })) },
};

/** [S6.4] [S2.58] Définitivement en rupture: a customer cannot add. */
export const PermanentlyOutOfStock: Story = {
  args: { details: detailsOfProduct(makeProduct({ availability: 'PERMANENTLY_OUT_OF_STOCK' })) },
};

/** [S6.4] Staff add whatever the stock. */
export const Staff: Story = {
  args: {
    staff: true,
    details: detailsOfProduct(makeProduct({ availability: 'PERMANENTLY_OUT_OF_STOCK' })),
  },
};

/** [S3.17] Sizes and colours: a choice switches the product code. */
export const Variants: Story = {
  args: { details: detailsOfProduct(makeProductWithVariants()) },
};

/** [S2.10] From a closed list: edit state true (quantity 1) and the note. */
export const ClosedList: Story = {
  args: { kicker: screenKickers.ViewFromClosedList, note: productMessages.FROM_CLOSED_LIST },
};

/** [S5.6] The comment at its 255 characters: the counter turns red. */
export const CommentAt255: Story = {
  args: { initial: { ...FRESH, comment: 'Merci pour ce joli cadeau ! '.repeat(10).slice(0, 255) } },
};

/** [S4.11] The add-to-list flow is running. */
export const Adding: Story = { args: { busy: true } };

/** [S3.17] No price known: 'Prix indisponible'. */
export const PriceUnavailable: Story = {
  args: { details: detailsOfProduct(makeProduct({ prices: { amount: Number.NaN, display: '' } })) },
};

/** [S2.56] On a phone the bottom bar carries the button. */
export const WithBottomBar: Story = { args: { barShowsAction: true } };
