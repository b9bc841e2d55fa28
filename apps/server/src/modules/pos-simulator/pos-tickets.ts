import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import {
  posTicketLines,
  posTickets,
  products,
  storeTransactionEntries,
  storeTransactions,
} from '../../db/schema';
import { HttpError } from '../../http/error-body';
import { posMessages } from './pos-messages';

/** A register ticket as the simulator prints it. */
export interface PosTicket {
  readonly ticketNumber: string;
  readonly storeCode: string;
  readonly transactionId: string;
  readonly createdAt: string;
  readonly lines: {
    readonly codeAx: string;
    readonly productName: string;
    readonly quantity: number;
    readonly price: number;
  }[];
  readonly total: number;
}

/**
 * [S5.11] A ticket number of the register: A (the main register; U and W are the others), M, two
 * characters of the store, the register's number, the ticket's sequence (`AM01-2-004512`).
 */
export function ticketNumberFor(storeCode: string): string {
  const store = storeCode.replace(/\W/g, '').slice(-2).padStart(2, '0');
  return `AM${store}-${randomInt(1, 10)}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function ticketOf(db: Db, ticketNumber: string): Promise<PosTicket | undefined> {
  const [ticket] = await db
    .select()
    .from(posTickets)
    .where(eq(posTickets.ticketNumber, ticketNumber))
    .limit(1);
  if (!ticket) return undefined;
  const lines = await db
    .select({
      codeAx: posTicketLines.codeAx,
      productName: products.name,
      quantity: posTicketLines.quantity,
      price: posTicketLines.unitPriceCents,
    })
    .from(posTicketLines)
    .innerJoin(products, eq(products.codeAx, posTicketLines.codeAx))
    .where(eq(posTicketLines.ticketNumber, ticketNumber))
    .orderBy(posTicketLines.codeAx);
  return {
    ticketNumber,
    storeCode: ticket.storeCode,
    transactionId: String(ticket.transactionId),
    createdAt: ticket.createdAt.toISOString(),
    lines,
    total: lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
  };
}

/**
 * design.md §3 "In-store point of sale": the register rings up a pending transaction from its
 * GS1 code and prints its ticket. `missing` lists products the cashier did not ring up (codes of
 * the transaction); they are left off the ticket, as a real register sometimes does. With
 * `storeCode`, a transaction of another store is unknown (404), as it is to that store's register.
 */
export async function issueTicket(
  database: Database,
  gs1Code: string,
  missing: readonly string[] = [],
  options: { readonly storeCode?: string } = {},
): Promise<PosTicket> {
  const ticketNumber = await database.transaction(async (tx) => {
    const [transaction] = await tx
      .select()
      .from(storeTransactions)
      .where(
        and(
          eq(storeTransactions.gs1Code, gs1Code.trim()),
          inArray(storeTransactions.state, ['IN_PROGRESS', 'TO_CONFIRM']),
          // A register rings up its own store's transactions only.
          options.storeCode === undefined
            ? undefined
            : eq(storeTransactions.storeCode, options.storeCode),
        ),
      )
      .limit(1);
    if (!transaction) {
      throw new HttpError(404, posMessages.unknownGs1, 'UNKNOWN_GS1_CODE');
    }
    const entries = await tx
      .select()
      .from(storeTransactionEntries)
      .where(eq(storeTransactionEntries.transactionId, transaction.id));
    const rung = entries.filter((entry) => !missing.includes(entry.codeAx));
    const number = ticketNumberFor(transaction.storeCode);
    await tx.insert(posTickets).values({
      ticketNumber: number,
      transactionId: transaction.id,
      storeCode: transaction.storeCode,
    });
    if (rung.length > 0) {
      await tx.insert(posTicketLines).values(
        rung.map((entry) => ({
          ticketNumber: number,
          codeAx: entry.codeAx,
          quantity: entry.quantity,
          unitPriceCents: entry.unitPriceCents,
        })),
      );
    }
    return number;
  });
  const ticket = await ticketOf(database.db, ticketNumber);
  if (!ticket) throw new Error('issueTicket: the ticket vanished');
  return ticket;
}

/** The tickets printed for a transaction, newest first. */
export async function ticketsOf(db: Db, transactionId: number): Promise<PosTicket[]> {
  const rows = await db
    .select({ ticketNumber: posTickets.ticketNumber })
    .from(posTickets)
    .where(eq(posTickets.transactionId, transactionId))
    .orderBy(posTickets.createdAt);
  const tickets: PosTicket[] = [];
  for (const row of rows.reverse()) {
    const ticket = await ticketOf(db, row.ticketNumber);
    if (ticket) tickets.push(ticket);
  }
  return tickets;
}
