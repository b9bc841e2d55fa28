import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { JobHandlers } from '../../jobs/job-queue';
import { PAYMENT_EXPIRE_JOB, PAYMENT_RECORD_JOB, expirePayment } from '../checkout/payments';
import type { PaymentProvider } from '../checkout/payment-provider';
import { recordPayment } from './payment-recording';

/** The `paymentId` of a payment job's payload. */
function paymentIdOf(payload: Record<string, unknown>): string {
  const id = payload.paymentId;
  if (typeof id !== 'string' || !/^[a-z0-9]{32}$/.test(id)) {
    throw new Error('payment job: the payload has no paymentId');
  }
  return id;
}

/**
 * The background jobs of the money area, for the process's job worker
 * (`startJobWorker({ extraHandlers })` in `main.ts`; the holder's digests are notifications'):
 * - `payment.record`: records a PAID payment (recovery after a crash between "paid" and
 *   "recorded"; a payment already recorded is left alone);
 * - `payment.expire`: releases a reservation not paid in time.
 */
export function moneyJobHandlers(options: {
  readonly config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>;
  readonly database: Database;
  readonly now?: () => Date;
  /** Refunds a payment recorded after its list closed; the sandbox by default. */
  readonly provider?: PaymentProvider;
}): JobHandlers {
  const clock = options.now ?? (() => new Date());
  return {
    [PAYMENT_RECORD_JOB]: {
      run: async (payload) => {
        await recordPayment(options.database, paymentIdOf(payload), {
          ...(options.provider ? { provider: options.provider } : {}),
        });
      },
    },
    [PAYMENT_EXPIRE_JOB]: {
      run: async (payload) => {
        await expirePayment(options.database, paymentIdOf(payload), clock());
      },
    },
  };
}
