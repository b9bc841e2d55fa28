import { screenLabels } from '../messages';
import { isLogged, isStaff, type RoleHolder } from '../roles';
import { DEFAULT_EXTERNAL_LINKS, type ExternalLinks } from './external-links';
import { hrefFor } from './href-for';
import type { MenuEntry } from './menu-entry';

export type FooterEntryId =
  | 'externalProducts'
  | 'myAccount'
  | 'participate'
  | 'needHelp'
  | 'retailerSite'
  | 'legalNotices'
  | 'generalSalesTerms'
  | 'withdrawalRight'
  | 'personalData'
  | 'deliveryMethods'
  | 'paymentMethods';

export interface FooterInput {
  readonly user: RoleHolder | null;
  /** [S2.61] The footer is for desktop: none on mobile (the drawer serves there). */
  readonly isMobile: boolean;
  readonly links?: ExternalLinks;
}

export interface Footer {
  readonly main: readonly MenuEntry<FooterEntryId>[];
  readonly legal: readonly MenuEntry<FooterEntryId>[];
}

/**
 * [S2.61] [S2.48] [S6.4] The desktop footer. Main links: external products and My account (logged in,
 * not staff), participate to a list, help, the retailer's site. Legal links: the legal notices page
 * of the app ([S2.48] lists it among the footer pages), then the retailer's general sales terms,
 * withdrawal right, personal data, delivery methods and payment methods.
 */
export function footerFor(input: FooterInput): Footer | null {
  if (input.isMobile) return null;
  const links = input.links ?? DEFAULT_EXTERNAL_LINKS;
  const main: MenuEntry<FooterEntryId>[] = [];
  if (isLogged(input.user) && !isStaff(input.user)) {
    main.push(
      {
        id: 'externalProducts',
        label: screenLabels.PRODUCTS,
        kind: 'action',
        action: 'openExternalProducts',
      },
      {
        id: 'myAccount',
        label: screenLabels.MY_ACCOUNT,
        kind: 'route',
        href: hrefFor('Parameters'),
      },
    );
  }
  main.push(
    {
      id: 'participate',
      label: screenLabels.PARTICIPATE_TO_A_LIST,
      kind: 'route',
      href: hrefFor('SearchLDN'),
    },
    { id: 'needHelp', label: screenLabels.NEED_HELP, kind: 'external', href: links.help },
    {
      id: 'retailerSite',
      label: screenLabels.RETAILER_SITE,
      kind: 'external',
      href: links.retailerSite,
    },
  );
  const legal: readonly MenuEntry<FooterEntryId>[] = [
    {
      id: 'legalNotices',
      label: screenLabels.LEGAL_NOTICES,
      kind: 'route',
      href: hrefFor('Mentions'),
    },
    {
      id: 'generalSalesTerms',
      label: screenLabels.GENERAL_SALES_TERMS,
      kind: 'external',
      href: links.generalSalesTerms,
    },
    {
      id: 'withdrawalRight',
      label: screenLabels.WITHDRAWAL_RIGHT,
      kind: 'external',
      href: links.withdrawalRight,
    },
    {
      id: 'personalData',
      label: screenLabels.PERSONAL_DATA,
      kind: 'external',
      href: links.personalData,
    },
    {
      id: 'deliveryMethods',
      label: screenLabels.DELIVERY_METHODS,
      kind: 'external',
      href: links.deliveryMethods,
    },
    {
      id: 'paymentMethods',
      label: screenLabels.PAYMENT_METHODS,
      kind: 'external',
      href: links.paymentMethods,
    },
  ];
  return { main, legal };
}
