import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openDatabase } from '../../db/open-database';
import { contributionEntries, contributions } from '../../db/schema';
import {
  insertCustomer,
  insertItem,
  insertList,
  insertProduct,
  insertStore,
} from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import {
  createScratchTarget,
  type ScratchTarget,
} from '../../test-support/test-database';
import { testConfig } from '../../test-support/test-server';
import { createServer, type Server } from '../../server';
import { DECLINED_CARD, GOOD_CARD } from '../../test-support/money';

/**
 * The money invariants under random interleavings (the orders no hand-written test thinks of), property-based (fast-check)
 * on a real PostgreSQL server. Each run gets a new list of three products and plays random waves
 * of operations, every wave at once: purchases and wallet contributions (paid with the good card,
 * the declined card, or left unpaid), confirmations repeated up to three times at once, returns
 * and cancelled returns by the holder, wallet and whole-contribution cancellations by staff.
 * Refusals (409, 400) are allowed; a 500 is not. After each run:
 * - no item is gifted beyond its quantity, and each item's gifted and in-progress counters equal
 *   what the contributions (minus returns) and the open payments hold;
 * - the wallet equals the sum of its movements to the cent, never below 0, and its total the sum
 *   of the contributions' wallet parts minus the cancelled ones;
 * - every payment is recorded at most once, and a payment is RECORDED exactly when it has its one
 *   contribution.
 */

const STORE = 'S001';
const CARDS = { good: GOOD_CARD, declined: DECLINED_CARD } as const;

type Operation =
  | {
      readonly kind: 'buy';
      readonly item: number;
      readonly quantity: number;
      readonly wallet: number;
      readonly card: 'good' | 'declined' | 'none';
      readonly confirmations: number;
    }
  | { readonly kind: 'wallet'; readonly euros: number; readonly confirmations: number }
  | { readonly kind: 'return'; readonly pick: number; readonly quantity: number }
  | { readonly kind: 'cancelReturn'; readonly pick: number; readonly quantity: number }
  | { readonly kind: 'cancelWallet'; readonly pick: number }
  | { readonly kind: 'cancelContribution'; readonly pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      item: fc.nat(2),
      quantity: fc.integer({ min: 1, max: 3 }),
      wallet: fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 40 })),
      card: fc.constantFrom('good' as const, 'good' as const, 'declined' as const, 'none' as const),
      confirmations: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wallet' as const),
      euros: fc.integer({ min: 5, max: 120 }),
      confirmations: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      pick: fc.nat(),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancelReturn' as const),
      pick: fc.nat(),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancelWallet' as const), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancelContribution' as const), pick: fc.nat() }),
  },
);

/** Waves of operations: each wave runs at once, the waves one after the other. */
const scenario = fc.array(fc.array(operation, { minLength: 1, maxLength: 8 }), {
  minLength: 1,
  maxLength: 5,
});

interface RowsResult<Row> {
  readonly rows: Row[];
}

