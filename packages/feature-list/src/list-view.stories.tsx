import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  DEFAULT_LIST_FILTER_STATE,
  priceRangesOf,
  type ListFilterState,
} from './list-filter-state';
import { ListView, type ListViewProps } from './list-view';
import { PublishBannerView } from './publish-banner';
import { answerWithFilters, birthList, guestList, item, manyItems } from './test/fixtures';

/**
 * The list view [S2.39] with fake answers (no network): the filters are applied as the server does
 * (the domain's rules), so every control works in the canvas.
 */
function ListViewWithFilters(props: ListViewProps) {
  const [filterState, setFilterState] = useState<ListFilterState>(props.filterState);
  const filters = {
    isOffer: filterState.gifted || undefined,
    isPriority: filterState.indispensable || undefined,
    isPrivate: filterState.private || undefined,
    orderBy: filterState.orderBy,
    categories: filterState.categories.length > 0 ? filterState.categories : undefined,
    prices: priceRangesOf(filterState).length > 0 ? priceRangesOf(filterState) : undefined,
  };
  const list = answerWithFilters(props.list, filters);
  return (
    <ListView
      {...props}
      list={list}
      filterState={filterState}
      onFilterChange={(next) => {
        props.onFilterChange(next);
        setFilterState(next);
      }}
    />
  );
}

const meta = {
  title: 'feature-list/ListView',
  component: ListView,
  render: (args) => <ListViewWithFilters {...args} />,
  args: {
    list: birthList(),
    variant: 'owner',
    filterState: DEFAULT_LIST_FILTER_STATE,
    onFilterChange: fn(),
    onOpenProducts: fn(),
    onEditList: fn(),
    messageCount: 2,
  },
} satisfies Meta<typeof ListView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.4] The owner's view: gathered amount, private marks, add buttons, suggestions. */
export const Owner: Story = {};

/** A group gift ("Cadeau commun") among the products: its card says what is funded. */
export const GroupGift: Story = {
  args: {
    variant: 'guest',
    onOpenProducts: undefined,
    onEditList: undefined,
    list: guestList({
      all: [
        item({
          codeAx: '30000042',
          productName: 'Poussette trio',
          brand: 'Bébéconfort',
          prices: { amount: 30000, display: '' },
          category: 'outings',
          quantity: 1,
          quantityOfContributedItems: 0,
          isGroupGift: true,
          groupGift: {
            targetAmount: 30000,
            fundedAmount: 12000,
            inProgressAmount: 0,
            remainingAmount: 18000,
          },
        }),
      ],
    }),
  },
};

/** [S2.3] A relative's view: no private item, no owner button, no suggestion. */
export const Guest: Story = {
  args: { list: guestList(), variant: 'guest', onOpenProducts: undefined, onEditList: undefined },
};

/** [S2.59] A relative on a computer: 'Participer à la cagnotte' in the page (no bottom bar). */
export const GuestDesktopParticipate: Story = {
  args: {
    list: guestList(),
    variant: 'guest',
    onOpenProducts: undefined,
    onEditList: undefined,
    onParticipate: fn(),
    layout: 'desktop',
  },
};

/** [S4.1] A draft with its publish banner. */
export const DraftWithPublishBanner: Story = {
  args: {
    list: birthList({ status: 'DRAFT' }),
    publishBanner: <PublishBannerView onPublish={fn()} publishing={false} />,
  },
};

/** [S6.4] Staff acting for the customer on his draft: staff labels ('la liste du client'). */
export const StaffOnCustomerDraft: Story = {
  args: {
    list: birthList({ status: 'DRAFT', isOwner: false }),
    staff: true,
    publishBanner: <PublishBannerView onPublish={fn()} publishing={false} staff />,
  },
};

/** [S4.1] The publish banner while publishing. */
export const Publishing: Story = {
  args: {
    list: birthList({ status: 'DRAFT' }),
    publishBanner: <PublishBannerView onPublish={fn()} publishing />,
  },
};

/** [S2.39] A list without any product yet. */
export const EmptyList: Story = {
  args: { list: birthList({ all: [] }) },
};

/** [S3.10] Filters that keep nothing: the notice and 'Réinitialiser'. */
export const FilteredWithNoResult: Story = {
  args: {
    filterState: { ...DEFAULT_LIST_FILTER_STATE, indispensable: true, private: true },
  },
};

/** [S3.10] [S9.8] Sorted by ascending price: a flat grid. */
export const SortedByPrice: Story = {
  args: { filterState: { ...DEFAULT_LIST_FILTER_STATE, orderBy: 'price_asc' } },
};

/** [S2.39] demo00items500: 500 products, virtualised. */
export const FiveHundredItems: Story = {
  args: { list: birthList({ id: 'demo00items500', all: manyItems(500) }) },
};

/** [S4.1] A closed list, reduced: the notice, no adding, editing or suggestion. */
export const ClosedList: Story = {
  args: { list: birthList({ status: 'CLOSED' }) },
};

/** [S3.4] The baby's name and birth date hidden, another header image. */
export const HiddenBabyDetails: Story = {
  args: {
    list: guestList({
      informations: { isBabyNameHidden: true, isBabyBirthdayHidden: true, numberImage: 'img8' },
    }),
    variant: 'guest',
    onOpenProducts: undefined,
    onEditList: undefined,
  },
};

/** [S2.51] On a phone: the filters open in a drawer. */
export const Mobile: Story = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile' } },
};

/** The products being read again with new filters: the previous ones stay, dimmed. */
export const Updating: Story = {
  args: { updating: true },
};
