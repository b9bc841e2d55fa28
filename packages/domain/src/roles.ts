/** [S6.1] Roles come from `user.roles`. */
export const ROLES = { SELLER: 'SELLER', ACCOUNTANT: 'ACCOUNTANT' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** The part of a user the role rules read. */
export interface RoleHolder {
  pk?: string | null | undefined;
  roles?: readonly string[] | null | undefined;
}

const hasRole = (user: RoleHolder | null | undefined, role: Role): boolean =>
  Boolean(user?.roles?.includes(role));

/** [S6.1] Staff = SELLER or ACCOUNTANT. */
export function isStaff(user: RoleHolder | null | undefined): boolean {
  return hasRole(user, ROLES.SELLER) || hasRole(user, ROLES.ACCOUNTANT);
}

/** [S6.1] [S3.1] Logged in means the user has a pk. */
export function isLogged(user: RoleHolder | null | undefined): boolean {
  return typeof user?.pk === 'string' && user.pk.length > 0;
}

/** [S6.5] May create contribution transactions, use self-purchase flows and see wallet popups. */
export function isSellerWithoutAccountant(user: RoleHolder | null | undefined): boolean {
  return hasRole(user, ROLES.SELLER) && !hasRole(user, ROLES.ACCOUNTANT);
}
