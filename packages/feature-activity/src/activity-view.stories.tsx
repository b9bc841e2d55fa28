import { errorToastMessages } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ActivityView } from './activity-view';
import { CloseListDialog } from './close-list-dialog';
import { closingMessages } from './messages';
import {
  ANONYMOUS_WALLET,
  CANCELLED,
  COUPON,
  GIFT,
  GROUP_GIFT_TO_WALLET,
  historicsAnswer,
  NOT_REACHED,
  SELF_PURCHASE,
  STROLLER,
} from './test/historics';

const OWNER = { isOwner: true, isStaff: false };
const STAFF = { isOwner: false, isStaff: true };

/** The closing section as the screen renders it (its button opens the dialog). */
function ClosingSection() {
  return (
    <section aria-label={closingMessages.SECTION}>
      <p>{closingMessages.SECTION_TEXT}</p>
      <button type="button">{closingMessages.CLOSE_MY_LIST}</button>
    </section>
  );
}

const meta = {
  title: 'feature-activity/ActivityView',
  component: ActivityView,
  args: {
    listId: 'demo00parent',
    listTitle: 'La liste de Léa',
    phase: 'published',
    viewer: OWNER,
    historics: historicsAnswer([STROLLER, ANONYMOUS_WALLET, GIFT, SELF_PURCHASE]),
    selectedFilters: [],
    onToggleFilter: fn(),
    onClearFilters: fn(),
    onThank: fn(),
    onReturn: fn(),
    onCancelReturn: fn(),
    onCancelContribution: fn(),
    onCancelWallet: fn(),
    closeList: <ClosingSection />,
  },
} satisfies Meta<typeof ActivityView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** [S2.41] [S4.9] The owner's activity, reward threshold reached. */
export const RewardReached: Story = {};

/** [S2.41] [S4.9] Below the threshold: what remains to buy, the bar part-filled. */
export const RewardNotReached: Story = {
  args: { historics: historicsAnswer([STROLLER, GIFT], NOT_REACHED) },
};

/** [S2.41] Nothing yet. */
export const Empty: Story = {
  args: {
    historics: historicsAnswer([], {
      purchaseAmount: 0,
      rewardAmount: 0,
      remainingAmountForReward: 30000,
      walletAmount: 0,
      walletTotalAmount: 0,
    }),
  },
};

/** What the 'À remercier' view needs in a story. */
const toThank = (selected: readonly number[], count = 2) => ({
  active: true,
  count,
  onShow: fn(),
  selected: new Set(selected),
  onSelect: fn(),
  onSelectAll: fn(),
  onThank: fn(),
});

/** [S4.8] The owner's activity, with the 'À remercier' chip and its count. */
export const WithToThankCount: Story = { args: { toThank: { ...toThank([]), active: false } } };

/** [S4.8] 'À remercier': what is left to thank, oldest first, nothing chosen yet. */
export const ToThank: Story = {
  args: { historics: historicsAnswer([ANONYMOUS_WALLET, STROLLER]), toThank: toThank([]) },
};

/** [S4.8] 'À remercier' with both chosen, ready for one message. */
export const ToThankSelected: Story = {
  args: {
    historics: historicsAnswer([ANONYMOUS_WALLET, STROLLER]),
    toThank: toThank([ANONYMOUS_WALLET.id, STROLLER.id]),
  },
};

/** [S4.8] 'À remercier' once everyone is thanked. */
export const ToThankNone: Story = {
  args: { historics: historicsAnswer([]), toThank: toThank([], 0) },
};

/** [S2.41] Filter ITEMS. */
export const FilterItems: Story = {
  args: { selectedFilters: ['ITEMS'], historics: historicsAnswer([STROLLER, GIFT, SELF_PURCHASE]) },
};

/** [S2.41] Filter WALLET. */
export const FilterWallet: Story = {
  args: { selectedFilters: ['WALLET'], historics: historicsAnswer([ANONYMOUS_WALLET, GIFT]) },
};

/** [S2.41] Filter COUPON on an open list: none yet. */
export const FilterCouponEmpty: Story = {
  args: { selectedFilters: ['COUPON'], historics: historicsAnswer([]) },
};

/** [S2.41] Filter RETURNED_ITEMS. */
export const FilterReturnedItems: Story = {
  args: { selectedFilters: ['RETURNED_ITEMS'], historics: historicsAnswer([GIFT]) },
};

/** [S3.14] An anonymous contributor: 'Anonyme'. */
export const Anonymous: Story = { args: { historics: historicsAnswer([ANONYMOUS_WALLET]) } };

/** [S3.14] [S4.8] A contribution cancelled by the store. */
export const Cancelled: Story = { args: { historics: historicsAnswer([CANCELLED, STROLLER]) } };

/** [S4.8] [S1.4] Staff acting for the customer: cancellations, no thanks. */
export const Staff: Story = { args: { viewer: STAFF } };

/** [S2.41] The activity is loading. */
export const Loading: Story = { args: { historics: undefined, loading: true } };

/** [S8.2] The activity could not be loaded. */
export const LoadFailed: Story = {
  args: { historics: undefined, error: errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA },
};

/** [S4.1] [S7.26] Closed: Cloturée, the coupons, 'Cadeaux remis'. */
export const Closed: Story = {
  args: {
    phase: 'closed',
    closingDate: '2026-10-05T09:00:00.000Z',
    historics: historicsAnswer([COUPON, STROLLER, ANONYMOUS_WALLET, GIFT]),
    giftDelivered: { checked: false, pending: false, onChange: fn() },
    closeList: undefined,
  },
};

/** [S4.1] Closed with an unfinished group gift: its funded part went to the wallet. */
export const ClosedGroupGiftToWallet: Story = {
  args: {
    ...Closed.args,
    historics: historicsAnswer([COUPON, GROUP_GIFT_TO_WALLET, STROLLER]),
  },
};

/** [S4.1] [S7.26] Closed, gifts handed over. */
export const ClosedGiftDelivered: Story = {
  args: {
    ...Closed.args,
    giftDelivered: { checked: true, pending: false, onChange: fn() },
  },
};

/** [S2.7] Someone else than the parents. */
export const NotTheParents: Story = { args: { viewer: { isOwner: false, isStaff: false } } };

/** [S4.1] [S7.19] The closing dialog open over the activity. */
export const ClosingDialog: Story = {
  args: {
    closeList: (
      <CloseListDialog
        open
        onOpenChange={fn()}
        closing={false}
        walletAmount={4500}
        reward={historicsAnswer()}
        onConfirm={fn()}
      />
    ),
  },
};
