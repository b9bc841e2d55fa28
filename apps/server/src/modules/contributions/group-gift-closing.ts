import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listItems } from '../../db/schema';
import type { ListRow } from '../lists/lists-queries';
import { moveWallet } from './money-ledger';

/**
 * [S4.1] Closing a list ends its group gifts: what relatives gave towards one not fully funded
 * goes into the list's wallet (a GROUP_GIFT movement naming the item, which the activity shows as
 * such), since the gift itself will never be bought. Runs in the closing transaction, under the
 * list's lock, before the reward is counted (those parts are then wallet money, not purchases).
 * Returns the cents moved.
 */
export async function moveUnfinishedGroupGiftsToWallet(
  tx: Db,
  list: Pick<ListRow, 'id' | 'walletCents'>,
): Promise<number> {
  const unfinished = await tx
    .select({ codeAx: listItems.codeAx, fundedCents: listItems.groupFundedCents })
    .from(listItems)
    .where(
      and(
        eq(listItems.listId, list.id),
        isNotNull(listItems.groupTargetCents),
        gt(listItems.groupFundedCents, 0),
        lt(listItems.groupFundedCents, listItems.groupTargetCents),
        eq(listItems.groupToWalletCents, 0),
      ),
    )
    .orderBy(asc(listItems.codeAx))
    .for('update');
  let walletCents = list.walletCents;
  let moved = 0;
  for (const item of unfinished) {
    ({ walletCents } = await moveWallet(
      tx,
      { id: list.id, walletCents },
      { type: 'GROUP_GIFT', amountCents: item.fundedCents, codeAx: item.codeAx },
    ));
    await tx
      .update(listItems)
      .set({ groupToWalletCents: sql`${listItems.groupFundedCents}`, updatedAt: new Date() })
      .where(and(eq(listItems.listId, list.id), eq(listItems.codeAx, item.codeAx)));
    moved += item.fundedCents;
  }
  return moved;
}
