import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTERNAL_LINKS } from './external-links';
import { footerFor, LEGAL_PAGE_ANCHORS } from './footer';

const CUSTOMER = { pk: 'c1', roles: [] };
const SELLER = { pk: 's1', roles: ['SELLER'] };
const L = DEFAULT_EXTERNAL_LINKS;

const PUBLIC_MAIN = [
  { id: 'participate', label: 'Participer à une liste', kind: 'route', href: '/list/search' },
  { id: 'needHelp', label: "Besoin d'aide ?", kind: 'external', href: L.help },
  { id: 'retailerSite', label: 'Notre site marchand', kind: 'external', href: L.retailerSite },
];
const LEGAL = [
  { id: 'legalNotices', label: 'Mentions légales', kind: 'route', href: '/mentions' },
  {
    id: 'generalSalesTerms',
    label: 'Conditions générales de vente',
    kind: 'route',
    href: '/mentions#conditions-generales-de-vente',
  },
  {
    id: 'withdrawalRight',
    label: 'Droit de rétractation',
    kind: 'route',
    href: '/mentions#droit-de-retractation',
  },
  {
    id: 'personalData',
    label: 'Données personnelles',
    kind: 'route',
    href: '/mentions#donnees-personnelles',
  },
  {
    id: 'deliveryMethods',
    label: 'Modes de livraison',
    kind: 'route',
    href: '/mentions#modes-de-livraison',
  },
  {
    id: 'paymentMethods',
    label: 'Moyens de paiement',
    kind: 'route',
    href: '/mentions#modes-de-paiement',
  },
];

describe('footerFor', () => {
  it('[S2.61] [S2.48] a logged-in customer: products panel and my account first, then the rest', () => {
    expect(footerFor({ user: CUSTOMER, isMobile: false })).toEqual({
      main: [
        {
          id: 'externalProducts',
          label: 'Produits',
          kind: 'action',
          action: 'openExternalProducts',
        },
        { id: 'myAccount', label: 'Mon compte', kind: 'route', href: '/parameters' },
        ...PUBLIC_MAIN,
      ],
      legal: LEGAL,
    });
  });

  it('[S2.61] a logged-out visitor: no products panel nor my account', () => {
    expect(footerFor({ user: null, isMobile: false })).toEqual({ main: PUBLIC_MAIN, legal: LEGAL });
  });

  it.each([
    ['SELLER', SELLER],
    ['ACCOUNTANT', { pk: 'a1', roles: ['ACCOUNTANT'] }],
  ])(
    '[S2.61] [S6.4] [S2.28] %s: no products panel, no my account, no participate to a list (SearchLDN sends staff back)',
    (_role, user) => {
      expect(footerFor({ user, isMobile: false })).toEqual({
        main: PUBLIC_MAIN.filter((entry) => entry.id !== 'participate'),
        legal: LEGAL,
      });
    },
  );

  it('[S2.61] desktop only: no footer on mobile', () => {
    expect(footerFor({ user: CUSTOMER, isMobile: true })).toBeNull();
  });

  it('[S2.61] the app may override the external addresses', () => {
    const footer = footerFor({
      user: null,
      isMobile: false,
      links: { ...DEFAULT_EXTERNAL_LINKS, help: 'https://aide.example/' },
    });
    expect(footer?.main[1]).toEqual({ ...PUBLIC_MAIN[1], href: 'https://aide.example/' });
  });

  it('[S2.48] [S2.61] the legal pages stay in the app whatever external addresses are given', () => {
    const footer = footerFor({
      user: null,
      isMobile: false,
      links: { ...DEFAULT_EXTERNAL_LINKS, paymentMethods: 'https://pay.example/' },
    });
    expect(footer?.legal).toEqual(LEGAL);
  });
});

describe('LEGAL_PAGE_ANCHORS', () => {
  it('[S2.48] [S2.61] each legal page is a stable part of /mentions', () => {
    expect(LEGAL_PAGE_ANCHORS).toEqual({
      generalSalesTerms: 'conditions-generales-de-vente',
      withdrawalRight: 'droit-de-retractation',
      personalData: 'donnees-personnelles',
      deliveryMethods: 'modes-de-livraison',
      paymentMethods: 'modes-de-paiement',
    });
  });
});
