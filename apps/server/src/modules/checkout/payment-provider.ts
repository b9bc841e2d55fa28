/**
 * design.md §3 "Payments": the spec's external checkout, behind an interface so that the
 * retailer's real payment service can replace the sandbox without touching the recording.
 *
 * A provider charges a payment once per `reference`: asked again for the same reference it answers
 * the same outcome (an idempotency key, as real providers offer), never a second charge.
 */

/** The card typed on the payment page (never stored: only its last 4 digits are kept). */
export interface CardDetails {
  readonly number: string;
  readonly expiryMonth: number;
  /** Four digits. */
  readonly expiryYear: number;
  readonly cvc: string;
  readonly holder: string;
}

export interface ChargeRequest {
  /** Our payment id: the idempotency key of the charge. */
  readonly reference: string;
  readonly amountCents: number;
  readonly card: CardDetails;
}

/** Why a charge was refused (French texts in `moneyMessages.pay.declineReasons`). */
export type DeclineReason = 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS';

export type ChargeOutcome =
  | { readonly outcome: 'PAID'; readonly providerReference: string }
  | { readonly outcome: 'DECLINED'; readonly reason: DeclineReason };

/** A charge to give back in full: ours and the provider's references of it. */
export interface RefundRequest {
  /** Our payment id: the idempotency key of the refund too. */
  readonly reference: string;
  readonly providerReference: string;
  readonly amountCents: number;
}

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /**
   * Gives a charge back in full (a payment confirmed after its list was closed [S4.1]). Asked
   * again for the same reference, it refunds nothing more; it throws when the refund failed, so
   * that the caller keeps the payment as it is and tries again.
   */
  refund(request: RefundRequest): Promise<void>;
}

/** The sandbox's test cards, printed on the payment page and in the README. */
export const SANDBOX_CARDS = {
  accepted: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** Luhn check of a card number (digits only). */
export function isLuhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Is this one of the sandbox's test cards? */
export function isSandboxCard(digits: string): boolean {
  return (Object.values(SANDBOX_CARDS) as string[]).includes(digits);
}

/**
 * The sandbox provider: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 declined,
 * 4000 0000 0000 9995 declined for insufficient funds. Deterministic and instant; the provider's
 * reference is derived from ours, so charging one payment twice gives the same reference. A
 * refund of one of its charges always succeeds (no real money moved).
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    charge: async (request) => {
      switch (request.card.number) {
        case SANDBOX_CARDS.accepted:
          return { outcome: 'PAID', providerReference: `sbx_${request.reference}` };
        case SANDBOX_CARDS.insufficientFunds:
          return { outcome: 'DECLINED', reason: 'INSUFFICIENT_FUNDS' };
        default:
          return { outcome: 'DECLINED', reason: 'CARD_DECLINED' };
      }
    },
    refund: async (request) => {
      if (request.providerReference !== `sbx_${request.reference}`) {
        throw new Error(`sandbox: no charge ${request.providerReference} to refund`);
      }
    },
  };
}
