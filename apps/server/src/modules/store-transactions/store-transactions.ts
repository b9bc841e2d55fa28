import { randomInt } from 'node:crypto';
import {
  formatEuros,
  isValidEmail,
  screenMessages,
  validateTicketCode,
  validationMessages,
} from '@ldn/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CurrentUser } from '../../identity/session-store';
import type { Database, Db } from '../../db/database';
import {
  posTicketLines,
  posTickets,
  products,
  storeTransactionEntries,
  storeTransactions,
  stores,
} from '../../db/schema';
import { HttpError } from '../../http/error-body';
import { CartRefusal } from '../cart/cart-errors';
import { moneyMessages } from '../cart/money-messages';
import { checkGiftable } from '../cart/cart-validation';
import { scheduleContributionDigest } from '../contributions/digest-schedule';
import { moveWallet, recordContribution, walletReservedCents } from '../contributions/money-ledger';
import { addInProgress, lockItems, lockList } from '../lists/gift-quantities';
import { customerCartKey } from '../cart/cart-identity';
import { deleteCart } from '../cart/cart-queries';
import { listClosed, listNotFound } from '../lists/list-errors';
import { productImagePath } from '../images/product-image';
import { findList } from '../lists/lists-queries';
import { type CreateFromCartBody, type PendingTransaction } from '@ldn/contract';

/**
 * In-store contribution transactions ([S3.12] [S3.13] [S4.5]-[S4.7]): a seller's cart
 * becomes a pending transaction that reserves its units like an online payment does; the
 * register rings it up from its GS1 code (the point-of-sale simulator here); the seller checks
 * the register ticket, which tells the units that were not rung up; confirming records ONE
 * contribution (source STORE) for the units on the ticket, releases the missing ones and debits
 * the wallet the holder chose to use; cancelling releases everything. Lock order as the ledger
 * says: the transaction row first, then the list, then its items.
 */

export type TransactionRow = typeof storeTransactions.$inferSelect;
type EntryRow = typeof storeTransactionEntries.$inferSelect;

/**
 * A transaction's entries, by product code, once the list's items they name are locked in that
 * order (after the transaction row and the list, as the ledger's lock order says).
 */
async function entriesWithItemsLocked(
  tx: Db,
  transactionId: number,
  listId: string,
): Promise<EntryRow[]> {
  const entries = await tx
    .select()
    .from(storeTransactionEntries)
    .where(eq(storeTransactionEntries.transactionId, transactionId))
    .orderBy(asc(storeTransactionEntries.codeAx));
  await lockItems(
    tx,
    listId,
    entries.map((entry) => entry.codeAx),
  );
  return entries;
}

const conflict = (message: string, code: string) => new HttpError(409, message, code);
const badRequest = (message: string, code: string) => new HttpError(400, message, code);

export const transactionNotFound = (): HttpError =>
  new HttpError(404, 'Transaction introuvable.', 'TRANSACTION_NOT_FOUND');

/** A GS1-128 text the register can scan: the retailer's GLN, the transaction, the amount. */
function gs1CodeOf(productsCents: number): string {
  const serial = String(randomInt(0, 10_000_000_000)).padStart(10, '0');
  return `(415)3012345000019(8020)${serial}(3902)${String(productsCents).padStart(8, '0')}`;
}

/** The seller's store, else the store code asked (staff may work in another store [S2.37]). */
async function storeOf(tx: Db, storeCode: string): Promise<string> {
  const [store] = await tx
    .select({ storeCode: stores.storeCode })
    .from(stores)
    .where(eq(stores.storeCode, storeCode))
    .limit(1);
  if (!store) throw badRequest(screenMessages.UNKNOWN_STORE_CODE, 'UNKNOWN_STORE');
  return store.storeCode;
}

/**
 * [S7.42] [S4.5] [S4.6] [S3.12] Creates the pending transaction of a seller's cart: the units are
 * reserved under the list's and items' locks (the same refusals as an online cart [S8.4], nothing
 * written then), the wallet to use is checked against what the balance holds beyond the other
 * sales under way and reserved with the transaction (its `pot_cents`, until it is confirmed or
 * cancelled), and the seller's cart of that list is emptied.
 */
