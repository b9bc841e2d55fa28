/** Where the embedded provider is mounted; its issuer is `<public origin>/oidc`. */
export const PROVIDER_MOUNT_PATH = '/oidc';

/** The sign-in pages of an interaction (see interaction-routes.ts). */
export const interactionPath = (uid: string): string =>
  `${PROVIDER_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}`;

/**
 * 'Mot de passe oublié' (password-reset-routes.ts): the page asking for the e-mail, under the
 * provider's mount since only the embedded provider has passwords to reset.
 */
export const PASSWORD_RESET_PATH = `${PROVIDER_MOUNT_PATH}/password-reset`;

/** The page of the mailed link, where the new password is chosen. */
export const NEW_PASSWORD_PATH = `${PASSWORD_RESET_PATH}/new`;

/** The scopes the application asks for; `profile` also carries the retailer's claims. */
export const APPLICATION_SCOPE = 'openid email profile';

/** The claims of each scope at the embedded provider (`sub` is the customer's pk). */
export const APPLICATION_SCOPE_CLAIMS = {
  openid: ['sub'],
  email: ['email'],
  profile: ['given_name', 'family_name', 'name', 'roles', 'store_code', 'country'],
};
