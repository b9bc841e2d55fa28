import type { BirthList, SignedInProfile } from '@ldn/api-client';
import type { CurrentList, SessionState } from '@ldn/feature-session';
import { PARENT, profile as profileWith } from '@ldn/test-kit';

export { PARENT };

export const SELLER: SignedInProfile = profileWith({
  pk: 'c-seller',
  email: 'vendeur@example.fr',
  firstName: 'Paul',
  lastName: 'Durand',
  roles: ['SELLER'],
  store: 'S001',
  isStaff: true,
});

/** A session whose profile was read with the page's current cookie (no refresh needed). */
export function sessionOf(
  profile: SignedInProfile | null,
  overrides: Partial<SessionState> = {},
): SessionState {
  return {
    profile: profile ?? { logged: false },
    wasStaffLoggedIn: false,
    selectedCustomer: null,
    principalCookie: profile?.pk ?? null,
    storeCode: null,
    ...overrides,
  };
}

export const PUBLISHED_LIST: CurrentList = {
  id: 'demo00parent',
  phase: 'published',
  isOwner: false,
  walletAmountCents: 4_250,
};

/** The fields of a list answer the shell reads. */
export function listAnswer(
  id: string,
  status: 'DRAFT' | 'VALIDATED' | 'CLOSED',
  isOwner = false,
): BirthList {
  return {
    id,
    isOwner,
    walletAmount: 4_250,
    walletTotalAmount: 9_000,
    informations: { status },
  } as unknown as BirthList;
}