export async function createStoreTransaction(
  database: Database,
  seller: CurrentUser,
  body: CreateFromCartBody,
): Promise<TransactionRow> {
  if (body.emailFrom !== '' && !isValidEmail(body.emailFrom)) {
    throw new CartRefusal(400, 'INVALID_EMAIL', validationMessages.INVALID_EMAIL);
  }
  const lines = new Map<string, number>();
  for (const entry of body.entries) {
    lines.set(entry.codeAx, (lines.get(entry.codeAx) ?? 0) + entry.quantity);
  }
  return database.transaction(async (tx) => {
    const storeCode = await storeOf(tx, body.storeCode ?? seller.storeCode ?? '');
    const list = await lockList(tx, body.ldnId);
    if (!list || list.status === 'DRAFT') throw listNotFound();
    if (list.status === 'CLOSED') throw listClosed();
    const giftable = await checkGiftable(
      tx,
      list.id,
      [...lines].map(([codeAx, quantity]) => ({ codeAx, quantity })),
      { hiddenAllowed: true },
    );
    const productsCents = giftable.reduce(
      (sum, line) => sum + line.quantity * line.unitPriceCents,
      0,
    );
    if (body.totalPrice !== undefined && body.totalPrice !== productsCents) {
      throw conflict(
        'Les prix ont changé : vérifiez le panier et validez à nouveau.',
        'TOTAL_PRICE_CHANGED',
      );
    }
    const potCents = body.usePot ? Math.min(body.potAmount, productsCents) : 0;
    if (potCents > 0) {
      // [S4.5] The wallet this sale will use is reserved from now until it is confirmed or
      // cancelled: what other sales under way reserved is not there to promise again.
      const reserved = await walletReservedCents(tx, list.id);
      const available = Math.max(0, list.walletCents - reserved);
      if (potCents > available) {
        throw conflict(
          moneyMessages.walletNotAvailable(
            formatEuros(available),
            reserved > 0 ? formatEuros(reserved) : '',
          ),
          'WALLET_BALANCE_TOO_LOW',
        );
      }
    }
    await addInProgress(tx, list.id, giftable, 1);
    const [row] = await tx
      .insert(storeTransactions)
      .values({
        listId: list.id,
        storeCode,
        sellerPk: Number(seller.pk),
        transactionType: body.isVae ? 'VAE' : 'CMD',
        isSelfPurchase: body.isSelfPurchase,
        contributorName: body.isSelfPurchase
          ? `${list.ownerFirstName} ${list.ownerLastName}`.trim()
          : body.messageFrom,
        contributorEmail: body.emailFrom.toLowerCase(),
        message: body.message,
        holderFavoriteStore: body.holderFavoriteStore || null,
        productsCents,
        potCents,
        gs1Code: gs1CodeOf(productsCents),
      })
      .returning();
    if (!row) throw new Error('createStoreTransaction: nothing inserted');
    await tx.insert(storeTransactionEntries).values(
      giftable.map((line) => ({
        transactionId: row.id,
        codeAx: line.codeAx,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
      })),
    );
    await deleteCart(tx, customerCartKey(seller.pk), list.id);
    return row;
  });
}

