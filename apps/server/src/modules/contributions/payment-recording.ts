import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments } from '../../db/schema';
import { deleteCart } from '../cart/cart-queries';
import { createSandboxProvider, type PaymentProvider } from '../checkout/payment-provider';
import {
  LIST_CLOSED_REFUNDED_REASON,
  findPayment,
  findPaymentEntries,
  listStatusOf,
  releasePayment,
  type PaymentRecorder,
  type PaymentRow,
} from '../checkout/payments';
import { lockItems, lockList } from '../lists/gift-quantities';
import { scheduleContributionDigest } from './digest-schedule';
import { recordContribution } from './money-ledger';

/**
 * [S3.14] [S4.3] Records a PAID payment as a contribution, in one transaction: the reserved units
 * become gifted, the wallet is credited, the payment becomes RECORDED, the buyer's cart is reset
 * and the holder's digest is scheduled. Idempotent: a payment already RECORDED (a second
 * confirmation, the recovery job after the request did it) changes nothing. Lock order: payment,
 * list, items. Returns the payment as it ends.
 *
 * [S4.1] On a list closed meanwhile, nothing is recorded: the charge is refunded through the
 * provider (which refunds a reference once, so a retry after a crash is harmless), the units are
 * released and the payment ends CANCELLED (`LIST_CLOSED_REFUNDED`). A failed refund throws: the
 * payment stays PAID and its job tries again.
 */
export async function recordPayment(
  database: Database,
  paymentId: string,
  options: { readonly provider?: PaymentProvider } = {},
): Promise<PaymentRow | undefined> {
  return database.transaction(async (tx) => {
    const payment = await findPayment(tx, paymentId, { forUpdate: true });
    if (!payment || payment.status !== 'PAID') return payment;
    const refundOnClosedList = async () => {
      await (options.provider ?? createSandboxProvider()).refund({
        reference: payment.id,
        providerReference: payment.providerReference ?? '',
        amountCents: payment.amountCents,
      });
      return releasePayment(tx, payment, 'CANCELLED', {
        declineReason: LIST_CLOSED_REFUNDED_REASON,
      });
    };
    // Closing is final, so a list read closed without its lock stays closed: the refund (a call
    // to the provider) then runs before the list's lock is taken, not while holding it.
    if ((await listStatusOf(tx, payment.listId)) === 'CLOSED') return refundOnClosedList();
    const list = await lockList(tx, payment.listId);
    if (!list) throw new Error(`recordPayment: no list ${payment.listId}`);
    if (list.status === 'CLOSED') return refundOnClosedList();
    const entries = await findPaymentEntries(tx, payment.id);
    await lockItems(
      tx,
      list.id,
      entries.map((entry) => entry.codeAx),
    );
    const kind =
      entries.length === 0 ? 'WALLET' : payment.clientType === 'HOLDER' ? 'SELF_PURCHASE' : 'GIFT';
    const contributionId = await recordContribution(tx, list, {
      listId: list.id,
      kind,
      source: 'ONLINE',
      paymentId: payment.id,
      customerPk: payment.customerPk,
      contributorName: payment.contributorName,
      contributorEmail: payment.contributorEmail,
      message: payment.message,
      giftMessage: payment.giftMessage,
      giftFrom: payment.giftFrom,
      entries,
      walletCents: payment.contributionCents,
      deliveryFeeCents: payment.deliveryFeeCents,
      deliveryOption: payment.deliveryOption,
      fromReservation: true,
    });
    const [recorded] = await tx
      .update(payments)
      .set({ status: 'RECORDED', recordedAt: new Date() })
      .where(eq(payments.id, payment.id))
      .returning();
    if (payment.cartOwnerKey) await deleteCart(tx, payment.cartOwnerKey, list.id);
    await scheduleContributionDigest(tx, list, contributionId, new Date());
    return recorded;
  });
}

recordPayment satisfies PaymentRecorder;
