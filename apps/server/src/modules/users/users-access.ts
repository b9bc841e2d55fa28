import { DEFAULT_COUNTRY, isStaff, normalizePhone } from '@ldn/domain';
import type { CurrentUser } from '../../identity/session-store';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/error-body';
import { findAccountByPk, findAccountByUid, type AccountRow } from './users-queries';
import { type CustomerAnswer, titleLabelOf } from '@ldn/contract';

/**
 * [S4.10] The error code of an e-mail with no account. Its status is 400, as the spec says: "a 400
 * answer means no account exists, so the uid is kept for account creation".
 */
export const UNKNOWN_ACCOUNT = 'UNKNOWN_ACCOUNT';

/** [S7.4] The error code of a creation for an e-mail that already has an account (409). */
export const ACCOUNT_EXISTS = 'ACCOUNT_EXISTS';

const notYours = (): HttpError =>
  new HttpError(403, 'Vous ne pouvez consulter ou modifier que votre propre compte.', 'FORBIDDEN');

/**
 * Who may act on an account through the user API: its owner, and staff on a customer's account
 * [S1.4] [S4.10]. Staff never act on another staff account here: store accounts are not managed
 * from a shop floor.
 */
export function mayActOn(actor: CurrentUser, target: AccountRow): boolean {
  if (actor.pk === String(target.pk)) return true;
  return isStaff(actor) && !isStaff({ roles: target.roles });
}

/**
 * The account of `email` for `actor`, or an HttpError: 403 when a customer names anyone but
 * himself (checked before any look-up, so a customer cannot probe which e-mails have an account),
 * 400 UNKNOWN_ACCOUNT when staff name an e-mail with no account, 403 for another staff account.
 */
export async function accountForEmail(
  db: Db,
  actor: CurrentUser,
  email: string,
): Promise<AccountRow> {
  const self = actor.uid.toLowerCase() === email;
  if (!self && !isStaff(actor)) throw notYours();
  const account = await findAccountByUid(db, email);
  if (!account) throw new HttpError(400, `No account exists for ${email}.`, UNKNOWN_ACCOUNT);
  if (!mayActOn(actor, account)) throw notYours();
  return account;
}

/** As {@link accountForEmail}, by pk; an unknown pk (staff only) is a 404 UNKNOWN_ACCOUNT. */
export async function accountForPk(db: Db, actor: CurrentUser, pk: string): Promise<AccountRow> {
  const wanted = Number(pk);
  if (actor.pk !== String(wanted) && !isStaff(actor)) throw notYours();
  const account = await findAccountByPk(db, wanted);
  if (!account) throw new HttpError(404, `No account has the pk ${pk}.`, UNKNOWN_ACCOUNT);
  if (!mayActOn(actor, account)) throw notYours();
  return account;
}

/** [S3.2] [S7.2] The staff view of an account. */
export function toCustomer(account: AccountRow): CustomerAnswer {
  return {
    uid: account.uid,
    pk: String(account.pk),
    titleCode: account.titleCode,
    title: titleLabelOf(account.titleCode),
    firstName: account.firstName,
    lastName: account.lastName,
    phone: normalizePhone(account.phone),
    naosCountry: account.country ?? DEFAULT_COUNTRY,
    naosCountryNoFallback: account.country ?? '',
    notificationFrequency: account.notificationFrequency,
    favoriteStoreCode: account.favoriteStoreCode,
  };
}

/** [S3.1] The profile fields shared by getUserProfil and getCurrentUserProfilFromHybris. */
export function toProfileFields(account: AccountRow) {
  return {
    pk: String(account.pk),
    email: account.uid,
    titleCode: account.titleCode,
    title: titleLabelOf(account.titleCode),
    firstName: account.firstName,
    lastName: account.lastName,
    phone: normalizePhone(account.phone),
    roles: account.roles,
    store: account.storeCode,
    country: account.country ?? '',
    notificationFrequency: account.notificationFrequency,
    isStaff: isStaff({ roles: account.roles }),
  };
}
