import { describe, expect, it } from 'vitest';
import { headerFor, type HeaderInput } from './header';
import type { ListPhase } from './list-phase';

const CUSTOMER = { pk: 'c1', roles: [], firstName: 'Camille' };
const SELLER = { pk: 's1', roles: ['SELLER'], firstName: 'Julien' };
const list = (phase: ListPhase, isOwner: boolean) => ({ id: '42', phase, isOwner });
const header = (input: Partial<HeaderInput>) =>
  headerFor({ user: CUSTOMER, list: null, cartItemCount: 0, staffLayout: false, ...input });

const MY_LIST = { id: 'myList', label: 'Ma liste', kind: 'route', href: '/list/42/detenteur' };
const SHARE = { id: 'share', label: 'Partager', kind: 'route', href: '/list/42/partage' };
const ACTIVITY = { id: 'activity', label: 'Activité', kind: 'route', href: '/list/42/activite' };
const WALLET = { id: 'wallet', label: 'Cagnotte', kind: 'route', href: '/list/42/cagnotte' };
const HELP = { id: 'help', label: 'Aide', kind: 'route', href: '/seller/help' };
const staffLogout = (label: string) => ({
  id: 'staffLogout',
  label,
  kind: 'action',
  action: 'staffLogout',
});

describe('headerFor: cart button and logo', () => {
  it.each<[ListPhase, number, object | null]>([
    ['published', 3, { href: '/list/42/cart', label: 'Panier', badge: 3 }],
    ['published', 1, { href: '/list/42/cart', label: 'Panier', badge: 1 }],
    ['published', 0, { href: '/list/42/cart', label: 'Panier', badge: null }],
    ['draft', 3, null],
    ['closed', 3, null],
  ])('[S2.62] a %s list with %i items: cart button %j', (phase, cartItemCount, expected) => {
    expect(header({ list: list(phase, false), cartItemCount }).cartButton).toEqual(expected);
  });

  it('[S2.62] no list, no cart button', () => {
    expect(header({ cartItemCount: 2 }).cartButton).toBeNull();
  });

  it.each([
    ['staff', SELLER, '/seller'],
    ['a customer', CUSTOMER, '/'],
    ['a visitor', null, '/'],
  ])('[S2.62] the logo leads %s to %s', (_who, user, href) => {
    expect(header({ user }).logoHref).toBe(href);
  });
});

describe('headerFor: links', () => {
  it('[S2.62] the owner of a Validée list: my list, share, activity, wallet', () => {
    expect(header({ list: list('published', true) }).links).toEqual([
      MY_LIST,
      SHARE,
      ACTIVITY,
      WALLET,
    ]);
  });

  it('[S2.62] [S4.8] the owner’s Activity link says how many are left to thank; not staff’s', () => {
    const toThank = {
      ...ACTIVITY,
      detail: '2 à remercier',
      accessibleLabel: 'Activité, 2 à remercier',
    };
    expect(header({ list: list('published', true), toThankCount: 2 }).links).toEqual([
      MY_LIST,
      SHARE,
      toThank,
      WALLET,
    ]);
    expect(header({ list: list('published', true), toThankCount: 0 }).links).toContainEqual(
      ACTIVITY,
    );
    expect(
      header({ user: SELLER, list: list('published', false), toThankCount: 2 }).links,
    ).toContainEqual(ACTIVITY);
  });

  it('[S2.62] share is hidden for a draft list', () => {
    expect(header({ list: list('draft', true) }).links).toEqual([MY_LIST, ACTIVITY, WALLET]);
  });

  it('[S2.62] [S4.1] share and wallet are hidden for a closed list', () => {
    expect(header({ list: list('closed', true) }).links).toEqual([MY_LIST, ACTIVITY]);
  });

  it('[S2.62] a relative (non-owner) gets no list links', () => {
    expect(header({ list: list('published', false) }).links).toEqual([]);
  });

  it('[S2.62] no list, no list links', () => {
    expect(header({}).links).toEqual([]);
  });

  it('[S2.62] [S6.4] staff: the customer list, no share, activity, wallet, help and a logout with the first name', () => {
    expect(header({ user: SELLER, list: list('published', false) }).links).toEqual([
      { ...MY_LIST, label: 'Liste du client' },
      ACTIVITY,
      WALLET,
      HELP,
      staffLogout('Se déconnecter (Julien)'),
    ]);
  });

  it('[S2.62] the staff layout flag hides the wallet', () => {
    expect(
      header({ user: SELLER, list: list('published', true), staffLayout: true }).links,
    ).toEqual([
      { ...MY_LIST, label: 'Liste du client' },
      ACTIVITY,
      HELP,
      staffLogout('Se déconnecter (Julien)'),
    ]);
  });

  it.each([
    ['no first name', { pk: 'a1', roles: ['ACCOUNTANT'] }, 'Se déconnecter'],
    ['a null first name', { pk: 'a1', roles: ['ACCOUNTANT'], firstName: null }, 'Se déconnecter'],
    ['a blank first name', { pk: 'a1', roles: ['ACCOUNTANT'], firstName: '  ' }, 'Se déconnecter'],
    [
      'a padded first name',
      { pk: 'a1', roles: ['ACCOUNTANT'], firstName: ' Léa ' },
      'Se déconnecter (Léa)',
    ],
  ])('[S2.62] staff with %s: help and logout %s', (_case, user, label) => {
    expect(header({ user }).links).toEqual([HELP, staffLogout(label)]);
  });
});
