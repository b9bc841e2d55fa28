import {
  QUANTITY_MAX,
  applyWantedQuantity,
  canRemoveItem,
  errorToastMessages,
  isSpecialContributionItem,
} from '@ldn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLogin } from '../../identity/guards';
import { userOf } from '../../identity/session-plugin';
import type { Db } from '../../db/database';
import { errorBody, errorBodySchema, invalidInput } from '../../http/error-body';
import {
  findProductByCode,
  findProductByReference,
  type ProductRow,
} from '../catalogue/products-queries';
import { assertCompany, assertOpen, manageableList, readableList } from './list-access';
import {
  cantEditPermanentlyOutOfStock,
  cantRemoveProduct,
  groupGiftOneUnit,
  groupGiftReceivedElsewhere,
  invalidReference,
  itemNotFound,
  productNotAddable,
  productPermanentlyOutOfStock,
  quantityMaxReached,
  receivedElsewhereHeldByPurchase,
  receivedElsewhereOwnerOnly,
  receivedElsewhereTooMany,
} from './list-errors';
import { actsAsOwner, toListItem, type Viewer } from './list-view';
import {
  deleteListItem,
  findListItem,
  insertListItem,
  updateListItem,
  type ListRow,
} from './lists-queries';
import {
  addItemBody,
  addItemByReferenceBody,
  companyItemListParams,
  companyListItemParams,
  companyListParams,
  listItemSchema,
  updateItemBody,
  updateReceivedElsewhereBody,
  type ListItemResponse,
  updateItemConflictSchema,
} from '@ldn/contract';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * [S3.17] [S6.4] [S9.4] May this product go into a list? Not when the catalogue says it cannot,
 * nor the wallet's special item; a permanently out-of-stock one only when staff add it.
 */
function assertAddable(product: ProductRow, viewer: Viewer): void {
  if (!product.canAddToLdn || isSpecialContributionItem(product.codeAx)) throw productNotAddable();
  if (product.availability === 'PERMANENTLY_OUT_OF_STOCK' && !viewer.isStaff) {
    throw productPermanentlyOutOfStock();
  }
}

/** The body's `company`, when given, must be the path's. */
function assertBodyCompany(bodyCompany: string | undefined, company: string): void {
  if (bodyCompany !== undefined && bodyCompany !== company) {
    throw invalidInput('body', 'company', `doit être ${company}, comme dans l'adresse`);
  }
}

async function itemResponse(db: Db, list: ListRow, codeAx: string): Promise<ListItemResponse> {
  const row = await findListItem(db, list.id, codeAx);
  if (!row) throw itemNotFound();
  // Every route that answers with this changed the item, so the visitor manages the list.
  return toListItem(row, list.company, true);
}

