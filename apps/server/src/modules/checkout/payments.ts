import { randomBytes } from 'node:crypto';
import {
  cartMessages,
  isValidEmail,
  productsTotalCents,
  storeDeliveryFeeCents,
  validationMessages,
} from '@ldn/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '../../identity/session-store';
import type { Database, Db } from '../../db/database';
import { contributions, lists, paymentEntries, payments } from '../../db/schema';
import { enqueueJob, type JobKind } from '../../jobs/job-queue';
import type { CartOwner } from '../cart/cart-identity';
import { deliveryStoreOf, storeCodeExists } from '../cart/cart-queries';
import {
  type CreateContributionBody,
  isWalletItem,
  walletAmountOfEntries,
  walletContributionError,
} from '@ldn/contract';
import { CartRefusal, itemsRefused } from '../cart/cart-errors';
import { checkGiftable, type RequestedLine } from '../cart/cart-validation';
import { moneyMessages as text } from '../cart/money-messages';
import { addInProgress, lockItems, lockList } from '../lists/gift-quantities';
import { listClosed, listNotFound } from '../lists/list-errors';
import { viewerOf, actsAsHolder, actsAsOwner } from '../lists/list-view';
import {
  assertHoldAllowed,
  recordClientKey,
  type HoldLimits,
  type HoldOpener,
} from './checkout-holds';
import type { CardDetails, PaymentProvider } from './payment-provider';

/**
 * Online payments (design.md §3 "Payments"), in three short transactions:
 *
 * 1. {@link createPayment}: the cart is checked against the list NOW, under row locks, and the
 *    quantities are reserved (`quantity_in_progress`) with a PENDING payment; or nothing is
 *    written and a [S8.4] refusal says why.
 * 2. {@link chargePayment}: under the payment's row lock, the provider charges it and its outcome
 *    is recorded first (PAID with the provider's unique reference, plus a `payment.record` job), or
 *    the reservation is released (DECLINED).
 * 3. the ledger's `recordPayment` (`contributions/payment-recording.ts`, above checkout, handed
 *    in as {@link PaymentRecorder}): the contribution is recorded, the reserved units become
 *    gifted and the wallet is credited, in one transaction; a payment already RECORDED is left
 *    alone.
 *
 * A crash between 2 and 3 leaves a PAID payment and its job: the job queue (at least once)
 * runs the recording after the restart, exactly once in effect. Reservations not paid in
 * time are released by the `payment.expire` job.
 *
 * [S4.1] A closed list takes no money: closing ends the list's PENDING payments
 * ({@link endHoldsOfClosingList}); a payment page posted after the close charges nothing; a charge
 * that went through as the list closed is refunded by the recording, never recorded.
 */

export const PAYMENT_RECORD_JOB = 'payment.record' satisfies JobKind;
export const PAYMENT_EXPIRE_JOB = 'payment.expire' satisfies JobKind;
/** The request that charged a payment records it at once; the job is the safety net. */
const RECORD_JOB_DELAY_MS = 15_000;

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

/** A payment id: 128 random bits, in the payment page's URL. */
export function newPaymentId(): string {
  return randomBytes(16).toString('hex');
}

/** The checkout page of a payment. */
export const checkoutPath = (paymentId: string): string => `/paiement/${paymentId}`;

const badCart = (code: string, message: string): CartRefusal => new CartRefusal(400, code, message);

/** The products (or parts of group gifts) and the wallet contribution a validation body asks for. */
interface RequestedCart {
  readonly lines: readonly RequestedLine[];
  readonly contributionCents: number;
}

/** [S9.4] [S5.2] Reads the body's lines and contribution; refuses what no database read can fix. */
function readRequestedCart(body: CreateContributionBody): RequestedCart {
  const quantities = new Map<string, number>();
  // A group gift's part: one line of the code, its parts added up (checked against what remains).
  const parts = new Map<string, number>();
  for (const entry of body.entries) {
    if (isWalletItem(entry.code)) continue;
    if (entry.partCents !== undefined) {
      parts.set(entry.code, (parts.get(entry.code) ?? 0) + entry.partCents);
      continue;
    }
    quantities.set(entry.code, (quantities.get(entry.code) ?? 0) + entry.quantity);
  }
  for (const code of parts.keys()) {
    if (quantities.has(code)) throw badCart('INVALID_CART_LINE', text.groupGiftPartsOnly);
  }
  const carried = walletAmountOfEntries(body.entries);
  if (
    carried !== undefined &&
    body.contributionAmount !== 0 &&
    body.contributionAmount !== carried.cents
  ) {
    throw badCart('INVALID_AMOUNT', text.contributionConflict);
  }
  const contributionCents = carried?.cents ?? body.contributionAmount;
  const contributionError = walletContributionError(contributionCents);
  if (contributionError) throw badCart(contributionError, validationMessages[contributionError]);
  if (body.walletAmount > 0) throw badCart('WALLET_USE_IN_STORE_ONLY', text.walletUseInStoreOnly);
  if (body.contributorEmail !== '' && !isValidEmail(body.contributorEmail)) {
    throw badCart('INVALID_EMAIL', validationMessages.INVALID_EMAIL);
  }
  const lines: RequestedLine[] = [
    ...[...quantities].map(([codeAx, quantity]) => ({ codeAx, quantity })),
    ...[...parts].map(([codeAx, partCents]) => ({ codeAx, quantity: 1, partCents })),
  ];
  if (lines.length === 0 && contributionCents === 0) throw badCart('CART_EMPTY', text.cartEmpty);
  return { lines, contributionCents };
}

