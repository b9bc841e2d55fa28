import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';
import { enqueueJob, type JobKind } from '../../jobs/job-queue';

/**
 * [S9.7] The holder's e-mails about new contributions. The spec offers "once a day, once a week,
 * never": there is no immediate mail. Each recorded contribution schedules (idempotently, with a
 * dedupe key per list, frequency and period) one digest job at the end of its period, 08:00 Paris
 * time the next day (DAILY) or the next Monday (WEEKLY); NEVER schedules nothing. The job sends one
 * mail listing the period's contributions, if the holder still wants mails.
 *
 * The ledger schedules the job with the contribution it records; notifications handles it
 * (`notifications/digests.ts`), so the ledger never imports notifications.
 */

export const DIGEST_JOB = 'notifications.digest' satisfies JobKind;
const TIME_ZONE = 'Europe/Paris';
/** Digests go out at this hour, Paris time. */
const SEND_HOUR = 8;

/** The offset of Paris time from UTC at `instant`, in minutes (+60 in winter, +120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The Paris calendar day of `instant`: year, month (1-12), day, weekday (1 Monday .. 7 Sunday). */
function parisDay(instant: Date): { year: number; month: number; day: number; weekday: number } {
  const local = new Date(instant.getTime() + parisOffsetMinutes(instant) * 60_000);
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday,
  };
}

/** The instant of a Paris wall-clock time (days may overflow: day 32 is the next month's 1st). */
function parisInstant(year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - parisOffsetMinutes(new Date(wall)) * 60_000;
  guess = wall - parisOffsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess);
}

/** A digest period: what it covers and when its mail goes out. */
export interface DigestPeriod {
  readonly key: string;
  readonly start: Date;
  readonly end: Date;
  readonly sendAt: Date;
}

/**
 * [S9.7] The period of a contribution made at `at`: its Paris day (DAILY) or its Monday-to-Sunday
 * Paris week (WEEKLY).
 */
export function digestPeriod(frequency: 'DAILY' | 'WEEKLY', at: Date): DigestPeriod {
  const { year, month, day, weekday } = parisDay(at);
  const firstDay = frequency === 'DAILY' ? day : day - (weekday - 1);
  const length = frequency === 'DAILY' ? 1 : 7;
  const start = parisInstant(year, month, firstDay, 0);
  const end = parisInstant(year, month, firstDay + length, 0);
  const key = `${frequency}:${start.toISOString().slice(0, 10)}`;
  return { key, start, end, sendAt: parisInstant(year, month, firstDay + length, SEND_HOUR) };
}

/**
 * Schedules the holder's digest for a contribution recorded now (in its transaction): nothing for
 * NEVER; one job per list and period whatever the number of contributions.
 */
export async function scheduleContributionDigest(
  tx: Db,
  list: { readonly id: string; readonly ownerPk: number },
  contributionId: number,
  at: Date,
): Promise<void> {
  const [owner] = await tx
    .select({ frequency: customers.notificationFrequency })
    .from(customers)
    .where(eq(customers.pk, list.ownerPk))
    .limit(1);
  const frequency = owner?.frequency ?? 'NEVER';
  if (frequency === 'NEVER') return;
  const period = digestPeriod(frequency, at);
  await enqueueJob(tx, {
    kind: DIGEST_JOB,
    payload: {
      listId: list.id,
      frequency,
      periodKey: period.key,
      start: period.start.toISOString(),
      end: period.end.toISOString(),
      firstContributionId: contributionId,
    },
    dedupeKey: `${DIGEST_JOB}:${list.id}:${period.key}`,
    runAt: period.sendAt,
  });
}
