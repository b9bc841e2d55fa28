import {
  QUANTITY_MAX,
  groupGiftPartError,
  groupGiftRemainingCents,
  isValidEmail,
} from '@ldn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { errorBodySchema } from '../../http/error-body';
import {
  cartEmpty,
  groupGiftPartRefused,
  groupGiftPartsOnly,
  invalidEmail,
  notAGroupGift,
  productUnavailable,
  quantityNotAvailable,
  unknownStore,
  walletAmountRefused,
} from './cart-errors';
import { giftableUnits, unitsNotGifted } from '../lists/gift-quantities';
import { readableList } from '../lists/list-access';
import { itemNotFound, listClosed, listNotPublished } from '../lists/list-errors';
import { actsAsHolder, actsAsOwner } from '../lists/list-view';
import { findListItem } from '../lists/lists-queries';
import { cartOwnerOf, type CartOwner } from './cart-identity';
import {
  cartForList,
  deleteCart,
  deleteCartLine,
  deliveryStoreOf,
  findCart,
  findCartLines,
  storeCodeExists,
  updateCart,
  upsertCartLine,
  type CartChanges,
  type CartRow,
} from './cart-queries';
import {
  EMPTY_CART,
  addEntryBody,
  cartSchema,
  entryParams,
  setEntryBody,
  updateCartBody,
  type CartResponse,
  isWalletItem,
  walletAmountFromWire,
  walletContributionError,
} from '@ldn/contract';
import { toCartResponse } from './cart-view';

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The cart of `ownerKey` as the API sends it. */
async function cartResponse(db: Db, ownerKey: string | undefined): Promise<CartResponse> {
  const cart = ownerKey === undefined ? undefined : await findCart(db, ownerKey);
  if (!cart) return EMPTY_CART;
  const [lines, store] = await Promise.all([findCartLines(db, cart), deliveryStoreOf(db, cart)]);
  return toCartResponse(cart, lines, store?.eligible ?? false);
}

/** [S5.2] [S9.4] The euros of item 01176190 as cents, or the domain's refusal. */
function contributionCentsOf(euros: number): number {
  const { cents, error } = walletAmountFromWire(euros);
  if (error) throw walletAmountRefused(error);
  return cents;
}

