/**
 * A small process of the fault test (`modules/checkout/money-concurrency.test.ts`), run with the
 * real modules on the test's PostgreSQL database (DATABASE_URL):
 *
 * - `pay <paymentId>`: charges the payment with the accepted test card through the real
 *   `chargePayment`, and once the provider's "paid" is committed prints `PAID` and hangs: the
 *   test kills it there with SIGKILL, between "paid" and "recorded";
 * - `recover`: what a restarted server's job worker does: runs the due money jobs (those due
 *   within a minute too, so the `payment.record` job is due), prints `RECOVERED` and exits.
 *
 * Not part of the server: only the test builds and runs it.
 */
import { openDatabase } from '../db/open-database';
import { createJobQueue } from '../jobs/job-queue';
import { createSandboxProvider } from '../modules/checkout/payment-provider';
import { chargePayment } from '../modules/checkout/payments';
import { moneyJobHandlers } from '../modules/contributions/money-jobs';
import { recordPayment } from '../modules/contributions/payment-recording';

async function run(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('crash-child: DATABASE_URL is required');
  const database = await openDatabase(
    { kind: 'postgres', url },
    { migrationsDir: process.env.LDN_MIGRATIONS_DIR },
  );
  const [mode, paymentId] = process.argv.slice(2);
  if (mode === 'pay' && paymentId) {
    await chargePayment(
      database,
      paymentId,
      { number: '4242424242424242', expiryMonth: 12, expiryYear: 2039, cvc: '123', holder: 'Test' },
      {
        provider: createSandboxProvider(),
        record: recordPayment,
        afterPaid: () => {
          process.stdout.write('PAID\n');
          return new Promise<void>(() => undefined);
        },
      },
    );
    return;
  }
  if (mode === 'recover') {
    const later = new Date(Date.now() + 60_000);
    const handlers = moneyJobHandlers({
      config: { publicUrl: undefined, host: '127.0.0.1', port: 0 },
      database,
      now: () => later,
    });
    const jobs = createJobQueue({ database });
    // As the worker does: batch after batch while jobs keep coming.
    for (;;) {
      const summary = await jobs.runDueJobs(handlers, { dueBy: later });
      if (summary.done + summary.retried + summary.failed === 0) break;
    }
    await database.close();
    process.stdout.write('RECOVERED\n');
    return;
  }
  throw new Error(`crash-child: unknown mode ${String(mode)}`);
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
