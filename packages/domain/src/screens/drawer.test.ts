import { describe, expect, it } from 'vitest';
import { drawerEntries } from './drawer';
import { DEFAULT_EXTERNAL_LINKS, type ExternalLinks } from './external-links';

const CUSTOMER = { pk: 'c1', roles: [], firstName: 'Camille', lastName: 'Martin' };
const SELLER = { pk: 's1', roles: ['SELLER'], firstName: 'Julien', lastName: 'Petit' };

const SOCIAL = [
  {
    id: 'facebook',
    label: 'Facebook',
    kind: 'external',
    href: 'https://www.facebook.com/retailer.example',
  },
  {
    id: 'instagram',
    label: 'Instagram',
    kind: 'external',
    href: 'https://www.instagram.com/retailer.example',
  },
  {
    id: 'youtube',
    label: 'YouTube',
    kind: 'external',
    href: 'https://www.youtube.com/@retailer.example',
  },
  {
    id: 'tiktok',
    label: 'TikTok',
    kind: 'external',
    href: 'https://www.tiktok.com/@retailer.example',
  },
  {
    id: 'pinterest',
    label: 'Pinterest',
    kind: 'external',
    href: 'https://www.pinterest.fr/retailer.example',
  },
];
const HOME = { id: 'home', label: 'Accueil', kind: 'route', href: '/' };
const PRODUCTS = {
  id: 'externalProducts',
  label: 'Produits',
  kind: 'action',
  action: 'openExternalProducts',
};
const MY_ACCOUNT = { id: 'myAccount', label: 'Mon compte', kind: 'route', href: '/parameters' };
const PARTICIPATE = {
  id: 'participate',
  label: 'Participer à une liste',
  kind: 'route',
  href: '/list/search',
};
const HELP = {
  id: 'needHelp',
  label: "Besoin d'aide ?",
  kind: 'external',
  href: DEFAULT_EXTERNAL_LINKS.help,
};
const MENTIONS = {
  id: 'legalNotices',
  label: 'Mentions légales',
  kind: 'route',
  href: '/mentions',
};
const VERSION = { id: 'appVersion', label: 'Version 1.4.2', kind: 'text' };

describe('drawerEntries', () => {
  it('[S2.60] logged out: Home, participate, help, legal notices, version, login, social links', () => {
    expect(drawerEntries({ user: null, appVersion: '1.4.2' })).toEqual([
      HOME,
      PARTICIPATE,
      HELP,
      MENTIONS,
      VERSION,
      { id: 'login', label: 'Se connecter', kind: 'action', action: 'login' },
      ...SOCIAL,
    ]);
  });

  it('[S2.60] logged in: products panel, my account, the last and first name and logout', () => {
    expect(drawerEntries({ user: CUSTOMER, appVersion: '1.4.2' })).toEqual([
      HOME,
      PRODUCTS,
      MY_ACCOUNT,
      PARTICIPATE,
      HELP,
      MENTIONS,
      VERSION,
      { id: 'userName', label: 'Martin Camille', kind: 'text' },
      { id: 'logout', label: 'Se déconnecter', kind: 'action', action: 'logout' },
      ...SOCIAL,
    ]);
  });

  it('[S2.60] [S6.4] [S2.62] [S2.28] staff: Home is SellerPage, no Parameters, no participate to a list (SearchLDN sends staff back), the staff logout', () => {
    expect(drawerEntries({ user: SELLER, appVersion: null })).toEqual([
      { ...HOME, href: '/seller' },
      PRODUCTS,
      HELP,
      MENTIONS,
      { id: 'userName', label: 'Petit Julien', kind: 'text' },
      { id: 'logout', label: 'Se déconnecter', kind: 'action', action: 'staffLogout' },
      ...SOCIAL,
    ]);
  });

  it.each([
    ['only a first name', { pk: 'c1', firstName: 'Camille' }, ['Camille']],
    ['only a padded last name', { pk: 'c1', lastName: ' Martin ', firstName: null }, ['Martin']],
    ['no name', { pk: 'c1' }, []],
  ])('[S2.60] the name line with %s', (_case, user, expected) => {
    const names = drawerEntries({ user, appVersion: null })
      .filter((entry) => entry.id === 'userName')
      .map((entry) => entry.label);
    expect(names).toEqual(expected);
  });

  it.each([
    [null, false],
    ['', false],
    ['  ', false],
    [' 2.0.0 ', true],
  ])('[S2.60] [S7.29] version %j shows a version line: %s', (appVersion, shown) => {
    const versions = drawerEntries({ user: null, appVersion }).filter(
      (entry) => entry.id === 'appVersion',
    );
    expect(versions).toEqual(
      shown ? [{ id: 'appVersion', label: 'Version 2.0.0', kind: 'text' }] : [],
    );
  });

  it('[S2.60] the app may override the external addresses', () => {
    const links: ExternalLinks = {
      ...DEFAULT_EXTERNAL_LINKS,
      help: 'https://aide.example/',
      tiktok: 'https://t.example/',
    };
    const entries = drawerEntries({ user: null, appVersion: null, links });
    expect(entries.find((entry) => entry.id === 'needHelp')).toEqual({
      ...HELP,
      href: 'https://aide.example/',
    });
    expect(entries.find((entry) => entry.id === 'tiktok')).toEqual({
      ...SOCIAL[3],
      href: 'https://t.example/',
    });
  });
});
