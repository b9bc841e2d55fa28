import { screenLabels } from '../messages';
import { appVersionText } from '../messages-other-screens';
import { isLogged, isStaff, type RoleHolder } from '../roles';
import { DEFAULT_EXTERNAL_LINKS, type ExternalLinks } from './external-links';
import { hrefFor } from './href-for';
import type { MenuEntry } from './menu-entry';

export type DrawerEntryId =
  | 'home'
  | 'externalProducts'
  | 'myAccount'
  | 'participate'
  | 'needHelp'
  | 'legalNotices'
  | 'appVersion'
  | 'userName'
  | 'login'
  | 'logout'
  | 'facebook'
  | 'instagram'
  | 'youtube'
  | 'tiktok'
  | 'pinterest';

export interface DrawerInput {
  readonly user:
    (RoleHolder & { readonly firstName?: string | null; readonly lastName?: string | null }) | null;
  /** [S7.29] The app version (from getVersion); no line while it is unknown. */
  readonly appVersion: string | null;
  /** Overrides of the placeholder external addresses. */
  readonly links?: ExternalLinks;
}

/** [S2.60] The social accounts, in the spec's order. */
export function socialEntries(links: ExternalLinks): readonly MenuEntry<DrawerEntryId>[] {
  return [
    { id: 'facebook', label: screenLabels.FACEBOOK, kind: 'external', href: links.facebook },
    { id: 'instagram', label: screenLabels.INSTAGRAM, kind: 'external', href: links.instagram },
    { id: 'youtube', label: screenLabels.YOUTUBE, kind: 'external', href: links.youtube },
    { id: 'tiktok', label: screenLabels.TIKTOK, kind: 'external', href: links.tiktok },
    { id: 'pinterest', label: screenLabels.PINTEREST, kind: 'external', href: links.pinterest },
  ];
}

/**
 * [S2.60] [S6.4] The drawer's entries, in the spec's order: Home, the external products panel and
 * My account (logged in; My account is Parameters, so not for staff), Participate to a list, Need
 * help, legal notices, the app version, the user's last and first name (logged in), login or logout
 * (staff log out with `staffLogout`, which sets the staff flag [S2.62]), the social links.
 * Home leads staff to SellerPage, like the logo.
 */
export function drawerEntries(input: DrawerInput): readonly MenuEntry<DrawerEntryId>[] {
  const { user } = input;
  const links = input.links ?? DEFAULT_EXTERNAL_LINKS;
  const logged = isLogged(user);
  const staff = isStaff(user);
  const entries: MenuEntry<DrawerEntryId>[] = [
    {
      id: 'home',
      label: screenLabels.HOME,
      kind: 'route',
      href: hrefFor(staff ? 'SellerPage' : 'Home'),
    },
  ];
  if (logged) {
    entries.push({
      id: 'externalProducts',
      label: screenLabels.PRODUCTS,
      kind: 'action',
      action: 'openExternalProducts',
    });
    if (!staff) {
      entries.push({
        id: 'myAccount',
        label: screenLabels.MY_ACCOUNT,
        kind: 'route',
        href: hrefFor('Parameters'),
      });
    }
  }
  // [S2.28] Staff are sent back from SearchLDN to SellerPage: the entry would lead nowhere.
  if (!staff) {
    entries.push({
      id: 'participate',
      label: screenLabels.PARTICIPATE_TO_A_LIST,
      kind: 'route',
      href: hrefFor('SearchLDN'),
    });
  }
  entries.push(
    { id: 'needHelp', label: screenLabels.NEED_HELP, kind: 'external', href: links.help },
    {
      id: 'legalNotices',
      label: screenLabels.LEGAL_NOTICES,
      kind: 'route',
      href: hrefFor('Mentions'),
    },
  );
  const version = input.appVersion?.trim() ?? '';
  if (version !== '')
    entries.push({ id: 'appVersion', label: appVersionText(version), kind: 'text' });
  if (logged) {
    const name = [user?.lastName, user?.firstName]
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    if (name !== '') entries.push({ id: 'userName', label: name, kind: 'text' });
    entries.push({
      id: 'logout',
      label: screenLabels.LOGOUT,
      kind: 'action',
      action: staff ? 'staffLogout' : 'logout',
    });
  } else {
    entries.push({ id: 'login', label: screenLabels.LOGIN, kind: 'action', action: 'login' });
  }
  return [...entries, ...socialEntries(links)];
}
