import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { detailsOfListItem } from '../product-model';
import { makeItem, makeProduct } from '../test/fixtures';
import { EditProductView, type EditProductViewProps } from './edit-product-view';
import { GroupGiftSwitch } from './group-gift-switch';
import { ReceivedElsewhereForm } from './received-elsewhere-form';
import type { ProductChoices } from './product-choices-form';

const SAVED: ProductChoices = {
  quantity: 3,
  comment: 'Pour nos promenades au parc !',
  indispensable: true,
  isPrivate: false,
};

function Stateful(
  props: Omit<EditProductViewProps, 'choices' | 'onChoicesChange'> & { initial?: ProductChoices },
) {
  const { initial = SAVED, ...rest } = props;
  const [choices, setChoices] = useState(initial);
  return <EditProductView {...rest} choices={choices} onChoicesChange={setChoices} />;
}

const OUT = {
  availability: 'PERMANENTLY_OUT_OF_STOCK',
  stockAvailability: 'PERMANENTLY_OUT_OF_STOCK',
} as const;

const meta = {
  title: 'feature-product/EditProductView (EditProduct)',
  component: Stateful,
  args: {
    details: detailsOfListItem(makeItem(), makeProduct()),
    gifted: 0,
    staff: false,
    canRemove: true,
    saving: false,
    removing: false,
    onSave: () => undefined,
    onRemove: () => undefined,
    listHref: '/list/demo00parent/detenteur',
  },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.11] The owner edits quantity, comment, indispensable and private, or removes. */
export const OwnerEdit: Story = {};

/** [S5.6] The comment at 255 characters. */
export const CommentAt255: Story = {
  args: { initial: { ...SAVED, comment: 'Un grand merci à tous ! '.repeat(11).slice(0, 255) } },
};

/** [S4.2] [S8.3] Gifted once: no removal, and the message says why. */
export const Contributed: Story = { args: { gifted: 1, canRemove: false } };

/** [S4.2] [S8.3] Définitivement en rupture: no edit. */
export const PermanentlyOutOfStock: Story = {
  args: { details: detailsOfListItem(makeItem(OUT), makeProduct()) },
};

/** [S6.4] Indisponible: a customer cannot save. */
export const Unavailable: Story = {
  args: {
    details: detailsOfListItem(
      makeItem({ availability: 'UNAVAILABLE', stockAvailability: 'UNAVAILABLE' }),
      makeProduct(),
    ),
  },
};

/** [S6.4] Staff save whatever the stock. */
export const Staff: Story = {
  args: { staff: true, details: detailsOfListItem(makeItem(OUT), makeProduct()) },
};

/** Saving. */
export const Saving: Story = { args: { saving: true } };

/** Received elsewhere: 1 gifted through the list, 2 received elsewhere, the section below. */
export const ReceivedElsewhere: Story = {
  args: {
    gifted: 1,
    receivedElsewhere: 2,
    canRemove: false,
    receivedElsewhereForm: (
      <ReceivedElsewhereForm
        value={2}
        onChange={() => undefined}
        bounds={{ allowed: true, min: 0, max: 2 }}
        onSave={() => undefined}
        saving={false}
      />
    ),
  },
};

/** "Cadeau commun": the switch, off, for a product whose price allows it. */
export const GroupGiftOff: Story = {
  args: {
    groupGiftSwitch: (
      <GroupGiftSwitch checked={false} pending={false} locked={false} onChange={() => undefined} />
    ),
  },
};

/** "Cadeau commun" on, parts given: locked, and why. */
export const GroupGiftLocked: Story = {
  args: {
    canRemove: false,
    groupGiftSwitch: <GroupGiftSwitch checked pending={false} locked onChange={() => undefined} />,
  },
};