/** Spec §7 "Lists": the calls on the items of a list [S3.7]. */
export const listItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;

  /**
   * [S7.20] [S4.11] Adds a product to a list. A product already in the list is not added twice:
   * the answer is status 300 with the item as it is, and the app offers "add anyway".
   */
  app.post(
    '/ldn/v1/addItemToListByCompanyAndListId/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Add a product to a list (300 with the item when already in it)',
        params: companyListParams,
        body: addItemBody,
        response: { 201: listItemSchema, 300: listItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { company, listId } = request.params;
      const { body } = request;
      assertCompany(company, config);
      assertBodyCompany(body.company, company);
      const outcome = await database.transaction(async (tx) => {
        const { list, viewer } = await manageableList(tx, listId, userOf(request), {
          forUpdate: true,
        });
        assertOpen(list);
        const product = await findProductByCode(tx, body.productReference);
        if (!product) throw invalidReference();
        assertAddable(product, viewer);
        const added = await insertListItem(tx, {
          listId: list.id,
          codeAx: product.codeAx,
          quantity: body.quantity ?? 1,
          message: body.message ?? '',
          priority: body.priority ?? false,
          hidden: body.hidden ?? false,
        });
        return { added, item: await itemResponse(tx, list, product.codeAx) };
      });
      return reply.code(outcome.added ? 201 : 300).send(outcome.item);
    },
  );

  /**
   * [S7.21] [S4.11] Adds a product by its AX or AS400 reference; when it is already in the list
   * ("add anyway") its wanted quantity is raised by the given quantity (1 by default), up to 99.
   */
  app.post(
    '/ldn/v1/addItemToListByReferenceAndCompanyAndListId/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Add a product by reference, or raise its quantity when already in the list',
        params: companyListParams,
        body: addItemByReferenceBody,
        response: { 200: listItemSchema, 201: listItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { company, listId } = request.params;
      const { body } = request;
      assertCompany(company, config);
      assertBodyCompany(body.company, company);
      const quantity = body.quantity ?? 1;
      const outcome = await database.transaction(async (tx) => {
        const { list, viewer } = await manageableList(tx, listId, userOf(request), {
          forUpdate: true,
        });
        assertOpen(list);
        const product = await findProductByReference(tx, body.reference);
        if (!product) throw invalidReference();
        assertAddable(product, viewer);
        const existing = await findListItem(tx, list.id, product.codeAx, { forUpdate: true });
        if (existing) {
          if (existing.quantity + quantity > QUANTITY_MAX) throw quantityMaxReached(QUANTITY_MAX);
          await updateListItem(tx, list.id, product.codeAx, {
            quantity: existing.quantity + quantity,
          });
        } else {
          await insertListItem(tx, {
            listId: list.id,
            codeAx: product.codeAx,
            quantity,
            message: body.message ?? '',
            priority: body.priority ?? false,
            hidden: body.hidden ?? false,
          });
        }
        return { created: !existing, item: await itemResponse(tx, list, product.codeAx) };
      });
      return reply.code(outcome.created ? 201 : 200).send(outcome.item);
    },
  );

  /**
   * [S7.22] [S5.4] [S4.2] Changes an item. The wanted quantity never goes below the units
   * already gifted or being bought (409 CANT_REDUCE_QUANTITY with the gifted count); a
   * permanently out-of-stock product is not edited except by staff [S6.4].
   */
  app.patch(
    '/ldn/v1/updateItemByCompanyAndCodeAxAndListId/:company/:listId/:codeAx',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Update an item (quantity, comment, indispensable, private)',
        params: companyListItemParams,
        body: updateItemBody,
        response: {
          200: listItemSchema,
          ...errors,
          409: updateItemConflictSchema,
        },
      },
    },
    async (request, reply) => {
      const { company, listId, codeAx } = request.params;
      const { body } = request;
      assertCompany(company, config);
      const outcome = await database.transaction(async (tx) => {
        const { list, viewer } = await manageableList(tx, listId, userOf(request), {
          forUpdate: true,
        });
        assertOpen(list);
        const item = await findListItem(tx, list.id, codeAx, { forUpdate: true });
        if (!item) throw itemNotFound();
        if (item.availability === 'PERMANENTLY_OUT_OF_STOCK' && !viewer.isStaff) {
          throw cantEditPermanentlyOutOfStock();
        }
        // A group gift is one unit, funded in parts (unmark it first to want more).
        if (item.groupTargetCents !== null && body.quantity !== undefined && body.quantity !== 1) {
          throw groupGiftOneUnit();
        }
        if (body.quantity !== undefined) {
          // Units being bought or received elsewhere are as untouchable as gifted ones (the
          // table's CHECKs agree).
          const wanted = applyWantedQuantity(
            body.quantity,
            item.quantityContributed + item.quantityReceivedElsewhere + item.quantityInProgress,
          );
          if (wanted.error) {
            return {
              refused: {
                ...errorBody(409, errorToastMessages.CANT_REDUCE_QUANTITY, wanted.error),
                quantityOfContributedItems:
                  item.quantityContributed + item.quantityReceivedElsewhere,
                quantity: wanted.quantity,
              },
            };
          }
        }
        await updateListItem(tx, list.id, codeAx, {
          ...(body.quantity === undefined ? {} : { quantity: body.quantity }),
          ...(body.message === undefined ? {} : { message: body.message }),
          ...(body.priority === undefined ? {} : { priority: body.priority }),
          ...(body.hidden === undefined ? {} : { hidden: body.hidden }),
        });
        return { item: await itemResponse(tx, list, codeAx) };
      });
      if (outcome.refused) return reply.code(409).send(outcome.refused);
      return outcome.item;
    },
  );

  /**
   * [S3.7] [S4.2] [S4.9] The owner says how many units of an item he received outside the list
   * (0 undoes it): relatives then see them gifted, and they never count as money (no contribution,
   * no reward). At most the wanted quantity minus the units gifted through the list (400 beyond),
   * and not the units a purchase under way holds (409): the item's row lock orders this against
   * payments, and the table's CHECK keeps the total within the wanted quantity.
   */
  app.patch(
    '/ldn/v1/updateReceivedElsewhereByCompanyAndCodeAxAndListId/:company/:listId/:codeAx',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Set the units of an item received outside the list (owner only)',
        params: companyListItemParams,
        body: updateReceivedElsewhereBody,
        response: { 200: listItemSchema, ...errors },
      },
    },
    async (request) => {
      const { company, listId, codeAx } = request.params;
      const { quantity } = request.body;
      assertCompany(company, config);
      return database.transaction(async (tx) => {
        const { list, viewer } = await manageableList(tx, listId, userOf(request), {
          forUpdate: true,
        });
        if (!viewer.isOwner) throw receivedElsewhereOwnerOnly();
        assertOpen(list);
        const item = await findListItem(tx, list.id, codeAx, { forUpdate: true });
        if (!item) throw itemNotFound();
        // A group gift is funded in parts: relatives' parts would then never complete it.
        if (item.groupTargetCents !== null && quantity > 0) throw groupGiftReceivedElsewhere();
        const notGiftedThroughList = item.quantity - item.quantityContributed;
        if (quantity > notGiftedThroughList) {
          throw receivedElsewhereTooMany(Math.max(0, notGiftedThroughList));
        }
        const free = notGiftedThroughList - item.quantityInProgress;
        if (quantity > free) throw receivedElsewhereHeldByPurchase(Math.max(0, free));
        await updateListItem(tx, list.id, codeAx, { quantityReceivedElsewhere: quantity });
        return itemResponse(tx, list, codeAx);
      });
    },
  );

  /** [S7.16] [S4.2] Removes an item nothing was gifted of and no purchase is in progress for. */
  app.delete(
    '/ldn/v1/removeItemByItemAxIdAndListId/:company/:listId/:codeAx',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Remove an item from a list (owner or staff)',
        params: companyListItemParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      const { company, listId, codeAx } = request.params;
      assertCompany(company, config);
      await database.transaction(async (tx) => {
        const { list } = await manageableList(tx, listId, userOf(request), { forUpdate: true });
        assertOpen(list);
        const item = await findListItem(tx, list.id, codeAx, { forUpdate: true });
        if (!item) throw itemNotFound();
        // Units received elsewhere keep the item, as the app shows them gifted: undo them first.
        if (item.groupFundedCents > 0 || item.groupInProgressCents > 0) throw cantRemoveProduct();
        const removable = canRemoveItem({
          quantityOfContributedItems: item.quantityContributed + item.quantityReceivedElsewhere,
          isPurchaseInProgress: item.quantityInProgress > 0,
        });
        if (!removable) throw cantRemoveProduct();
        await deleteListItem(tx, list.id, codeAx);
      });
      return reply.code(204).send(null);
    },
  );

  /** [S7.24] One item of a list, with the list's visibility rules (private items for the owner). */
  app.get(
    '/ldn/public/v1/getItemByCompanyAndCodeAxAndListId/:company/:codeAx/:listId',
    {
      schema: {
        tags: ['lists', 'public'],
        summary: 'One item of a list',
        params: companyItemListParams,
        response: { 200: listItemSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { company, listId, codeAx } = request.params;
      assertCompany(company, config);
      const { list, viewer } = await readableList(db, listId, request.currentUser);
      const row = await findListItem(db, list.id, codeAx);
      if (!row || (row.hidden && !actsAsOwner(viewer))) throw itemNotFound();
      return toListItem(row, list.company, actsAsOwner(viewer));
    },
  );
};
