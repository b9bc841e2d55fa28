import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { CartRefusal } from '../cart/cart-errors';
import { moneyMessages as text } from '../cart/money-messages';

/**
 * The holds of the online checkout (ASVS V2.4.1): a validated cart holds its units until it is
 * paid, cancelled or its time is over (`LDN_PAYMENT_TTL_MINUTES`). Validating needs no account,
 * so what one visitor (the cart's owner key) and one client address may hold at once is capped
 * (`LDN_OPEN_HOLDS_PER_VISITOR`, `LDN_OPEN_HOLDS_PER_ADDRESS`): nobody can keep a list's gifts
 * from the other relatives by validating carts without paying. The address is kept on the payment
 * (`payments.client_key`, migration 0016) as the cap counts it.
 */

/** The caps, from the configuration. */
export interface HoldLimits {
  readonly perVisitor: number;
  readonly perAddress: number;
}

/** Who opens a hold: the cart's owner key and the client address as {@link clientKeyOf} gives it. */
export interface HoldOpener {
  readonly ownerKey: string;
  readonly clientKey: string;
}

/**
 * The client address as the cap counts it: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address as its /64 network (one subscriber gets a whole /64 and could walk
 * through it), anything else as it is.
 */
export function clientKeyOf(address: string): string {
  const ip = address.replace(/%.*$/, '');
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [left = '', right] = ip.split('::');
  const head = left === '' ? [] : left.split(':');
  const tail = right === undefined || right === '' ? [] : right.split(':');
  // An IPv4 tail (`::1.2.3.4`) fills two groups.
  const tailGroups = tail.length + (tail.at(-1)?.includes('.') ? 1 : 0);
  const groups = [...head, ...Array<string>(8 - head.length - tailGroups).fill('0'), ...tail];
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** The class of the transaction-level advisory locks that serialise the counts. */
const HOLDS_LOCK_CLASS = 7_266_026;

/** A lock taken while counting, so that two validations at once cannot both pass a full cap. */
async function lockCount(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${HOLDS_LOCK_CLASS}, hashtext(${key}))`);
}

/** The holds open now of one column's value, and when the first of them ends. */
async function openHolds(
  tx: Db,
  column: 'cart_owner_key' | 'client_key',
  value: string,
  now: Date,
): Promise<{ count: number; firstEndsAt: Date | null }> {
  const result = (await tx.execute(sql`
    SELECT count(*)::int AS count, min(expires_at) AS first_ends_at
    FROM payments
    WHERE ${sql.identifier(column)} = ${value} AND status = 'PENDING' AND expires_at > ${now}`)) as unknown as {
    rows: { count: number; first_ends_at: Date | string | null }[];
  };
  const row = result.rows[0];
  const firstEndsAt = row?.first_ends_at ? new Date(row.first_ends_at) : null;
  return { count: row?.count ?? 0, firstEndsAt };
}

const secondsUntil = (at: Date | null, now: Date): number =>
  at ? Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000)) : 60;

/**
 * Refuses a new hold (429 `TOO_MANY_HOLDS`, with `Retry-After`) when the visitor or the address
 * already holds its cap. Runs first in the transaction that opens the hold, before the list's lock
 * (advisory locks in a fixed order: visitor, then address), and holds them to the commit.
 */
export async function assertHoldAllowed(
  tx: Db,
  opener: HoldOpener,
  limits: HoldLimits,
  now: Date,
): Promise<void> {
  await lockCount(tx, `visitor:${opener.ownerKey}`);
  await lockCount(tx, `address:${opener.clientKey}`);
  const visitor = await openHolds(tx, 'cart_owner_key', opener.ownerKey, now);
  if (visitor.count >= limits.perVisitor) {
    throw new CartRefusal(
      429,
      'TOO_MANY_HOLDS',
      text.tooManyHoldsVisitor,
      [],
      'TOO_MANY_HOLDS',
      secondsUntil(visitor.firstEndsAt, now),
    );
  }
  const address = await openHolds(tx, 'client_key', opener.clientKey, now);
  if (address.count >= limits.perAddress) {
    throw new CartRefusal(
      429,
      'TOO_MANY_HOLDS',
      text.tooManyHoldsAddress,
      [],
      'TOO_MANY_HOLDS',
      secondsUntil(address.firstEndsAt, now),
    );
  }
}

/** Writes the client address on a payment just created (the column drizzle's schema lacks). */
export async function recordClientKey(tx: Db, paymentId: string, clientKey: string): Promise<void> {
  await tx.execute(sql`UPDATE payments SET client_key = ${clientKey} WHERE id = ${paymentId}`);
}
