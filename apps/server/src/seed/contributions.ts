import {
  DEFAULT_REWARD_THRESHOLD_CENTS,
  rewardAmountCents,
  splitRewardIntoCoupons,
} from '@ldn/domain';
import type { Tx } from '../db/database';
import {
  contributionEntries,
  contributionReturns,
  contributions,
  rewardCoupons,
  walletMovements,
} from '../db/schema';
import type { SeedList } from './lists';
import { SEED_LIST_IDS } from './lists';
import { SeededRandom } from './random';
import { SEED_CLOCK, daysAfter } from './seed-clock';

/**
 * The demo lists' gifted counts and wallets as real records, so the demo obeys the money rules: every gifted unit belongs
 * to a contribution entry, every wallet is the sum of its movements, and closed lists carry the
 * reward coupons the domain's rule gives. Deterministic like the rest of the seed.
 *
 * - Gifted items are grouped into relatives' gifts of one or two lines, dated between the
 *   publication and the seed's "now" (or the closing); some relatives are anonymous.
 * - A wallet total is split into participations of whole euros (5 € or more); what the balance
 *   lacks of the total was used in store (one `USE` movement).
 * - demo00parent also has a returned unit (its entry holds one unit more, returned) and a thanks.
 */

type ContributionRow = typeof contributions.$inferInsert;
type EntryRow = Omit<typeof contributionEntries.$inferInsert, 'contributionId'>;
type ReturnRow = Omit<typeof contributionReturns.$inferInsert, 'entryId'>;
type MovementRow = Omit<typeof walletMovements.$inferInsert, 'contributionId'>;
type CouponRow = typeof rewardCoupons.$inferInsert;

/** A contribution to insert, with its entries (ids are the database's). */
export interface SeedContribution {
  readonly contribution: ContributionRow;
  readonly entries: readonly (EntryRow & { readonly returns: readonly ReturnRow[] })[];
  /** Its wallet movement, if it credited the wallet. */
  readonly movement?: MovementRow;
}

export interface SeedMoney {
  readonly contributions: readonly SeedContribution[];
  /** Wallet uses in store (no contribution). */
  readonly uses: readonly MovementRow[];
  readonly coupons: readonly CouponRow[];
}

const RELATIVES = [
  { name: 'Mamie Jo', email: 'mamie.jo@example.fr' },
  { name: 'Papi Jean', email: '' },
  { name: 'Tata Sophie', email: 'sophie.durand@example.fr' },
  { name: 'Tonton Marc', email: 'marc.petit@example.fr' },
  { name: 'Julie et Thomas', email: 'julie.thomas@example.fr' },
  { name: 'Les collègues de bureau', email: '' },
  { name: 'Camille', email: 'camille.roux@example.fr' },
  { name: 'Famille Bernard', email: 'famille.bernard@example.fr' },
  { name: 'Parrain Hugo', email: 'hugo.lefebvre@example.fr' },
  { name: 'Marraine Inès', email: 'ines.moreau@example.fr' },
] as const;

const MESSAGES = [
  'Félicitations aux heureux parents !',
  'Bienvenue au petit bout !',
  'Avec tout notre amour.',
  'Pour de belles balades ensemble.',
  '',
] as const;

/** Splits whole euros of `totalCents` (a multiple of 100, ≥ 500) into parts of 5 € or more. */
function walletParts(random: SeededRandom, totalCents: number): number[] {
  const parts: number[] = [];
  let left = totalCents;
  while (left > 0) {
    if (left < 2_000) {
      parts.push(left);
      break;
    }
    const part = Math.min(left - 500, random.int(2, 10) * 500);
    parts.push(part);
    left -= part;
  }
  return parts;
}

/** A date between `from` and `to`, on a whole minute. */
function dateBetween(random: SeededRandom, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  const at = from.getTime() + Math.floor(random.next() * span);
  return new Date(at - (at % 60_000));
}