export async function findTransaction(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<TransactionRow | undefined> {
  const query = db.select().from(storeTransactions).where(eq(storeTransactions.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

async function entriesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      transactionId: storeTransactionEntries.transactionId,
      codeAx: storeTransactionEntries.codeAx,
      quantity: storeTransactionEntries.quantity,
      unitPriceCents: storeTransactionEntries.unitPriceCents,
      quantityMissing: storeTransactionEntries.quantityMissing,
      productName: products.name,
    })
    .from(storeTransactionEntries)
    .innerJoin(products, eq(products.codeAx, storeTransactionEntries.codeAx))
    .where(inArray(storeTransactionEntries.transactionId, [...ids]))
    .orderBy(asc(storeTransactionEntries.codeAx));
}

/** [S3.13] Transactions as the staff screens show them. */
export async function viewsOf(
  db: Db,
  rows: readonly TransactionRow[],
): Promise<PendingTransaction[]> {
  const entries = await entriesOf(
    db,
    rows.map((row) => row.id),
  );
  const listIds = [...new Set(rows.map((row) => row.listId))];
  const owners = new Map<string, { first: string; last: string }>();
  for (const listId of listIds) {
    const list = await findList(db, listId);
    if (list) owners.set(listId, { first: list.ownerFirstName, last: list.ownerLastName });
  }
  return rows.map((row) => {
    const own = entries.filter((entry) => entry.transactionId === row.id);
    const line = (entry: (typeof own)[number], quantity: number) => ({
      codeAx: entry.codeAx,
      productName: entry.productName,
      img: productImagePath(entry.codeAx),
      quantity,
      price: entry.unitPriceCents,
    });
    return {
      id: String(row.id),
      ldnId: row.listId,
      holderFirstName: owners.get(row.listId)?.first ?? '',
      holderLastName: owners.get(row.listId)?.last ?? '',
      contributor: row.contributorName,
      emailFrom: row.contributorEmail,
      message: row.message,
      storeCode: row.storeCode,
      sellerPk: row.sellerPk,
      transactionType: row.transactionType,
      isSelfPurchase: row.isSelfPurchase,
      entries: own.map((entry) => line(entry, entry.quantity)),
      totalPrice: row.productsCents,
      potAmount: row.potCents,
      gs1Code: row.gs1Code,
      createdAt: row.createdAt.toISOString(),
      state: row.state,
      transactionBarcode: row.transactionBarcode,
      missingEntries: own
        .filter((entry) => entry.quantityMissing > 0)
        .map((entry) => line(entry, entry.quantityMissing)),
      contributionId: row.contributionId,
    };
  });
}

export async function viewOf(db: Db, row: TransactionRow): Promise<PendingTransaction> {
  const [view] = await viewsOf(db, [row]);
  if (!view) throw new Error('viewOf: no view');
  return view;
}

/** [S7.38] The store's transactions still waiting for the register, newest first. */
export async function pendingOfStore(db: Db, storeCode: string): Promise<PendingTransaction[]> {
  const rows = await db
    .select()
    .from(storeTransactions)
    .where(
      and(
        eq(storeTransactions.storeCode, storeCode),
        inArray(storeTransactions.state, ['IN_PROGRESS', 'TO_CONFIRM']),
      ),
    )
    .orderBy(desc(storeTransactions.createdAt), desc(storeTransactions.id));
  return viewsOf(db, rows);
}

/**
 * [S7.43] [S5.11] [S4.7] The seller scans or types the register ticket: its number must match
 * the ticket pattern, and be a ticket the register issued for this transaction. The units the
 * ticket lacks become the missing entries; the transaction waits for the seller's confirmation.
 */
export async function checkTicket(
  database: Database,
  id: number,
  barcode: string,
): Promise<TransactionRow> {
  if (validateTicketCode(barcode, { required: true }) !== undefined) {
    throw badRequest(validationMessages.INVALID_TICKET_NUMBER, 'INVALID_TICKET_NUMBER');
  }
  return database.transaction(async (tx) => {
    const row = await findTransaction(tx, id, { forUpdate: true });
    if (!row) throw transactionNotFound();
    if (row.state !== 'IN_PROGRESS' && row.state !== 'TO_CONFIRM') {
      throw conflict('Cette transaction est déjà terminée.', 'TRANSACTION_SETTLED');
    }
    const [ticket] = await tx
      .select()
      .from(posTickets)
      .where(and(eq(posTickets.ticketNumber, barcode), eq(posTickets.transactionId, id)))
      .limit(1);
    if (!ticket) {
      throw badRequest(
        'Ce ticket de caisse ne correspond pas à cette transaction.',
        'UNKNOWN_TICKET',
      );
    }
    const rung = await tx
      .select({ codeAx: posTicketLines.codeAx, quantity: posTicketLines.quantity })
      .from(posTicketLines)
      .where(eq(posTicketLines.ticketNumber, barcode));
    const entries = await tx
      .select()
      .from(storeTransactionEntries)
      .where(eq(storeTransactionEntries.transactionId, id));
    for (const entry of entries) {
      const onTicket = rung.find((line) => line.codeAx === entry.codeAx)?.quantity ?? 0;
      await tx
        .update(storeTransactionEntries)
        .set({ quantityMissing: Math.max(0, entry.quantity - Math.min(onTicket, entry.quantity)) })
        .where(
          and(
            eq(storeTransactionEntries.transactionId, id),
            eq(storeTransactionEntries.codeAx, entry.codeAx),
          ),
        );
    }
    const [updated] = await tx
      .update(storeTransactions)
      .set({ state: 'TO_CONFIRM', transactionBarcode: barcode, updatedAt: new Date() })
      .where(eq(storeTransactions.id, id))
      .returning();
    if (!updated) throw transactionNotFound();
    return updated;
  });
}

/**
 * [S7.44] [S4.7] The seller confirms the checked ticket: ONE contribution (source STORE) for the
 * units rung up, the missing units released (contributable again), the wallet used debited; the
 * transaction is VALIDATED. A second confirmation answers the same, changing nothing.
 */
export async function confirmTransaction(
  database: Database,
  id: number,
  now: Date = new Date(),
): Promise<TransactionRow> {
  return database.transaction(async (tx) => {
    const row = await findTransaction(tx, id, { forUpdate: true });
    if (!row) throw transactionNotFound();
    if (row.state === 'VALIDATED') return row;
    if (row.state !== 'TO_CONFIRM') {
      throw conflict(
        'Scannez d’abord le ticket de caisse de cette transaction.',
        'TICKET_NOT_CHECKED',
      );
    }
    const list = await lockList(tx, row.listId);
    if (!list) throw listNotFound();
    const entries = await entriesWithItemsLocked(tx, id, list.id);
    const missing = entries
      .filter((entry) => entry.quantityMissing > 0)
      .map((entry) => ({ codeAx: entry.codeAx, quantity: entry.quantityMissing }));
    if (missing.length > 0) await addInProgress(tx, list.id, missing, -1);
    const rung = entries
      .filter((entry) => entry.quantity > entry.quantityMissing)
      .map((entry) => ({
        codeAx: entry.codeAx,
        quantity: entry.quantity - entry.quantityMissing,
        unitPriceCents: entry.unitPriceCents,
      }));
    let contributionId: number | null = null;
    if (rung.length > 0) {
      contributionId = await recordContribution(tx, list, {
        listId: list.id,
        kind: row.isSelfPurchase ? 'SELF_PURCHASE' : 'GIFT',
        source: 'STORE',
        customerPk: null,
        contributorName: row.contributorName,
        contributorEmail: row.contributorEmail,
        message: row.message,
        giftMessage: '',
        giftFrom: '',
        entries: rung,
        walletCents: 0,
        deliveryFeeCents: 0,
        deliveryOption: 'NONE',
        fromReservation: true,
      });
      const rungCents = rung.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
      const potCents = Math.min(row.potCents, rungCents);
      if (potCents > 0) {
        const current = await lockList(tx, list.id);
        await moveWallet(tx, current ?? list, {
          type: 'USE',
          amountCents: -potCents,
          contributionId,
        });
      }
      await scheduleContributionDigest(tx, list, contributionId, now);
    }
    const [updated] = await tx
      .update(storeTransactions)
      .set({ state: 'VALIDATED', contributionId, updatedAt: now })
      .where(eq(storeTransactions.id, id))
      .returning();
    if (!updated) throw transactionNotFound();
    return updated;
  });
}

/**
 * [S7.44] [S4.7] Cancels a transaction not yet validated: every reserved unit is giftable again.
 * Cancelling twice answers the same.
 */
export async function cancelTransaction(database: Database, id: number): Promise<TransactionRow> {
  return database.transaction(async (tx) => {
    const row = await findTransaction(tx, id, { forUpdate: true });
    if (!row) throw transactionNotFound();
    if (row.state === 'CANCELLED') return row;
    if (row.state === 'VALIDATED') {
      throw conflict('Une transaction validée ne peut plus être annulée.', 'TRANSACTION_SETTLED');
    }
    await lockList(tx, row.listId);
    const entries = await entriesWithItemsLocked(tx, id, row.listId);
    await addInProgress(tx, row.listId, entries, -1);
    const [updated] = await tx
      .update(storeTransactions)
      .set({ state: 'CANCELLED', updatedAt: new Date() })
      .where(eq(storeTransactions.id, id))
      .returning();
    if (!updated) throw transactionNotFound();
    return updated;
  });
}