/** Options of {@link createPayment}. */
export interface CreatePaymentInput {
  readonly body: CreateContributionBody;
  readonly owner: CartOwner;
  readonly user: CurrentUser | null;
  readonly ttlMinutes: number;
  readonly now?: Date;
  /**
   * The caps of open holds and the client address (ASVS V2.4.1, `checkout-holds.ts`); the HTTP
   * route always gives them. Absent: no cap (tests that open many holds from one process).
   */
  readonly holds?: { readonly clientKey: string; readonly limits: HoldLimits };
}

/** Why a payment ended with the list's close (`decline_reason` of a CANCELLED payment). */
export const LIST_CLOSED_REASON = 'LIST_CLOSED';
/** The same, for a charge that went through as the list closed and was refunded. */
export const LIST_CLOSED_REFUNDED_REASON = 'LIST_CLOSED_REFUNDED';

/**
 * A visitor who validates his cart again (back from the payment page, say) ends his earlier
 * holds on that list first: they would keep units from his own new cart, and count in his cap.
 * Each in its own short transaction, payment row first as everywhere.
 */
async function endEarlierHolds(database: Database, ownerKey: string, listId: string) {
  const earlier = await database.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.cartOwnerKey, ownerKey),
        eq(payments.listId, listId),
        eq(payments.status, 'PENDING'),
      ),
    );
  for (const { id } of earlier) await cancelPayment(database, id);
}

/**
 * [S7.8] [S4.3] [S8.4] Validates a cart against its list and reserves it: returns the PENDING
 * payment, or throws a {@link CartRefusal} with nothing written. Lock order: list, then items.
 */
export async function createPayment(
  database: Database,
  input: CreatePaymentInput,
): Promise<PaymentRow> {
  const { body } = input;
  const asked = readRequestedCart(body);
  const now = input.now ?? new Date();
  await endEarlierHolds(database, input.owner.key, body.ldnId);
  return database.transaction(async (tx) => {
    const opener: HoldOpener | undefined = input.holds && {
      ownerKey: input.owner.key,
      clientKey: input.holds.clientKey,
    };
    if (opener && input.holds) await assertHoldAllowed(tx, opener, input.holds.limits, now);
    if (body.holderFavoriteStore !== '' && !(await storeCodeExists(tx, body.holderFavoriteStore))) {
      throw badCart('UNKNOWN_STORE', text.unknownStore);
    }
    const list = await lockList(tx, body.ldnId);
    if (!list) throw refusalOf(listNotFound());
    const viewer = viewerOf(input.user, list);
    if (list.status === 'DRAFT') {
      throw actsAsOwner(viewer)
        ? new CartRefusal(409, 'LIST_NOT_PUBLISHED', text.listNotPublished)
        : refusalOf(listNotFound());
    }
    if (list.status === 'CLOSED') throw refusalOf(listClosed());

    const reserved = await checkGiftable(tx, list.id, asked.lines, {
      hiddenAllowed: actsAsOwner(viewer),
    });

    const productsCents = productsTotalCents(
      reserved.map((line) => ({
        code: line.codeAx,
        quantity: line.quantity,
        details: { price: line.unitPriceCents },
      })),
    );
    let deliveryFeeCents = 0;
    if (body.deliveryOption === 'STORE_DELIVERY' && productsCents > 0) {
      const store = await deliveryStoreOf(tx, {
        listId: list.id,
        holderFavoriteStore: body.holderFavoriteStore || null,
      });
      if (!store?.eligible) {
        throw itemsRefused(
          reserved.map((line) => ({ codeAx: line.codeAx, reason: 'STORE_DELIVERY_UNAVAILABLE' })),
        );
      }
      deliveryFeeCents = storeDeliveryFeeCents(productsCents);
    }

    await addInProgress(tx, list.id, reserved, 1);
    const id = newPaymentId();
    const expiresAt = new Date(now.getTime() + input.ttlMinutes * 60_000);
    // Only the holder (or staff for him) buys as the holder [S3.11]: his self-purchases count for
    // his reward; anyone else, the co-parent included, is a relative.
    const clientType = actsAsHolder(viewer) ? body.clientType : 'RELATIVE';
    const [payment] = await tx
      .insert(payments)
      .values({
        id,
        listId: list.id,
        cartOwnerKey: input.owner.key,
        customerPk: input.owner.customerPk,
        productsCents,
        contributionCents: asked.contributionCents,
        deliveryFeeCents,
        amountCents: productsCents + asked.contributionCents + deliveryFeeCents,
        contributorName: body.contributorName,
        contributorEmail: body.contributorEmail.toLowerCase(),
        message: body.message,
        giftMessage: body.giftMessageData.message,
        giftFrom: body.giftMessageData.from,
        clientType,
        deliveryOption: body.deliveryOption,
        makeAvailableToHolder: body.makeAvailableToTheHolder,
        holderFavoriteStore: body.holderFavoriteStore || null,
        expiresAt,
        createdAt: now,
      })
      .returning();
    if (!payment) throw new Error('createPayment: nothing inserted');
    if (opener) await recordClientKey(tx, id, opener.clientKey);
    if (reserved.length > 0) {
      await tx.insert(paymentEntries).values(
        reserved.map((line) => ({
          paymentId: id,
          codeAx: line.codeAx,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          partCents: line.partCents,
        })),
      );
    }
    await enqueueJob(tx, {
      kind: PAYMENT_EXPIRE_JOB,
      payload: { paymentId: id },
      dedupeKey: `${PAYMENT_EXPIRE_JOB}:${id}`,
      runAt: expiresAt,
    });
    return payment;
  });
}

