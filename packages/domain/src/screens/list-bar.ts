import { screenLabels } from '../messages';
import { isStaff, type RoleHolder } from '../roles';
import { hrefFor } from './href-for';
import { actsAsOwner, type ScreenList } from './list-phase';
import type { MenuEntry } from './menu-entry';
import { walletAmountText } from './wallet-amount-text';

export type ListBarEntryId = 'participate' | 'myList' | 'share' | 'activity' | 'wallet';

/** A list bar entry; the wallet link also shows the wallet amount in `detail`. */
export type ListBarEntry = MenuEntry<ListBarEntryId> & { readonly detail?: string };

export interface ListBarInput {
  readonly user: RoleHolder | null;
  readonly list: ScreenList & { readonly walletAmountCents: number };
}

export type ListBar =
  | { readonly kind: 'participate'; readonly entries: readonly ListBarEntry[] }
  | { readonly kind: 'links'; readonly entries: readonly ListBarEntry[] };

/**
 * [S2.59] [S2.53] [S6.3] [S6.4] The list bar. A non-owner of a Validée list gets one button that opens
 * the contribution popup. Otherwise links: My list ('Liste du client' for staff), Share (not for
 * staff), Activity and Wallet with its amount; a Cloturée list keeps only My list and Activity.
 * My list leads the owner (and staff) to the owner view, anyone else to the public view.
 */
export function listBarFor({ user, list }: ListBarInput): ListBar {
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
  const activity: ListBarEntry = {
    id: 'activity',
    label: screenLabels.ACTIVITY,
    kind: 'route',
    href: hrefFor('Activity', { id }),
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
