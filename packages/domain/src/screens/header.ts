import { screenLabels, staffLogoutText } from '../messages';
import { isStaff, type RoleHolder } from '../roles';
import { hrefFor } from './href-for';
import { actsAsOwner, type ScreenList } from './list-phase';
import type { MenuEntry } from './menu-entry';

export type HeaderLinkId = 'myList' | 'share' | 'activity' | 'wallet' | 'help' | 'staffLogout';

export interface HeaderInput {
  readonly user: (RoleHolder & { readonly firstName?: string | null }) | null;
  readonly list: ScreenList | null;
  /** The cart's item count (the special contribution item counts as 1 [S9.4]). */
  readonly cartItemCount: number;
  /** [S2.62] The staff layout (the seller kiosk) hides the wallet link. */
  readonly staffLayout: boolean;
  /** [S4.8] The owner's contributions not thanked yet (unknown: none shown). */
  readonly toThankCount?: number | undefined;
}

/**
 * A header link; the owner's Activity link also says what is left to thank [S4.8] (`detail`),
 * with `accessibleLabel` naming both.
 */
export type HeaderLink = MenuEntry<HeaderLinkId> & {
  readonly detail?: string;
  readonly accessibleLabel?: string;
};

export interface CartButton {
  readonly href: string;
  readonly label: string;
  /** The badge, `null` when the cart is empty. */
  readonly badge: number | null;
}

export interface Header {
  readonly logoHref: string;
  readonly cartButton: CartButton | null;
  readonly links: readonly HeaderLink[];
}

/**
 * [S2.62] [S6.4] The top bar.
 * - The cart button shows only for a Validée list, with the item count as badge (none when empty).
 * - The logo leads staff to SellerPage, anyone else to Home.
 * - The list links (my list, share, activity, wallet) show for the list's owner, and staff acting
 *   for the customer; a relative reaches the list through the page itself (our choice).
 * - Share is hidden for staff and unless the list is Validée (a draft or closed list cannot be
 *   opened by the relatives it would be shared with); the wallet is hidden in the staff layout and
 *   for a closed list (its wallet can no longer be used [S4.1]).
 * - Staff get their guide (Help) and a logout showing their first name.
 * - The owner's Activity link says how many contributions are left to thank [S4.8].
 */
export function headerFor(input: HeaderInput): Header {
  const { user, list } = input;
  const staff = isStaff(user);
  const links: HeaderLink[] = [];
  const toThankCount = input.toThankCount ?? 0;

  if (list !== null && actsAsOwner(list, user)) {
    const { id } = list;
    links.push({
      id: 'myList',
      label: staff ? screenLabels.CUSTOMER_LIST : screenLabels.MY_LIST,
      kind: 'route',
      href: hrefFor('ListByIdOwner', { id }),
    });
    if (!staff && list.phase === 'published') {
      links.push({
        id: 'share',
        label: screenLabels.SHARE,
        kind: 'route',
        href: hrefFor('ShareListPublished', { id }),
      });
    }
    links.push({
      id: 'activity',
      label: screenLabels.ACTIVITY,
      kind: 'route',
      href: hrefFor('Activity', { id }),
      // Thanks are the owner's: staff acting for him are not told.
      ...(list.isOwner &&
        !staff &&
        toThankCount > 0 && {
          detail: screenLabels.TO_THANK(toThankCount),
          accessibleLabel: screenLabels.ACTIVITY_TO_THANK(toThankCount),
        }),
    });
    if (!input.staffLayout && list.phase !== 'closed') {
      links.push({
        id: 'wallet',
        label: screenLabels.WALLET,
        kind: 'route',
        href: hrefFor('Wallet', { id }),
      });
    }
  }
  if (staff) {
    links.push({
      id: 'help',
      label: screenLabels.STAFF_HELP,
      kind: 'route',
      href: hrefFor('Help'),
    });
    links.push({
      id: 'staffLogout',
      label: staffLogoutText(user?.firstName ?? ''),
      kind: 'action',
      action: 'staffLogout',
    });
  }

  return {
    logoHref: staff ? hrefFor('SellerPage') : hrefFor('Home'),
    cartButton:
      list !== null && list.phase === 'published'
        ? {
            href: hrefFor('Cart', { id: list.id }),
            label: screenLabels.CART,
            badge: input.cartItemCount > 0 ? input.cartItemCount : null,
          }
        : null,
    links,
  };
}