describe(
  'money invariants under random interleavings',
  () => {
    let scratch: ScratchTarget;
    let database: Database;
    let app: Server;
    let ownerPk: string;
    let owner: TestSignIn;
    let staff: TestSignIn;
    /** Every status the server answered, to show that none was a 500. */
    const statuses: number[] = [];

    beforeAll(async () => {
      scratch = await createScratchTarget();
      database = await openDatabase(scratch.target);
      await insertStore(database, { storeCode: STORE });
      await insertProduct(database, {
        codeAx: '01176190',
        codeAs400: '01176190',
        priceCents: 100,
        canAddToLdn: false,
      });
      ownerPk = await insertCustomer(database, { uid: 'proprietes@example.fr' });
      await insertCustomer(database, {
        uid: 'caisse@example.fr',
        roles: ['SELLER', 'ACCOUNTANT'],
        storeCode: STORE,
      });
      app = await createServer(testConfig(), { database });
      await app.ready();
      owner = await signInAs(database, 'proprietes@example.fr');
      staff = await signInAs(database, 'caisse@example.fr');
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await database.close();
      await scratch.dispose();
    });

    async function call(
      method: 'POST',
      url: string,
      payload: object,
      as?: TestSignIn,
    ): Promise<{ status: number; body: Record<string, unknown> }> {
      const response = await app.inject({
        method,
        url,
        payload,
        ...(as ? { cookies: as.cookies, headers: as.headers } : {}),
      });
      statuses.push(response.statusCode);
      return {
        status: response.statusCode,
        body: String(response.headers['content-type'] ?? '').includes('json')
          ? (response.json() as Record<string, unknown>)
          : {},
      };
    }

    async function pay(paymentId: string, card: 'good' | 'declined', times: number) {
      await Promise.all(
        Array.from({ length: times }, async () => {
          const response = await app.inject({
            method: 'POST',
            url: `/paiement/${paymentId}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(CARDS[card]).toString(),
          });
          statuses.push(response.statusCode);
        }),
      );
    }

    /** The list's contributions and entries, to pick the target of a return or a cancellation. */
    async function targets(listId: string) {
      const rows = await database.db
        .select({
          contributionId: contributions.id,
          entryId: contributionEntries.id,
        })
        .from(contributions)
        .leftJoin(contributionEntries, eq(contributionEntries.contributionId, contributions.id))
        .where(eq(contributions.listId, listId))
        .orderBy(contributions.id, contributionEntries.id);
      return {
        contributions: [...new Set(rows.map((row) => Number(row.contributionId)))],
        entries: rows.flatMap((row) => (row.entryId === null ? [] : [Number(row.entryId)])),
      };
    }

    const pick = <T>(values: readonly T[], index: number): T | undefined =>
      values.length === 0 ? undefined : values[index % values.length];

    async function run(
      listId: string,
      codes: readonly string[],
      op: Operation,
      wave: Awaited<ReturnType<typeof targets>>,
    ) {
      switch (op.kind) {
        case 'buy': {
          const created = await call('POST', '/api/ldn/create-contribution', {
            ldnId: listId,
            entries: [{ code: codes[op.item], quantity: op.quantity }],
            ...(op.wallet > 0 ? { contributionAmount: op.wallet * 100 } : {}),
          });
          const paymentId = created.body.paymentId;
          if (created.status === 201 && typeof paymentId === 'string' && op.card !== 'none') {
            await pay(paymentId, op.card, op.confirmations);
          }
          return;
        }
        case 'wallet': {
          const created = await call('POST', '/api/ldn/create-contribution', {
            ldnId: listId,
            contributionAmount: op.euros * 100,
          });
          const paymentId = created.body.paymentId;
          if (created.status === 201 && typeof paymentId === 'string') {
            await pay(paymentId, 'good', op.confirmations);
          }
          return;
        }
        case 'return':
        case 'cancelReturn': {
          const id = pick(wave.entries, op.pick);
          if (id === undefined) return;
          const url =
            op.kind === 'return' ? '/api/ldn/v1/returnProduct' : '/api/ldn/v1/cancelReturnProduct';
          await call('POST', url, { id, quantity: op.quantity }, owner);
          return;
        }
        case 'cancelWallet':
        case 'cancelContribution': {
          const id = pick(wave.contributions, op.pick);
          if (id === undefined) return;
          const url =
            op.kind === 'cancelWallet'
              ? '/api/ldn/v1/cancelWalletContribution'
              : '/api/ldn/v1/cancelContribution';
          await call('POST', url, { id }, staff);
          return;
        }
      }
    }

    /** Every invariant of the list, read from PostgreSQL. */
    async function violations(listId: string): Promise<string[]> {
      const found: string[] = [];
      const items = (await database.db.execute(sql`
        SELECT i.code_ax, i.quantity, i.quantity_contributed, i.quantity_in_progress,
          COALESCE((SELECT sum(e.quantity - e.quantity_returned) FROM contribution_entries e
            JOIN contributions c ON c.id = e.contribution_id
            WHERE c.list_id = i.list_id AND e.code_ax = i.code_ax AND c.status = 'CONFIRMED'), 0)::int AS kept,
          COALESCE((SELECT sum(pe.quantity) FROM payment_entries pe
            JOIN payments p ON p.id = pe.payment_id
            WHERE p.list_id = i.list_id AND pe.code_ax = i.code_ax AND p.status IN ('PENDING', 'PAID')), 0)::int AS open
        FROM list_items i WHERE i.list_id = ${listId}`)) as unknown as RowsResult<{
        code_ax: string;
        quantity: number;
        quantity_contributed: number;
        quantity_in_progress: number;
        kept: number;
        open: number;
      }>;
      for (const item of items.rows) {
        if (item.quantity_contributed + item.quantity_in_progress > item.quantity) {
          found.push(`${item.code_ax}: gifted beyond its quantity`);
        }
        if (item.quantity_contributed !== item.kept) {
          found.push(
            `${item.code_ax}: gifted ${item.quantity_contributed}, contributions keep ${item.kept}`,
          );
        }
        if (item.quantity_in_progress !== item.open) {
          found.push(
            `${item.code_ax}: in progress ${item.quantity_in_progress}, open payments ${item.open}`,
          );
        }
      }
      const wallet = (await database.db.execute(sql`
        SELECT l.wallet_cents::bigint AS balance, l.wallet_total_cents::bigint AS total,
          COALESCE((SELECT sum(m.amount_cents) FROM wallet_movements m WHERE m.list_id = l.id), 0)::bigint AS movements,
          COALESCE((SELECT sum(c.wallet_cents) FROM contributions c WHERE c.list_id = l.id
            AND c.status = 'CONFIRMED' AND c.wallet_cancelled_at IS NULL), 0)::bigint AS standing
        FROM lists l WHERE l.id = ${listId}`)) as unknown as RowsResult<{
        balance: string;
        total: string;
        movements: string;
        standing: string;
      }>;
      const [money] = wallet.rows;
      if (!money) return [...found, 'the list is gone'];
      if (money.balance !== money.movements) {
        found.push(`wallet ${money.balance} but its movements sum to ${money.movements}`);
      }
      if (money.total !== money.standing) {
        found.push(
          `wallet total ${money.total} but the standing wallet parts sum to ${money.standing}`,
        );
      }
      if (Number(money.balance) < 0) found.push('wallet below 0');
      const recorded = (await database.db.execute(sql`
        SELECT p.id, p.status, (SELECT count(*) FROM contributions c WHERE c.payment_id = p.id)::int AS n
        FROM payments p WHERE p.list_id = ${listId}`)) as unknown as RowsResult<{
        id: string;
        status: string;
        n: number;
      }>;
      for (const payment of recorded.rows) {
        if (payment.n > 1) found.push(`payment ${payment.id} recorded ${payment.n} times`);
        if ((payment.status === 'RECORDED') !== (payment.n === 1)) {
          found.push(
            `payment ${payment.id} is ${payment.status} with ${payment.n} contribution(s)`,
          );
        }
      }
      return found;
    }

    it('[S4.3] [S4.7] [S4.8] [S3.15] [S5.3] random interleavings of purchases, wallet contributions, returns, cancellations and repeated confirmations keep every money invariant', async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(scenario, async (waves) => {
          runs += 1;
          const listId = await insertList(database, ownerPk, {
            ownerMail: 'proprietes@example.fr',
            contactStoreCode: STORE,
            publishedAt: new Date(),
          });
          const codes: string[] = [];
          for (const [index, quantity] of [1, 2, 3].entries()) {
            const codeAx = await insertProduct(database, { priceCents: 1_000 + index * 450 });
            await insertItem(database, listId, codeAx, { quantity, position: index });
            codes.push(codeAx);
          }
          for (const wave of waves) {
            const known = await targets(listId);
            await Promise.all(wave.map((op) => run(listId, codes, op, known)));
          }
          expect(await violations(listId)).toEqual([]);
        }),
        { numRuns: 50, seed: 20261124, endOnFailure: true },
      );
      expect(runs).toBe(50);
      // Refusals are answers; a server error is a defect.
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      // The scenarios did reach the money: contributions were recorded and some were cancelled.
      const [made] = (
        (await database.db.execute(sql`
          SELECT count(*)::int AS recorded,
            count(*) FILTER (WHERE status = 'CANCELLED')::int AS cancelled
          FROM contributions`)) as unknown as RowsResult<{ recorded: number; cancelled: number }>
      ).rows;
      expect(made?.recorded).toBeGreaterThan(10);
      expect(made?.cancelled).toBeGreaterThan(0);
    }, 240_000);
  },
);
