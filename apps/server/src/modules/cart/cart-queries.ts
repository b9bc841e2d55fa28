import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cartEntries, carts, listItems, lists, products, stores } from '../../db/schema';

/** Database access of the cart [S3.11]. */

export type CartRow = typeof carts.$inferSelect;
export type CartChanges = Partial<Omit<typeof carts.$inferInsert, 'id' | 'ownerKey'>>;

/** A cart line with its product and, while the product is still in the list, its list item. */
export interface CartLineRow {
  readonly codeAx: string;
  readonly quantity: number;
  readonly isSetAside: boolean;
  readonly codeAs400: string;
  readonly name: string;
  readonly priceCents: number;
  readonly availability: 'AVAILABLE' | 'UNAVAILABLE' | 'PERMANENTLY_OUT_OF_STOCK';
  /** null: the owner removed the product from the list since it was added. */
  readonly itemQuantity: number | null;
  readonly itemContributed: number | null;
  readonly itemInProgress: number | null;
  readonly itemReceivedElsewhere: number | null;
  /** A part of a group gift (its amount in cents); null for units. */
  readonly partCents: number | null;
}

export async function findCart(
  db: Db,
  ownerKey: string,
  options: { forUpdate?: boolean } = {},
): Promise<CartRow | undefined> {
  const query = db.select().from(carts).where(eq(carts.ownerKey, ownerKey)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The lines of a cart, oldest first. */
export async function findCartLines(
  db: Db,
  cart: Pick<CartRow, 'id' | 'listId'>,
): Promise<CartLineRow[]> {
  return db
    .select({
      codeAx: cartEntries.codeAx,
      quantity: cartEntries.quantity,
      isSetAside: cartEntries.isSetAside,
      codeAs400: products.codeAs400,
      name: products.name,
      priceCents: products.priceCents,
      availability: products.availability,
      itemQuantity: listItems.quantity,
      itemContributed: listItems.quantityContributed,
      itemInProgress: listItems.quantityInProgress,
      itemReceivedElsewhere: listItems.quantityReceivedElsewhere,
      partCents: cartEntries.partCents,
    })
    .from(cartEntries)
    .innerJoin(products, eq(products.codeAx, cartEntries.codeAx))
    .leftJoin(
      listItems,
      and(eq(listItems.listId, cart.listId), eq(listItems.codeAx, cartEntries.codeAx)),
    )
    .where(eq(cartEntries.cartId, cart.id))
    .orderBy(asc(cartEntries.addedAt), asc(cartEntries.codeAx));
}

/**
 * The cart of `ownerKey` bound to `listId`, locked: created when missing; emptied and rebound when
 * it was bound to another list [S2.31] (a cart holds one list's gifts).
 */
export async function cartForList(db: Db, ownerKey: string, listId: string): Promise<CartRow> {
  await db
    .insert(carts)
    .values({ ownerKey, listId })
    .onConflictDoNothing({ target: carts.ownerKey });
  const cart = await findCart(db, ownerKey, { forUpdate: true });
  if (!cart) throw new Error('cartForList: the cart vanished');
  if (cart.listId === listId) return cart;
  await db.delete(cartEntries).where(eq(cartEntries.cartId, cart.id));
  const [rebound] = await db
    .update(carts)
    .set({
      listId,
      contributionCents: 0,
      deliveryOption: 'NONE',
      clientType: 'RELATIVE',
      holderFavoriteStore: null,
      makeAvailableToHolder: false,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cart.id))
    .returning();
  if (!rebound) throw new Error('cartForList: the cart vanished');
  return rebound;
}

export async function updateCart(db: Db, cartId: number, changes: CartChanges): Promise<void> {
  await db
    .update(carts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/** Sets a line's quantity (creating the line), or, with `partCents`, a group gift's part. */
export async function upsertCartLine(
  db: Db,
  cartId: number,
  codeAx: string,
  quantity: number,
  partCents: number | null = null,
): Promise<void> {
  await db
    .insert(cartEntries)
    .values({ cartId, codeAx, quantity, partCents })
    .onConflictDoUpdate({
      target: [cartEntries.cartId, cartEntries.codeAx],
      set: { quantity: sql`excluded.quantity`, partCents: sql`excluded.part_cents` },
    });
}

export async function deleteCartLine(db: Db, cartId: number, codeAx: string): Promise<void> {
  await db
    .delete(cartEntries)
    .where(and(eq(cartEntries.cartId, cartId), eq(cartEntries.codeAx, codeAx)));
}

/** Deletes a cart and its lines (reset after payment, or on request). */
export async function deleteCart(db: Db, ownerKey: string, listId?: string): Promise<void> {
  await db
    .delete(carts)
    .where(
      listId === undefined
        ? eq(carts.ownerKey, ownerKey)
        : and(eq(carts.ownerKey, ownerKey), eq(carts.listId, listId)),
    );
}

/**
 * [S7.40] [S9.3] The store that would deliver to the parents: the cart's chosen store, else the
 * list's contact store; with whether it can.
 */
export async function deliveryStoreOf(
  db: Db,
  cart: Pick<CartRow, 'listId' | 'holderFavoriteStore'>,
): Promise<{ storeCode: string; eligible: boolean } | undefined> {
  const [row] = await db
    .select({
      storeCode: stores.storeCode,
      eligible: stores.isLivMagEligible,
    })
    .from(lists)
    .innerJoin(
      stores,
      eq(
        stores.storeCode,
        sql`coalesce(${cart.holderFavoriteStore}::text, ${lists.contactStoreCode})`,
      ),
    )
    .where(eq(lists.id, cart.listId))
    .limit(1);
  return row;
}

export async function storeCodeExists(db: Db, storeCode: string): Promise<boolean> {
  const [row] = await db
    .select({ storeCode: stores.storeCode })
    .from(stores)
    .where(eq(stores.storeCode, storeCode))
    .limit(1);
  return row !== undefined;
}
