import rateLimit from '@fastify/rate-limit';
import { EXPRESSION_MIN_LENGTH, isStaff, normalizeListSearchText } from '@ldn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer, requireLogin, requireStaff } from '../../identity/guards';
import { userOf } from '../../identity/session-plugin';
import type { Db } from '../../db/database';
import { errorBodySchema, HttpError, invalidInput } from '../../http/error-body';
import { postgresRateLimitStore } from '../../http/postgres-rate-limit-store';
import {
  assertCompany,
  assertListCountry,
  assertNotCrossSite,
  assertOpen,
  holderOnlyList,
  manageableList,
  readableList,
} from './list-access';
import {
  contactStoreRequired,
  holderOnly,
  invalidStatusChange,
  listHasContributions,
  listNotClosed,
  listNotFound,
  listNotPublished,
  purchaseInProgressOnClose,
  reservedToStaff,
  unknownCustomer,
  unknownStoreInBody,
} from './list-errors';
import { revokeCoParent } from './co-parent-queries';
import { coParentRoutes } from './co-parent-routes';
import { listItemsRoutes } from './list-items-routes';
import { groupGiftRoutes } from './group-gift-routes';
import { ListReadCache } from './list-read-cache';
import {
  actsAsHolder,
  actsAsOwner,
  categoriesOf,
  categoryEntries,
  toListResponse,
  toListSummary,
  viewerOf,
  type Viewer,
} from './list-view';
import {
  deleteList,
  findCustomer,
  findListByReference,
  findListItems,
  hasContributions,
  hasDefaultList,
  hasStoreSaleInProgress,
  insertList,
  listsManagedBy,
  listsOfOwner,
  makeDefaultList,
  newListId,
  promoteDefaultList,
  searchPublicLists,
  storeExists,
  updateList,
  type CustomerRow,
  type ListRow,
  type NewListRow,
} from './lists-queries';
import {
  categoriesResponse,
  companyListParams,
  companyOwnerParams,
  companyParams,
  createListBody,
  giftDeliveredBody,
  listFiltersBody,
  listOwnerParams,
  listParams,
  listSchema,
  listSummariesSchema,
  searchListsResponse,
  searchParams,
  updateListBody,
  updateStoreDataBody,
  DEFAULT_DRAFT_TITLE,
  type CreateListBody,
  type ListFiltersBody,
  type ListResponse,
  type UpdateListBody,
} from '@ldn/contract';

/** [S7.15] [S2.46] At most this many search results; more means "refine your search". */
export const SEARCH_RESULTS_MAX = 20;

/**
 * [S7.15] The public search's limit per client address, counted in PostgreSQL across instances
 * (docs/decisions.md, "Public list search"): a relative types a few searches, a page shown by the
 * server counts twice (its first view, then the app); a script walking through names stops here.
 */
export const LIST_SEARCH_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The list as `viewer` sees it, read again after a change (same shape as [S7.14]). */
async function listResponse(
  db: Db,
  list: ListRow,
  viewer: Viewer,
  filters: ListFiltersBody = {},
): Promise<ListResponse> {
  const items = await findListItems(db, list.id, { includeHidden: actsAsOwner(viewer) });
  return toListResponse(list, items, viewer, filters);
}

/** The information fields of a body, named as the list columns are. */
function informationChanges(body: UpdateListBody | CreateListBody): Partial<NewListRow> {
  const { status: _status, ...fields } = body;
  const { defaultList: _defaultList, ...information } = fields as UpdateListBody;
  return Object.fromEntries(
    Object.entries(information).filter(([, value]) => value !== undefined),
  ) as Partial<NewListRow>;
}

/** [S5.7] [S4.10] A contact store named in a body must exist (none named: nothing to check). */
async function assertKnownContactStore(tx: Db, storeCode: string | undefined): Promise<void> {
  if (storeCode !== undefined && !(await storeExists(tx, storeCode))) {
    throw unknownStoreInBody('contactStoreCode');
  }
}

