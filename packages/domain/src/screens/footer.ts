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

/** [S2.48] The footer's legal pages, each a part of the Mentions page. */
export type LegalPageId = Exclude<
  FooterEntryId,
  'externalProducts' | 'myAccount' | 'participate' | 'needHelp' | 'retailerSite' | 'legalNotices'
>;

/**
 * [S2.48] [S2.61] The anchors of the legal pages on the Mentions page (`/mentions#<anchor>`): the
 * spec's route table has no route of their own, so they are parts of `/mentions`, whose sections
 * (@ldn/feature-pages) take these ids.
 */
export const LEGAL_PAGE_ANCHORS = {
  generalSalesTerms: 'conditions-generales-de-vente',
  withdrawalRight: 'droit-de-retractation',
  personalData: 'donnees-personnelles',
  deliveryMethods: 'modes-de-livraison',
  paymentMethods: 'modes-de-paiement',
} as const satisfies Readonly<Record<LegalPageId, string>>;

/** [S2.61] The legal links after 'Mentions légales', in the spec's order. */
const LEGAL_PAGES: readonly (readonly [LegalPageId, string])[] = [
  ['generalSalesTerms', screenLabels.GENERAL_SALES_TERMS],
  ['withdrawalRight', screenLabels.WITHDRAWAL_RIGHT],
  ['personalData', screenLabels.PERSONAL_DATA],
  ['deliveryMethods', screenLabels.DELIVERY_METHODS],
  ['paymentMethods', screenLabels.PAYMENT_METHODS],
];

export interface FooterInput {
  readonly user: RoleHolder | null;
  /** [S2.61] The footer is for desktop: none on mobile (the drawer serves there). */
  readonly isMobile: boolean;
  /** The external addresses (help, the retailer's site); the legal pages are the app's own. */
  readonly links?: ExternalLinks;
}

export interface Footer {
  readonly main: readonly MenuEntry<FooterEntryId>[];
  readonly legal: readonly MenuEntry<FooterEntryId>[];
}

/**
 * [S2.61] [S2.48] [S6.4] The desktop footer. Main links: external products and My account (logged in,
 * not staff), participate to a list (not staff: SearchLDN sends them back [S2.28]), help, the
 * retailer's site. Legal links, all in the app: the
 * legal notices page ([S2.48] lists it among the footer pages), then its parts general sales terms,
 * withdrawal right, personal data, delivery methods and payment methods (`/mentions#<anchor>`).
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
  // [S2.28] Staff are sent back from SearchLDN to SellerPage: the link would lead nowhere.
  if (!isStaff(input.user)) {
    main.push({
      id: 'participate',
      label: screenLabels.PARTICIPATE_TO_A_LIST,
      kind: 'route',
      href: hrefFor('SearchLDN'),
    });
  }
  main.push(
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
    ...LEGAL_PAGES.map(([id, label]): MenuEntry<FooterEntryId> => ({
      id,
      label,
      kind: 'route',
      href: `${hrefFor('Mentions')}#${LEGAL_PAGE_ANCHORS[id]}`,
    })),
  ];
  return { main, legal };
}
