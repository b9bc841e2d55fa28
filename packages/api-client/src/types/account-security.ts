/**
 * The wire shapes of the account-security API (ASVS V6.2.2, V6.2.3, V7.4.3, V7.5.2), from the
 * server's schemas (apps/server/src/modules/account-security/account-security-schemas.ts).
 */

/** ASVS V6.2.2 V6.2.3 V7.4.3 The body of POST /user/password. */
export interface PasswordChangeBody {
  readonly currentPassword: string;
  readonly newPassword: string;
  /** End the account's other sessions once the password is changed. */
  readonly endOtherSessions: boolean;
}

/** ASVS V7.5.2 One live session of the signed-in account. */
export interface AccountSession {
  /** Opaque id, for DELETE /user/sessions/{id}. */
  readonly id: string;
  /** The session of this browser. */
  readonly current: boolean;
  /** A short summary of the browser, made by the server: 'Chrome sur Android'. */
  readonly device: string;
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601: the last recorded use (within 15 minutes). */
  readonly lastSeenAt: string;
}

/** ASVS V7.5.2 GET /user/sessions. */
export interface AccountSessions {
  /** false when an external provider holds the passwords: the screen hides the password form. */
  readonly canChangePassword: boolean;
  /** Live sessions, the most recently used first. */
  readonly sessions: readonly AccountSession[];
}
