import { describe, expect, it } from 'vitest';
import type { ListPhase } from './list-phase';
import { listBarFor } from './list-bar';

const CUSTOMER = { pk: 'c1', roles: [] };
const SELLER = { pk: 's1', roles: ['SELLER'] };
const list = (phase: ListPhase, isOwner: boolean, walletAmountCents = 1250) => ({
  id: '42',
  phase,
  isOwner,
  walletAmountCents,
});

const PARTICIPATE = {
  kind: 'participate',
  entries: [
    {
      id: 'participate',
      label: 'Participer à la cagnotte',
      kind: 'action',
      action: 'openContributionPopup',
    },
  ],
};
const MY_LIST = { id: 'myList', label: 'Ma liste', kind: 'route', href: '/list/42/detenteur' };
const SHARE = { id: 'share', label: 'Partager', kind: 'route', href: '/list/42/partage' };
const ACTIVITY = { id: 'activity', label: 'Activité', kind: 'route', href: '/list/42/activite' };
const wallet = (detail: string) => ({
  id: 'wallet',
  label: 'Cagnotte',
  kind: 'route',
  href: '/list/42/cagnotte',
  detail,
});

describe('listBarFor', () => {
  it.each([
    ['a logged-out relative', null],
    ['a logged-in relative', CUSTOMER],
  ])('[S2.59] [S6.3] %s on a Validée list gets one participate-to-wallet button', (_who, user) => {
    expect(listBarFor({ user, list: list('published', false) })).toEqual(PARTICIPATE);
  });

  it('[S2.59] the owner of a Validée list gets My list, Share, Activity and Wallet with its amount', () => {
    expect(listBarFor({ user: CUSTOMER, list: list('published', true) })).toEqual({
      kind: 'links',
      entries: [MY_LIST, SHARE, ACTIVITY, wallet('12,50\u00a0€')],
    });
  });

  it('[S2.59] the owner of a draft list gets the same links', () => {
    expect(listBarFor({ user: CUSTOMER, list: list('draft', true, 0) })).toEqual({
      kind: 'links',
      entries: [MY_LIST, SHARE, ACTIVITY, wallet('0,00\u00a0€')],
    });
  });

  it('[S2.59] [S6.4] staff see the customer list, no Share, and the wallet', () => {
    expect(listBarFor({ user: SELLER, list: list('published', false, 1_000_000) })).toEqual({
      kind: 'links',
      entries: [
        { ...MY_LIST, label: 'Liste du client' },
        ACTIVITY,
        wallet('10\u202f000,00\u00a0€'),
      ],
    });
  });

  it('[S2.53] a Cloturée list keeps only My list and Activity', () => {
    expect(listBarFor({ user: CUSTOMER, list: list('closed', true) })).toEqual({
      kind: 'links',
      entries: [MY_LIST, ACTIVITY],
    });
  });

  it('[S2.53] [S2.59] a non-owner of a list that is not Validée gets the public links', () => {
    expect(listBarFor({ user: CUSTOMER, list: list('closed', false) })).toEqual({
      kind: 'links',
      entries: [{ ...MY_LIST, href: '/list/42' }, ACTIVITY],
    });
  });

  it('[S2.59] [S4.8] the owner sees under Activity how many contributions are left to thank', () => {
    const toThank = {
      ...ACTIVITY,
      detail: '3 à remercier',
      accessibleLabel: 'Activité, 3 à remercier',
    };
    expect(listBarFor({ user: CUSTOMER, list: list('published', true), toThankCount: 3 })).toEqual({
      kind: 'links',
      entries: [MY_LIST, SHARE, toThank, wallet('12,50\u00a0€')],
    });
    // Thanking stays possible once the list is closed.
    expect(
      listBarFor({ user: CUSTOMER, list: list('closed', true), toThankCount: 3 }).entries,
    ).toEqual([MY_LIST, toThank]);
  });

  it('[S2.59] [S4.8] [S6.4] no count when none is left, nor for staff (they do not thank)', () => {
    expect(
      listBarFor({ user: CUSTOMER, list: list('published', true), toThankCount: 0 }).entries,
    ).toContainEqual(ACTIVITY);
    expect(
      listBarFor({ user: SELLER, list: list('published', false), toThankCount: 4 }).entries,
    ).toContainEqual(ACTIVITY);
  });

  it.each([
    [1, '0,01\u00a0€'],
    [99, '0,99\u00a0€'],
    [100, '1,00\u00a0€'],
    [125_000, '1\u202f250,00\u00a0€'],
  ])('[S2.59] [S9.1] shows %i cents as %s', (cents, text) => {
    const bar = listBarFor({ user: CUSTOMER, list: list('published', true, cents) });
    expect(bar.entries.at(-1)).toEqual(wallet(text));
  });
});
