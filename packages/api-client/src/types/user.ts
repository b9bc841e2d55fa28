import type { NotificationFrequency } from '@ldn/domain';

/**
 * The wire shapes of the user API (spec §7 "User"), from the spec's field names ([S3.1], [S3.2])
 * and the server's schemas (apps/server/src/modules/users/users-schemas.ts).
 */

/** [S3.1] Civility code; the screens show Monsieur / Madame. */
export type TitleCode = 'mr' | 'mrs';

/** [S3.1] The fields shared by the profile answers. */
export interface AccountProfileFields {
  readonly pk: string;
  readonly email: string;
  readonly titleCode: TitleCode | null;
  /** 'Monsieur', 'Madame', or '' when unknown. */
  readonly title: string;
  readonly firstName: string;
  readonly lastName: string;
  /** [S3.1] Normalised: 0612345678. */
  readonly phone: string;
  /** [S6.1] SELLER, ACCOUNTANT, or none. */
  readonly roles: readonly string[];
  /** Staff's store code [S2.13]; null for a customer. */
  readonly store: string | null;
  /** ISO alpha-2, '' when unknown. */
  readonly country: string;
  readonly notificationFrequency: NotificationFrequency;
  /** [S6.1] SELLER or ACCOUNTANT. */
  readonly isStaff: boolean;
}

/** [S7.9] [S3.1] [S6.6] The signed-in user. */
export interface SignedInProfile extends AccountProfileFields {
  readonly logged: true;
  readonly favoriteStoreCode: string | null;
  /** [S6.6] One of his lists allows the pickup store. */
  readonly hasPickupStoreList: boolean;
}

/** [S7.9] An anonymous visitor (a 200, so the app renders logged out without a 401 loop). */
export interface AnonymousProfile {
  readonly logged: false;
}

/** [S7.9] */
export type UserProfile = SignedInProfile | AnonymousProfile;

/** [S3.2] [S7.2] A customer as staff see him. */
export interface Customer {
  /** The e-mail, login of the account. */
  readonly uid: string;
  readonly pk: string;
  readonly titleCode: TitleCode | null;
  readonly title: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  /** Country, FR when the customer never gave one. */
  readonly naosCountry: string;
  /** [S4.10] Country as given, '' when unknown. */
  readonly naosCountryNoFallback: string;
  readonly notificationFrequency: NotificationFrequency;
  readonly favoriteStoreCode: string | null;
}

/** [S7.3] At least one field. */
export interface CustomerPatch {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly phone?: string | undefined;
}

/** [S7.4] [S5.13] The server always sets a random password: `password` is ignored. */
export interface CreateCustomerBody {
  readonly titleCode?: TitleCode | null | undefined;
  readonly firstName: string;
  readonly lastName: string;
  readonly password?: string | undefined;
  readonly uid: string;
  /** FR when absent [S5.13]. */
  readonly naosCountry?: string | undefined;
  readonly phone: string;
}

/** [S7.4] */
export interface CreatedCustomer {
  readonly pk: string;
}

/** [S7.6] ISO alpha-2, '' when unknown. */
export interface UserCountry {
  readonly isoCode: string;
}

/** [S7.10] */
export interface AccountSettingsBody {
  readonly userPk: string;
  readonly notificationFrequency: NotificationFrequency;
}

/** [S7.10] */
export interface AccountSettingsResult {
  readonly notificationFrequency: NotificationFrequency;
}