/**
 * [S3.11] [S7.7] The cart (kept in PostgreSQL per visitor and list). No account needed: see
 * `cart-identity.ts`. Every change answers the whole cart. Its validation [S7.8], which opens a
 * payment, is checkout's (`checkout/cart-validation-routes.ts`).
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;
  const secureCookies = config.isProduction;

  const ownerOf = (request: FastifyRequest, reply: FastifyReply, create: boolean) =>
    cartOwnerOf(db, request, reply, { create, secureCookies });

  /**
   * Runs a change of the cart bound to `listId` in one transaction, after checking the list may
   * receive gifts now: published [S4.1], not closed, visible to this visitor.
   */
  async function changeCart(
    request: FastifyRequest,
    owner: CartOwner,
    listId: string,
    change: (tx: Db, cart: CartRow, showsPrivate: boolean, isHolder: boolean) => Promise<void>,
  ): Promise<void> {
    await database.transaction(async (tx) => {
      const { list, viewer } = await readableList(tx, listId, request.currentUser);
      if (list.status === 'CLOSED') throw listClosed();
      if (list.status !== 'VALIDATED') throw listNotPublished();
      const cart = await cartForList(tx, owner.key, list.id);
      await change(tx, cart, actsAsOwner(viewer), actsAsHolder(viewer));
    });
  }

  /** [S5.5] Sets a product line to `quantity` after checking what the list still wants. */
  async function setLine(
    tx: Db,
    cart: CartRow,
    showsPrivate: boolean,
    code: string,
    quantity: number,
  ): Promise<void> {
    const item = await findListItem(tx, cart.listId, code, { forUpdate: true });
    if (!item || (item.hidden && !showsPrivate)) throw itemNotFound();
    if (item.availability !== 'AVAILABLE') throw productUnavailable();
    if (item.groupTargetCents !== null) throw groupGiftPartsOnly();
    const max = Math.min(QUANTITY_MAX, giftableUnits(item));
    // Held by purchases under way rather than offered: the message says it may come back.
    if (quantity > max) {
      throw quantityNotAvailable(max, quantity <= Math.min(QUANTITY_MAX, unitsNotGifted(item)));
    }
    await upsertCartLine(tx, cart.id, code, quantity);
  }

  /**
   * [S5.2] Sets the part of a group gift the visitor gives (replacing an earlier one): checked
   * against what remains now; the checkout checks it again, under the item's lock, when it holds it.
   */
  async function setPart(
    tx: Db,
    cart: CartRow,
    showsPrivate: boolean,
    code: string,
    partCents: number,
  ): Promise<void> {
    const item = await findListItem(tx, cart.listId, code, { forUpdate: true });
    if (!item || (item.hidden && !showsPrivate)) throw itemNotFound();
    if (item.availability !== 'AVAILABLE') throw productUnavailable();
    if (item.groupTargetCents === null) throw notAGroupGift();
    const remaining = groupGiftRemainingCents({
      priceCents: item.groupTargetCents,
      fundedCents: item.groupFundedCents,
      inProgressCents: item.groupInProgressCents,
    });
    const error = groupGiftPartError(partCents, remaining);
    if (error) throw groupGiftPartRefused(error, remaining, item.groupInProgressCents > 0);
    await upsertCartLine(tx, cart.id, code, 1, partCents);
  }

  app.get(
    '/user/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The visitor's cart (anonymous visitors too)",
        response: { 200: cartSchema },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, false);
      return cartResponse(db, owner?.key);
    },
  );

  app.post(
    '/user/cart/entries',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Add units of a list item to the cart, set the part of a group gift (partCents), or set the wallet contribution (01176190)',
        body: addEntryBody,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, true);
      if (!owner) throw cartEmpty();
      const { ldnId, code, quantity, partCents } = request.body;
      await changeCart(request, owner, ldnId, async (tx, cart, showsPrivate) => {
        if (isWalletItem(code)) {
          await updateCart(tx, cart.id, { contributionCents: contributionCentsOf(quantity) });
          return;
        }
        if (partCents !== undefined) {
          if (quantity !== 1) throw groupGiftPartsOnly();
          await setPart(tx, cart, showsPrivate, code, partCents);
          return;
        }
        const lines = await findCartLines(tx, cart);
        const current = lines.find((line) => line.codeAx === code)?.quantity ?? 0;
        await setLine(tx, cart, showsPrivate, code, current + quantity);
      });
      return cartResponse(db, owner.key);
    },
  );

  app.patch(
    '/user/cart/entries/:code',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a cart line (euros for 01176190)',
        params: entryParams,
        body: setEntryBody,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, true);
      const cart = owner ? await findCart(db, owner.key) : undefined;
      if (!owner || !cart) throw cartEmpty();
      const { code } = request.params;
      const { quantity } = request.body;
      await changeCart(request, owner, cart.listId, async (tx, locked, showsPrivate) => {
        if (isWalletItem(code)) {
          await updateCart(tx, locked.id, { contributionCents: contributionCentsOf(quantity) });
          return;
        }
        await setLine(tx, locked, showsPrivate, code, quantity);
      });
      return cartResponse(db, owner.key);
    },
  );

  app.delete(
    '/user/cart/entries/:code',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a cart line (01176190: the wallet contribution)',
        params: entryParams,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, true);
      const cart = owner ? await findCart(db, owner.key) : undefined;
      if (!owner || !cart) return EMPTY_CART;
      const { code } = request.params;
      await database.transaction(async (tx) => {
        const locked = await findCart(tx, owner.key, { forUpdate: true });
        if (!locked) return;
        if (isWalletItem(code)) {
          await updateCart(tx, locked.id, { contributionCents: 0 });
        } else {
          await deleteCartLine(tx, locked.id, code);
        }
      });
      return cartResponse(db, owner.key);
    },
  );

  app.patch(
    '/user/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "Update the cart's contributor, message, contribution and delivery fields",
        body: updateCartBody,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, true);
      const cart = owner ? await findCart(db, owner.key) : undefined;
      if (!owner || !cart) throw cartEmpty();
      const body = request.body;
      if (body.contributorEmail && !isValidEmail(body.contributorEmail)) throw invalidEmail();
      const contributionError =
        body.contributionAmount === undefined
          ? undefined
          : walletContributionError(body.contributionAmount);
      if (contributionError) throw walletAmountRefused(contributionError);
      if (body.holderFavoriteStore && !(await storeCodeExists(db, body.holderFavoriteStore))) {
        throw unknownStore();
      }
      await changeCart(request, owner, cart.listId, async (tx, locked, _private, isHolder) => {
        const changes: CartChanges = {
          ...(body.contributorName === undefined ? {} : { contributorName: body.contributorName }),
          ...(body.contributorEmail === undefined
            ? {}
            : { contributorEmail: body.contributorEmail.toLowerCase() }),
          ...(body.message === undefined ? {} : { message: body.message }),
          ...(body.giftMessageData === undefined
            ? {}
            : { giftMessage: body.giftMessageData.message, giftFrom: body.giftMessageData.from }),
          ...(body.contributionAmount === undefined
            ? {}
            : { contributionCents: body.contributionAmount }),
          ...(body.makeAvailableToTheHolder === undefined
            ? {}
            : { makeAvailableToHolder: body.makeAvailableToTheHolder }),
          ...(body.holderFavoriteStore === undefined
            ? {}
            : { holderFavoriteStore: body.holderFavoriteStore || null }),
          // [S3.11] Only the holder (or staff for him) buys as the holder: not the co-parent.
          ...(body.clientType === undefined
            ? {}
            : { clientType: isHolder ? body.clientType : 'RELATIVE' }),
          ...(body.transactionType === undefined ? {} : { transactionType: body.transactionType }),
          ...(body.deliveryOption === undefined ? {} : { deliveryOption: body.deliveryOption }),
        };
        await updateCart(tx, locked.id, changes);
      });
      return cartResponse(db, owner.key);
    },
  );

  app.delete(
    '/user/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Empty the cart',
        response: { 204: z.null().describe('Emptied'), 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, false);
      if (owner) await deleteCart(db, owner.key);
      return reply.code(204).send(null);
    },
  );
};