/** An HttpError of the lists module as a cart refusal (same code and text, no items). */
function refusalOf(error: { status: number; code: string; message: string }): CartRefusal {
  const status = error.status === 404 ? 404 : error.status === 400 ? 400 : 409;
  return new CartRefusal(
    status,
    error.code,
    error.message || cartMessages.DIFFICULTIES_TO_VALIDATE_CART,
  );
}

export async function findPayment(
  db: Db,
  paymentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findPaymentEntries(
  db: Db,
  paymentId: string,
): Promise<(typeof paymentEntries.$inferSelect)[]> {
  return db
    .select()
    .from(paymentEntries)
    .where(eq(paymentEntries.paymentId, paymentId))
    .orderBy(asc(paymentEntries.codeAx));
}

/**
 * Gives back what a payment reserved and closes it as `status` (DECLINED, CANCELLED, EXPIRED).
 * The caller holds the payment's row lock and has checked it is PENDING.
 */
export async function releasePayment(
  tx: Db,
  payment: Pick<PaymentRow, 'id' | 'listId'>,
  status: 'DECLINED' | 'CANCELLED' | 'EXPIRED',
  extra: { declineReason?: string; cardLast4?: string } = {},
): Promise<PaymentRow> {
  const entries = await findPaymentEntries(tx, payment.id);
  if (entries.length > 0) {
    await lockList(tx, payment.listId);
    await lockItems(
      tx,
      payment.listId,
      entries.map((entry) => entry.codeAx),
    );
    await addInProgress(tx, payment.listId, entries, -1);
  }
  const [updated] = await tx
    .update(payments)
    .set({
      status,
      releasedAt: new Date(),
      ...(extra.declineReason ? { declineReason: extra.declineReason } : {}),
      ...(extra.cardLast4 ? { cardLast4: extra.cardLast4 } : {}),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!updated) throw new Error('releasePayment: the payment vanished');
  return updated;
}

/**
 * [S4.1] Closing a list ends its holds: every PENDING payment of the list is released as
 * CANCELLED (`LIST_CLOSED`), in the closing transaction, which holds the list's lock. A payment
 * whose row another transaction holds (its card being charged right now) is skipped rather than
 * waited for, against the usual order (payment, then list): its charge ends on its own, and the
 * recording refunds it since the list is closed. Returns how many were ended.
 */
export async function endHoldsOfClosingList(tx: Db, listId: string): Promise<number> {
  const pending = await tx
    .select({ id: payments.id, listId: payments.listId })
    .from(payments)
    .where(and(eq(payments.listId, listId), eq(payments.status, 'PENDING')))
    .orderBy(asc(payments.id))
    .for('update', { skipLocked: true });
  for (const payment of pending) {
    await releasePayment(tx, payment, 'CANCELLED', { declineReason: LIST_CLOSED_REASON });
  }
  return pending.length;
}

/** Is this payment still waiting for its card? */
export const isPayable = (payment: PaymentRow, now: Date): boolean =>
  payment.status === 'PENDING' && payment.expiresAt.getTime() > now.getTime();

/**
 * Records a PAID payment as a contribution (the ledger's `recordPayment`): handed to checkout,
 * which sits below the ledger, rather than imported (`app.recordPayment` in the routes).
 */
export type PaymentRecorder = (
  database: Database,
  paymentId: string,
  options?: { readonly provider?: PaymentProvider },
) => Promise<PaymentRow | undefined>;

/** Options of {@link chargePayment}. */
export interface ChargeOptions {
  readonly provider: PaymentProvider;
  /** Records the payment once paid, in the same request; its job is the safety net. */
  readonly record: PaymentRecorder;
  readonly now?: Date;
  /**
   * Called after the provider's outcome is committed and before the recording: the fault tests
   * stop the process there (a crash between "paid" and "recorded"). Never set in production.
   */
  readonly afterPaid?: () => Promise<void>;
}

/**
 * Charges a PENDING payment with `card` and records the outcome first (PAID with the provider's
 * reference and the recording job, or DECLINED with the reservation released), then records the
 * contribution. A payment that is not payable any more (paid, declined, cancelled, expired) is
 * not charged: its row is answered as it is. An expired PENDING payment is released here.
 */
export async function chargePayment(
  database: Database,
  paymentId: string,
  card: CardDetails,
  options: ChargeOptions,
): Promise<PaymentRow | undefined> {
  const now = options.now ?? new Date();
  const charged = await database.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, { forUpdate: true });
    if (!payment) return undefined;
    if (payment.status === 'PENDING' && !isPayable(payment, now)) {
      return releasePayment(tx, payment, 'EXPIRED');
    }
    if (payment.status !== 'PENDING') return payment;
    // [S4.1] A closed list takes no money: nothing is charged. (Read without its lock, which the
    // charge must not hold; a close that slips in after this read is caught by the recording.)
    if ((await listStatusOf(tx, payment.listId)) === 'CLOSED') {
      return releasePayment(tx, payment, 'CANCELLED', { declineReason: LIST_CLOSED_REASON });
    }
    // The charge runs under the payment's lock: the expiry job cannot release it meanwhile.
    const outcome = await options.provider.charge({
      reference: payment.id,
      amountCents: payment.amountCents,
      card,
    });
    const cardLast4 = card.number.slice(-4);
    if (outcome.outcome === 'DECLINED') {
      return releasePayment(tx, payment, 'DECLINED', { declineReason: outcome.reason, cardLast4 });
    }
    const [paid] = await tx
      .update(payments)
      .set({
        status: 'PAID',
        providerReference: outcome.providerReference,
        provider: options.provider.name,
        paidAt: now,
        cardLast4,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    await enqueueJob(tx, {
      kind: PAYMENT_RECORD_JOB,
      payload: { paymentId: payment.id },
      dedupeKey: `${PAYMENT_RECORD_JOB}:${payment.id}`,
      runAt: new Date(now.getTime() + RECORD_JOB_DELAY_MS),
    });
    return paid;
  });
  if (charged?.status !== 'PAID') return charged;
  await options.afterPaid?.();
  return (await options.record(database, paymentId, { provider: options.provider })) ?? charged;
}

/** The status of a list, read without its lock. */
export async function listStatusOf(tx: Db, listId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: lists.status })
    .from(lists)
    .where(eq(lists.id, listId))
    .limit(1);
  return row?.status;
}

/**
 * The buyer gave up on the payment page: a PENDING payment is released as CANCELLED. Anything
 * else is answered as it is.
 */
export async function cancelPayment(
  database: Database,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  return database.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, { forUpdate: true });
    if (!payment || payment.status !== 'PENDING') return payment;
    return releasePayment(tx, payment, 'CANCELLED');
  });
}

/**
 * The `payment.expire` job: a PENDING payment whose time is over is released as EXPIRED. Not yet
 * over (a clock ahead of the database's): throws, so the queue tries again later.
 */
export async function expirePayment(
  database: Database,
  paymentId: string,
  now: Date = new Date(),
): Promise<PaymentRow | undefined> {
  return database.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, { forUpdate: true });
    if (!payment || payment.status !== 'PENDING') return payment;
    if (payment.expiresAt.getTime() > now.getTime()) {
      throw new Error(`payment ${paymentId} is not expired yet`);
    }
    return releasePayment(tx, payment, 'EXPIRED');
  });
}

/** The contribution a recorded payment became, if any. */
export async function contributionIdOfPayment(db: Db, paymentId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: contributions.id })
    .from(contributions)
    .where(eq(contributions.paymentId, paymentId))
    .limit(1);
  return row?.id ?? null;
}