/**
 * [S7.12] Creates a list for `owner`: owner names, e-mail and phone copied from the account,
 * published at once unless the body asks for a draft, and the owner's default list when he has
 * none yet (his first list).
 */
async function createListFor(
  tx: Db,
  owner: CustomerRow,
  body: CreateListBody,
  company: string,
): Promise<ListRow> {
  await assertKnownContactStore(tx, body.contactStoreCode);
  const status = body.status ?? 'VALIDATED';
  return insertList(tx, {
    notificationFrequency: owner.notificationFrequency,
    ...informationChanges(body),
    id: newListId(),
    company,
    ownerPk: owner.pk,
    status,
    title: body.title ?? DEFAULT_DRAFT_TITLE,
    ownerFirstName: owner.firstName,
    ownerLastName: owner.lastName,
    ownerMail: owner.uid,
    ownerPhone: owner.phone,
    isDefault: !(await hasDefaultList(tx, owner.pk)),
    publishedAt: status === 'VALIDATED' ? new Date() : null,
  });
}

/**
 * Spec §7 "Lists": the list-level calls. Item calls are in `list-items-routes.ts`, registered
 * here so the module stays one entry of `api-routes.ts`.
 */
export const listsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;
  const listReadCache = new ListReadCache(db);
  // Only routes that ask for it (`config.rateLimit`) are limited.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db, 'list-search'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many searches from this address: retry in ${context.after}.`,
        'TOO_MANY_REQUESTS',
      ),
  });

  /** [S7.12] [S5.12] The signed-in customer creates a list. */
  app.post(
    '/ldn/v1/createList/:company',
    {
      preHandler: requireCustomer,
      schema: {
        tags: ['lists'],
        summary: 'Create a list for the signed-in customer (FR only)',
        params: companyParams,
        body: createListBody,
        response: { 201: listSchema, ...errors },
      },
    },
    async (request, reply) => {
      assertCompany(request.params.company, config);
      const user = userOf(request);
      const list = await database.transaction(async (tx) => {
        // Locking the owner serialises his creations: "first list becomes the default" holds.
        const owner = await findCustomer(tx, Number(user.pk), { forUpdate: true });
        if (!owner) throw unknownCustomer();
        assertListCountry(owner.country, false);
        return createListFor(tx, owner, request.body, request.params.company);
      });
      const viewer: Viewer = { user, isOwner: true, isHolder: true, isStaff: false };
      return reply.code(201).send(await listResponse(db, list, viewer));
    },
  );

  /** [S7.12] [S4.10] Staff create a list for a customer, who must live in France. */
  app.post(
    '/ldn/v1/createListForOwner/:company/:ownerPk',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['lists', 'staff'],
        summary: 'Create a list for a customer (staff; the customer must live in France)',
        params: companyOwnerParams,
        body: createListBody,
        response: { 201: listSchema, ...errors },
      },
    },
    async (request, reply) => {
      assertCompany(request.params.company, config);
      const user = userOf(request);
      const list = await database.transaction(async (tx) => {
        const owner = await findCustomer(tx, request.params.ownerPk, { forUpdate: true });
        // Staff act for customers only: a staff account never owns a list.
        if (!owner || isStaff({ roles: owner.roles })) throw unknownCustomer();
        assertListCountry(owner.country, true);
        return createListFor(tx, owner, request.body, request.params.company);
      });
      const viewer: Viewer = { ...viewerOf(user, list), isStaff: true };
      return reply.code(201).send(await listResponse(db, list, viewer));
    },
  );

  /** [S7.13] Removes a list that nothing was contributed to. */
  app.delete(
    '/ldn/v1/removeListByListId/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Remove a list (owner or staff; refused once anything was contributed)',
        params: companyListParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      assertCompany(request.params.company, config);
      await database.transaction(async (tx) => {
        // The list is its holder's: the co-parent manages it but does not remove it.
        const { list } = await holderOnlyList(tx, request.params.listId, userOf(request), {
          forUpdate: true,
        });
        assertOpen(list);
        if (await hasContributions(tx, list)) throw listHasContributions();
        await deleteList(tx, list.id);
        if (list.isDefault) await promoteDefaultList(tx, list.ownerPk);
      });
      return reply.code(204).send(null);
    },
  );

  /**
   * [S7.14] [S3.10] The list with its items, filtered and sorted. Public: a draft is shown only to
   * its owner and staff; private items only to them too.
   */
  app.post(
    '/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/:company/:listId',
    {
      schema: {
        tags: ['lists', 'public'],
        summary: 'A list with its items, filtered and sorted',
        params: companyListParams,
        body: listFiltersBody,
        response: { 200: listSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      assertCompany(request.params.company, config);
      // One query when nothing changed since the same answer was built (list-read-cache.ts).
      return listReadCache.send(
        request,
        reply,
        request.params.listId,
        request.currentUser,
        request.body,
      );
    },
  );

  /** [S7.15] [S5.14] [S2.46] Lists a relative may find. */
  app.get(
    '/ldn/public/v1/searchLists/:company/:text',
    {
      config: { rateLimit: LIST_SEARCH_RATE_LIMIT },
      schema: {
        tags: ['lists', 'public'],
        summary:
          'Search published lists by whole words of the names or title, a whole e-mail address, or the number (30 a minute per client)',
        params: searchParams,
        response: {
          200: searchListsResponse,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const text = normalizeListSearchText(request.params.text);
      if ([...text].length < EXPRESSION_MIN_LENGTH) {
        throw invalidInput(
          'params',
          'text',
          `au moins ${EXPRESSION_MIN_LENGTH} caractères sont nécessaires`,
        );
      }
      const words = text.split(/\s+/).filter(Boolean).slice(0, 8);
      const rows = await searchPublicLists(db, words, SEARCH_RESULTS_MAX + 1);
      const visitor = { isOwner: false, isStaff: false };
      return {
        lists: rows.slice(0, SEARCH_RESULTS_MAX).map((row) => toListSummary(row, visitor)),
        tooMany: rows.length > SEARCH_RESULTS_MAX,
      };
    },
  );

  /**
   * [S7.17] [S4.1] Updates the list information, makes it the default list, or publishes a
   * draft. A closed list refuses every change.
   */
  app.put(
    '/ldn/v1/updateListByCompanyAndListId/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Update a list, make it the default list, or publish a draft',
        params: companyListParams,
        body: updateListBody,
        response: { 200: listSchema, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const { body } = request;
      const { list, viewer } = await database.transaction(async (tx) => {
        const found = await manageableList(tx, request.params.listId, userOf(request), {
          forUpdate: true,
        });
        const current = found.list;
        assertOpen(current);
        await assertKnownContactStore(tx, body.contactStoreCode);
        const changes = informationChanges(body);
        if (body.status !== undefined && body.status !== current.status) {
          if (current.status !== 'DRAFT' || body.status !== 'VALIDATED') {
            throw invalidStatusChange(current.status, body.status);
          }
          // [S5.7] A draft may have no store yet (the add-to-list flow's quick list [S4.11]);
          // a published list always has one.
          if ((body.contactStoreCode ?? current.contactStoreCode) === null) {
            throw contactStoreRequired();
          }
          changes.status = 'VALIDATED';
          changes.publishedAt = new Date();
        }
        // Which list is the default one is the holder's choice among his lists.
        if (body.defaultList !== undefined && !actsAsHolder(found.viewer)) throw holderOnly();
        if (body.defaultList === true && !current.isDefault) {
          await makeDefaultList(tx, current.ownerPk, current.id);
        }
        if (body.defaultList === false) changes.isDefault = false;
        const updated = await updateList(tx, current.id, changes);
        return { list: updated, viewer: found.viewer };
      });
      return listResponse(db, list, viewer);
    },
  );

  /** [S7.18] The contact store and the pickup option. */
  app.patch(
    '/ldn/v1/updateListByCompanyAndListIdWithStoreDatas/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Update the contact store and the pickup-store option of a list',
        params: companyListParams,
        body: updateStoreDataBody,
        response: { 200: listSchema, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const { body } = request;
      const { list, viewer } = await database.transaction(async (tx) => {
        const found = await manageableList(tx, request.params.listId, userOf(request), {
          forUpdate: true,
        });
        assertOpen(found.list);
        await assertKnownContactStore(tx, body.contactStoreCode);
        const updated = await updateList(tx, found.list.id, {
          ...(body.isPickupStoreAllowed === undefined
            ? {}
            : { isPickupStoreAllowed: body.isPickupStoreAllowed }),
          ...(body.contactStoreCode === undefined
            ? {}
            : { contactStoreCode: body.contactStoreCode }),
        });
        return { list: updated, viewer: found.viewer };
      });
      return listResponse(db, list, viewer);
    },
  );

  /**
   * [S7.19] [S4.1] Closes a published list for good. Asking again for a closed list answers it
   * unchanged, so a retried GET is harmless. In the same transaction, the modules above lists do
   * their part (`app.listClosing`): checkout ends the unpaid online holds, releasing their units,
   * and the ledger grants the reward voucher of [S4.9] (coupons of at most 50 EUR).
   */
  app.get(
    '/ldn/v1/closeList/:company/:listId',
    {
      preHandler: requireLogin,
      // A GET that changes state for good: the XSRF header is required (the api-client sends it),
      // and no HEAD twin may close a list either.
      config: { xsrf: 'always' },
      exposeHeadRoute: false,
      schema: {
        tags: ['lists'],
        summary: 'Close a list (owner or staff)',
        params: companyListParams,
        response: { 200: listSchema, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      assertNotCrossSite(request.headers);
      const { list, viewer } = await database.transaction(async (tx) => {
        const found = await manageableList(tx, request.params.listId, userOf(request), {
          forUpdate: true,
        });
        if (found.list.status === 'CLOSED') return found;
        if (found.list.status !== 'VALIDATED') throw listNotPublished();
        // [S4.1] Only an in-store sale, which the store confirms or cancels, keeps the list open;
        // unpaid online holds end with the close (a hook of checkout).
        if (await hasStoreSaleInProgress(tx, found.list.id)) throw purchaseInProgressOnClose();
        const closed = await updateList(tx, found.list.id, {
          status: 'CLOSED',
          closedAt: new Date(),
        });
        await app.listClosing.run(tx, closed);
        return { list: closed, viewer: found.viewer };
      });
      return listResponse(db, list, viewer);
    },
  );

  /** [S7.23] The signed-in customer's lists. */
  app.get(
    '/ldn/v1/getListsByHybrisId/:company',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: "The signed-in customer's lists, and those he is the co-parent of",
        params: companyParams,
        response: { 200: listSummariesSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const user = userOf(request);
      // With the lists he co-parents: the co-parent finds the list he manages among his own.
      const rows = await listsManagedBy(db, Number(user.pk));
      return {
        lists: rows.map((row) => ({
          ...toListSummary(row, { isOwner: true, isStaff: false }),
          // The default list is the holder's choice among his own lists.
          isDefault: row.isDefault && user.pk === String(row.ownerPk),
        })),
      };
    },
  );

  /** [S7.28] A customer's lists: for staff, or for the customer himself. */
  app.get(
    '/ldn/public/v1/getListsByOwnerId/:company/:ownerPk',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists', 'staff'],
        summary: "A customer's lists (staff, or the customer himself)",
        params: companyOwnerParams,
        response: { 200: listSummariesSchema, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const user = userOf(request);
      const { ownerPk } = request.params;
      const isOwner = user.pk === String(ownerPk);
      const viewer = { isOwner, isStaff: isStaff(user) };
      if (!isOwner) {
        if (!viewer.isStaff) throw reservedToStaff();
        if (!(await findCustomer(db, ownerPk))) throw unknownCustomer();
      }
      const rows = await listsOfOwner(db, ownerPk);
      return { lists: rows.map((row) => toListSummary(row, viewer)) };
    },
  );

  /**
   * [S7.28] [S1.4] Staff link a list to a customer account: the list moves to that customer, who
   * becomes its owner (names, e-mail and phone copied from his account). Both owners keep one
   * default list when they have lists.
   */
  app.patch(
    '/ldn/public/v1/addListToCustomerAccount/:listId/:ownerPk',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['lists', 'staff'],
        summary: 'Move a list to a customer account (staff)',
        params: listOwnerParams,
        response: { 200: listSchema, ...errors },
      },
    },
    async (request) => {
      const user = userOf(request);
      const list = await database.transaction(async (tx) => {
        const current = await findListByReference(tx, request.params.listId, { forUpdate: true });
        if (!current) throw listNotFound();
        assertOpen(current);
        const owner = await findCustomer(tx, request.params.ownerPk, { forUpdate: true });
        if (!owner || isStaff({ roles: owner.roles })) throw unknownCustomer();
        assertListCountry(owner.country, true);
        if (owner.pk === current.ownerPk) return current;
        // The co-parent was the former holder's choice: the new holder invites his own.
        await revokeCoParent(tx, current.id);
        const moved = await updateList(tx, current.id, {
          ownerPk: owner.pk,
          ownerFirstName: owner.firstName,
          ownerLastName: owner.lastName,
          ownerMail: owner.uid,
          ownerPhone: owner.phone,
          isDefault: false,
        });
        if (current.isDefault) await promoteDefaultList(tx, current.ownerPk);
        if (!(await hasDefaultList(tx, owner.pk)) && moved.status !== 'CLOSED') {
          await makeDefaultList(tx, owner.pk, moved.id);
          return { ...moved, isDefault: true };
        }
        return moved;
      });
      const viewer: Viewer = { ...viewerOf(user, list), isStaff: true };
      return listResponse(db, list, viewer);
    },
  );

  /** [S7.26] [S4.1] The gifts were handed over (or not): once the list is closed. */
  app.patch(
    '/ldn/public/v1/updateGiftDelivered/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Mark the gifts of a list as delivered (owner or staff)',
        params: companyListParams,
        body: giftDeliveredBody,
        response: { 200: listSchema, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const { list, viewer } = await database.transaction(async (tx) => {
        const found = await manageableList(tx, request.params.listId, userOf(request), {
          forUpdate: true,
        });
        // [S4.1] "Gift delivered can be toggled after confirmation": of the closing.
        if (found.list.status !== 'CLOSED') throw listNotClosed();
        const updated = await updateList(tx, found.list.id, {
          isGiftDelivered: request.body.isGiftDelivered,
        });
        return { list: updated, viewer: found.viewer };
      });
      return listResponse(db, list, viewer);
    },
  );

  /** [S7.27] [S3.8] The categories present in a list, in display order. */
  app.get(
    '/ldn/public/v1/getCategoriesByListId/:listId',
    {
      schema: {
        tags: ['lists', 'public'],
        summary: 'The categories present in a list',
        params: listParams,
        response: { 200: categoriesResponse, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { list, viewer } = await readableList(db, request.params.listId, request.currentUser);
      const items = await findListItems(db, list.id, { includeHidden: actsAsOwner(viewer) });
      return { categories: categoryEntries(categoriesOf(items)) };
    },
  );

  await app.register(listItemsRoutes);
  await app.register(groupGiftRoutes);
  await app.register(coParentRoutes);
};