/** The contributions, wallet uses and coupons behind `lists`' counters. */
export function generateMoney(
  seed: number,
  lists: readonly SeedList[],
  priceOf: ReadonlyMap<string, number>,
): SeedMoney {
  const random = new SeededRandom(seed);
  const result: SeedContribution[] = [];
  const uses: MovementRow[] = [];
  const coupons: CouponRow[] = [];

  for (const { list, items } of lists) {
    if (list.status === 'DRAFT') continue;
    const from = list.publishedAt ?? list.createdAt ?? SEED_CLOCK;
    const to = list.closedAt ?? SEED_CLOCK;
    const mine: SeedContribution[] = [];
    const relative = () => (random.chance(0.15) ? { name: '', email: '' } : random.pick(RELATIVES));

    // Gifts: the gifted units, one or two lines per relative.
    const gifted = items.filter((item) => (item.quantityContributed ?? 0) > 0);
    const returned =
      list.id === SEED_LIST_IDS.parentValidated
        ? gifted.find((item) => item.quantityContributed === item.quantity)
        : undefined;
    for (let index = 0; index < gifted.length;) {
      const lines = gifted.slice(index, index + random.int(1, 2));
      index += lines.length;
      const who = relative();
      const entries = lines.map((item) => {
        const kept = item.quantityContributed ?? 0;
        const hasReturn = item === returned;
        return {
          codeAx: item.codeAx,
          quantity: kept + (hasReturn ? 1 : 0),
          unitPriceCents: priceOf.get(item.codeAx) ?? 0,
          quantityReturned: hasReturn ? 1 : 0,
          returns: hasReturn
            ? [{ type: 'RETURN' as const, quantity: 1, createdAt: daysAfter(from, 20) }]
            : [],
        };
      });
      mine.push({
        contribution: {
          listId: list.id,
          kind: 'GIFT',
          source: 'SEED',
          contributorName: who.name,
          contributorEmail: who.email,
          message: random.pick(MESSAGES),
          productsCents: entries.reduce(
            (sum, entry) => sum + entry.quantity * entry.unitPriceCents,
            0,
          ),
          walletCents: 0,
          createdAt: dateBetween(random, from, to),
        },
        entries,
      });
    }

    // Wallet: participations summing to the total, then the part already used in store.
    const total = list.walletTotalCents ?? 0;
    for (const amount of total > 0 ? walletParts(random, total) : []) {
      const who = relative();
      mine.push({
        contribution: {
          listId: list.id,
          kind: 'WALLET',
          source: 'SEED',
          contributorName: who.name,
          contributorEmail: who.email,
          message: random.pick(MESSAGES),
          productsCents: 0,
          walletCents: amount,
          createdAt: dateBetween(random, from, to),
        },
        entries: [],
      });
    }
    mine.sort(
      (a, b) =>
        (a.contribution.createdAt?.getTime() ?? 0) - (b.contribution.createdAt?.getTime() ?? 0),
    );
    let balance = 0;
    for (const [index, item] of mine.entries()) {
      const amount = item.contribution.walletCents;
      if (amount > 0) {
        balance += amount;
        mine[index] = {
          ...item,
          movement: {
            listId: list.id,
            type: 'CONTRIBUTION',
            amountCents: amount,
            balanceAfterCents: balance,
            createdAt: item.contribution.createdAt ?? to,
          },
        };
      }
    }
    const used = total - (list.walletCents ?? 0);
    if (used > 0) {
      uses.push({
        listId: list.id,
        type: 'USE',
        amountCents: -used,
        balanceAfterCents: balance - used,
        createdAt: to,
      });
    }
    // demo00parent: the first relative who left an address has been thanked.
    if (list.id === SEED_LIST_IDS.parentValidated) {
      const thanked = mine.find((item) => item.contribution.contributorEmail !== '');
      if (thanked) {
        const at = daysAfter(thanked.contribution.createdAt ?? from, 2);
        Object.assign(thanked.contribution, {
          thanksMessage: 'Merci mille fois pour ce joli cadeau, Léa vous embrasse !',
          thankedAt: at,
        });
      }
    }
    if (list.status === 'CLOSED') {
      const purchase = mine.reduce(
        (sum, item) =>
          sum +
          item.entries.reduce(
            (lines, entry) =>
              lines + (entry.quantity - (entry.quantityReturned ?? 0)) * entry.unitPriceCents,
            0,
          ),
        0,
      );
      const reward = rewardAmountCents(purchase, DEFAULT_REWARD_THRESHOLD_CENTS);
      splitRewardIntoCoupons(reward).forEach((amountCents, index) => {
        coupons.push({
          listId: list.id,
          amountCents,
          code: `LDN-${list.id.toUpperCase()}-${index + 1}`,
          createdAt: to,
        });
      });
    }
    result.push(...mine);
  }
  return { contributions: result, uses, coupons };
}

/** Rows per multi-row INSERT of the money records. */
const BATCH = 500;

/** Writes what {@link generateMoney} made, in the seed's transaction; returns the count. */
export async function insertMoney(tx: Tx, money: SeedMoney): Promise<number> {
  for (let start = 0; start < money.contributions.length; start += BATCH) {
    const batch = money.contributions.slice(start, start + BATCH);
    // PostgreSQL answers a multi-row INSERT ... RETURNING in the order of its VALUES.
    const ids = await tx
      .insert(contributions)
      .values(batch.map((item) => item.contribution))
      .returning({ id: contributions.id });
    const entries = batch.flatMap((item, index) =>
      item.entries.map((entry) => ({ ...entry, contributionId: ids[index]?.id ?? 0 })),
    );
    if (entries.length > 0) {
      const entryIds = await tx
        .insert(contributionEntries)
        .values(entries.map(({ returns: _returns, ...entry }) => entry))
        .returning({ id: contributionEntries.id });
      const returns = entries.flatMap((entry, index) =>
        entry.returns.map((row) => ({ ...row, entryId: entryIds[index]?.id ?? 0 })),
      );
      if (returns.length > 0) await tx.insert(contributionReturns).values(returns);
    }
    const movements = batch.flatMap((item, index) =>
      item.movement ? [{ ...item.movement, contributionId: ids[index]?.id ?? null }] : [],
    );
    if (movements.length > 0) await tx.insert(walletMovements).values(movements);
  }
  if (money.uses.length > 0) await tx.insert(walletMovements).values([...money.uses]);
  if (money.coupons.length > 0) await tx.insert(rewardCoupons).values([...money.coupons]);
  return money.contributions.length;
}
