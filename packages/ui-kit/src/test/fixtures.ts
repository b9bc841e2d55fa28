import type { RoleHolder, ScreenList } from '@ldn/domain';

/** Users and lists as the domain's screen rules read them. */
export const parent: RoleHolder & { firstName: string; lastName: string } = {
  pk: 'u-1',
  roles: [],
  firstName: 'Camille',
  lastName: 'Martin',
};
export const seller: RoleHolder & { firstName: string; lastName: string } = {
  pk: 's-1',
  roles: ['SELLER'],
  firstName: 'Julie',
  lastName: 'Bernard',
};
export const ownList: ScreenList & { walletAmountCents: number } = {
  id: 'L42',
  phase: 'published',
  isOwner: true,
  walletAmountCents: 125_000,
};
export const someoneElsesList: ScreenList & { walletAmountCents: number } = {
  ...ownList,
  isOwner: false,
};
export const closedList: ScreenList & { walletAmountCents: number } = {
  ...ownList,
  phase: 'closed',
};

/**
 * Testing Library and jest-dom compare text with its spaces collapsed, so Intl's no-break spaces
 * (`1 250,00 €`) are plain spaces there.
 */
export const collapsed = (text: string): string => text.replace(/\s+/g, ' ');
