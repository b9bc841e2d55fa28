import { screenLabels } from '../messages';
import { isStaff, type RoleHolder } from '../roles';
import { hrefFor } from './href-for';
import { actsAsOwner, type ScreenList } from './list-phase';
import type { MenuEntry } from './menu-entry';
import { walletAmountText } from './wallet-amount-text';

export type ListBarEntryId = 'participate' | 'myList' | 'share' | 'activity' | 'wallet';

/**
 * A list bar entry; the wallet link also shows the wallet amount in `detail`, the Activity link
 * what is left to thank (with `accessibleLabel`, its name saying both).
 */
export type ListBarEntry = MenuEntry<ListBarEntryId> & {
  readonly detail?: string;
  readonly accessibleLabel?: string;
};

export interface ListBarInput {
  readonly user: RoleHolder | null;
  readonly list: ScreenList & { readonly walletAmountCents: number };
  /** [S4.8] The owner's contributions not thanked yet (unknown: none shown). */
  readonly toThankCount?: number | undefined;
}

export type ListBar =
  | { readonly kind: 'participate'; readonly entries: readonly ListBarEntry[] }
  | { readonly kind: 'links'; readonly entries: readonly ListBarEntry[] };

/**
 * [S2.59] [S2.53] [S6.3] [S6.4] The list bar. A non-owner of a Validée list gets one button that opens
 * the contribution popup. Otherwise links: My list ('Liste du client' for staff), Share (not for
 * staff), Activity and Wallet with its amount; a Cloturée list keeps only My list and Activity.
 * My list leads the owner (and staff) to the owner view, anyone else to the public view. The
 * owner's Activity link says how many contributions are left to thank [S4.8] (staff do not thank).
 */
export function listBarFor({ user, list, toThankCount = 0 }: ListBarInput): ListBar {
  const owner = actsAsOwner(list, user);
  if (!owner && list.phase === 'published') {
    return {
      kind: 'participate',
      entries: [
        {
          id: 'participate',
          label: screenLabels.PARTICIPATE_TO_WALLET,
          kind: 'action',
          action: 'openContributionPopup',
        },
      ],
    };
  }
  const staff = isStaff(user);
  const { id } = list;
  const myList: ListBarEntry = {
    id: 'myList',
    label: staff ? screenLabels.CUSTOMER_LIST : screenLabels.MY_LIST,
    kind: 'route',
    href: owner ? hrefFor('ListByIdOwner', { id }) : hrefFor('ListById', { id }),
  };
  const thanksDue = list.isOwner && !staff && toThankCount > 0;
  const activity: ListBarEntry = {
    id: 'activity',
    label: screenLabels.ACTIVITY,
    kind: 'route',
    href: hrefFor('Activity', { id }),
    ...(thanksDue && {
      detail: screenLabels.TO_THANK(toThankCount),
      accessibleLabel: screenLabels.ACTIVITY_TO_THANK(toThankCount),
    }),
  };
  if (list.phase === 'closed') return { kind: 'links', entries: [myList, activity] };

  const share: readonly ListBarEntry[] = staff
    ? []
    : [
        {
          id: 'share',
          label: screenLabels.SHARE,
          kind: 'route',
          href: hrefFor('ShareListPublished', { id }),
        },
      ];
  const wallet: ListBarEntry = {
    id: 'wallet',
    label: screenLabels.WALLET,
    kind: 'route',
    href: hrefFor('Wallet', { id }),
    detail: walletAmountText(list.walletAmountCents),
  };
  return { kind: 'links', entries: [myList, ...share, activity, wallet] };
}
