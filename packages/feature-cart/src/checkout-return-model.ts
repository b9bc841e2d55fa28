import type { PaymentStatusResult } from '@ldn/api-client';
import type { CheckoutReturn } from './cart-model';

/** What the page shows after the checkout. */
export type ReturnView =
  /** Paid and recorded: thanks; the cart is empty. */
  | 'success'
  /** Paid, being recorded (or not paid yet): wait, the status is read again every second. */
  | 'waiting'
  /** The card was declined: nothing changed, the cart is kept, pay again. */
  | 'declined'
  /** The buyer left the payment page: the cart is kept. */
  | 'cancelled'
  /** The hold's time passed: the reservation is released, the cart is kept. */
  | 'expired'
  /** The payment is unknown (or its status unreadable): the cart is kept. */
  | 'unknown';

/** What the status query says, reduced to what the page reads. */
export interface PaymentStatusQuery {
  readonly data?: Pick<PaymentStatusResult, 'status'> | undefined;
  readonly isError: boolean;
}

/**
 * What the checkout's return shows. Declined, cancelled and expired are said by the address
 * itself; 'ok' waits for the server's status: RECORDED is the success, PAID or PENDING waits
 * (polling), and a status that contradicts the address wins (the server knows).
 */
export function returnViewOf(ret: CheckoutReturn, query: PaymentStatusQuery): ReturnView {
  switch (ret.outcome) {
    case 'refus':
      return 'declined';
    case 'annule':
      return 'cancelled';
    case 'expire':
      return 'expired';
    case 'ok':
      break;
  }
  if (ret.paymentId === '' || query.isError) return 'unknown';
  switch (query.data?.status) {
    case undefined:
    case 'PENDING':
    case 'PAID':
      return 'waiting';
    case 'RECORDED':
      return 'success';
    case 'DECLINED':
      return 'declined';
    case 'CANCELLED':
      return 'cancelled';
    case 'EXPIRED':
      return 'expired';
  }
}

/** [S4.3] The delay between two readings of a payment being recorded (the server says 1 s). */
export const PAYMENT_POLL_MS = 1000;
