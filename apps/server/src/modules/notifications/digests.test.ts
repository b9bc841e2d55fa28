import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, outboxMails } from '../../db/schema';
import { moneyJobHandlers } from '../contributions/money-jobs';
import {
  OWNER_UID,
  openMoneyWorld,
  recordedContribution,
  type MoneyWorld,
} from '../../test-support/money';
import { DIGEST_JOB, digestPeriod } from '../contributions/digest-schedule';
import { notificationJobHandlers } from './digests';

describe('[S9.7] holder digests', () => {
  it('[S9.7] a day and a week are Paris days and Monday-to-Sunday weeks, sent at 08:00 Paris time', () => {
    // Wednesday 1 July 2026, 23:30 in Paris (UTC+2) is 21:30 UTC.
    const at = new Date('2026-07-01T21:30:00.000Z');
    expect(digestPeriod('DAILY', at)).toEqual({
      key: 'DAILY:2026-06-30',
      start: new Date('2026-06-30T22:00:00.000Z'),
      end: new Date('2026-07-01T22:00:00.000Z'),
      sendAt: new Date('2026-07-02T06:00:00.000Z'),
    });
    expect(digestPeriod('WEEKLY', at)).toEqual({
      key: 'WEEKLY:2026-06-28',
      start: new Date('2026-06-28T22:00:00.000Z'),
      end: new Date('2026-07-05T22:00:00.000Z'),
      sendAt: new Date('2026-07-06T06:00:00.000Z'),
    });
    // Winter (UTC+1), and a Sunday belongs to the week that began on Monday.
    expect(digestPeriod('WEEKLY', new Date('2026-11-29T12:00:00.000Z'))).toMatchObject({
      start: new Date('2026-11-22T23:00:00.000Z'),
      sendAt: new Date('2026-11-30T07:00:00.000Z'),
    });
  });

  describe('scheduling and sending', () => {
    let world: MoneyWorld;

    beforeAll(async () => {
      world = await openMoneyWorld();
    });
    afterAll(async () => {
      await world.dispose();
    });

    const handlers = (now: Date) => {
      const config = { publicUrl: 'https://liste.example.fr', host: '127.0.0.1', port: 0 };
      return {
        ...moneyJobHandlers({ config, database: world.database, now: () => now }),
        ...notificationJobHandlers({ config, database: world.database }),
      };
    };

    it('[S9.7] DAILY: one digest job per list and day whatever the number of contributions, one mail', async () => {
      const { listId } = await world.newList();
      await recordedContribution(world.database, listId, [], 1_000);
      await recordedContribution(world.database, listId, [], 2_000);
      const digests = await world.app.jobs.pendingJobs(DIGEST_JOB);
      const mine = digests.filter((job) => job.payload.listId === listId);
      expect(mine).toHaveLength(1);
      const due = new Date((mine[0]?.runAt ?? new Date()).getTime() + 1_000);
      await world.app.jobs.runDueJobs(handlers(due), { dueBy: due });
      const mails = await world.database.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.listId, listId));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        kind: 'contribution-digest',
        toAddress: OWNER_UID,
        subject: '2 nouvelles participations à votre liste « Notre liste »',
      });
      expect(mails[0]?.textBody).toContain('Anonyme : 10,00\u00a0€ pour la cagnotte');
      expect(mails[0]?.textBody).toContain(`https://liste.example.fr/list/${listId}/activite`);
    });

    it('[S9.7] NEVER: no digest is scheduled', async () => {
      await world.database.db
        .update(customers)
        .set({ notificationFrequency: 'NEVER' })
        .where(eq(customers.uid, OWNER_UID));
      const { listId } = await world.newList();
      await recordedContribution(world.database, listId, [], 1_000);
      const digests = await world.app.jobs.pendingJobs(DIGEST_JOB);
      expect(digests.filter((job) => job.payload.listId === listId)).toEqual([]);
    });
  });
});
