import {
  REWARD_COUPON_MAX_CENTS,
  effectiveActivityFilters,
  isStaff,
  remainingAmountForReward,
  rewardAmountCents,
  type ActivityFilter,
} from '@ldn/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLogin, requireStaff } from '../../identity/guards';
import { userOf } from '../../identity/session-plugin';
import type { CurrentUser } from '../../identity/session-store';
import type { Db } from '../../db/database';
import { contributionEntries, contributionReturns, contributions } from '../../db/schema';
import { errorBodySchema } from '../../http/error-body';
import { contributionIdOfPayment, findPayment } from '../checkout/payments';
import { queueMail } from '../mail/outbox';
import { assertCompany, readableList, type VisibleList } from '../lists/list-access';
import { listClosed, notListOwner } from '../lists/list-errors';
import { actsAsOwner } from '../lists/list-view';
import { productImagePath } from '../images/product-image';
import type { ListRow } from '../lists/lists-queries';
import {
  contributionsOfList,
  contributionsToThank,
  couponsOfList,
  entriesOf,
  findContribution,
  findEntry,
  movementsOfList,
  purchaseCentsOf,
  returnsOfEntry,
  toThankCountOf,
  type ContributionRow,
  type EntryView,
  type MovementView,
} from './contributions-queries';
import {
  historicsBody,
  historicsResponse,
  idBody,
  idParams,
  paymentIdParams,
  paymentStatusResponse,
  returnBody,
  returnsResponse,
  sendThankBody,
  sendThankResponse,
  sendThanksBody,
  sendThanksResponse,
  toThankCountResponse,
  walletAmountsResponse,
  walletHistoricsResponse,
  type ActivityItem,
  companyListParams,
  listParams,
} from '@ldn/contract';
import {
  alreadyCancelled,
  cantCancelReturn,
  contributionCancelled,
  contributionNotFound,
  entryNotFound,
  groupGiftPartNotReturnable,
  invalidReturnQuantity,
  noWalletPart,
  notThankable,
  ownerOnly,
  paymentNotFound,
  thanksAlreadySent,
  thanksAlreadySentTo,
} from './money-errors';
import { moneyMessages } from '../cart/money-messages';
import { moveWallet } from './money-ledger';
import { renderThanksMail } from './thanks-mail';
import {
  addGifted,
  addGroupGiftFunding,
  giftableUnits,
  lockItems,
  lockList,
} from '../lists/gift-quantities';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** [S2.41] [S6.3] [S6.4] The activity and the wallet are the owner's and staff's. */
async function activityList(db: Db, listId: string, user: CurrentUser): Promise<VisibleList> {
  const found = await readableList(db, listId, user);
  if (!actsAsOwner(found.viewer)) throw notListOwner();
  return found;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** [S3.14] A contribution as the activity shows it. */
function toActivityItem(row: ContributionRow, entries: readonly EntryView[]): ActivityItem {
  const walletCents = row.walletCancelledAt ? 0 : row.walletCents;
  return {
    id: row.id,
    contributionId: row.id,
    kind: row.kind,
    status: row.status,
    date: row.createdAt.toISOString(),
    contributorName: row.contributorName,
    isAnonymous: row.contributorName.trim() === '',
    contributorEmail: row.contributorEmail,
    message: row.message,
    giftMessageData: { message: row.giftMessage, from: row.giftFrom },
    entries: entries.map((entry) => ({
      id: entry.id,
      codeAx: entry.codeAx,
      productName: entry.productName,
      img: productImagePath(entry.codeAx),
      quantity: entry.quantity,
      unitPrice: entry.unitPriceCents,
      amount: entry.quantity * entry.unitPriceCents,
      quantityReturned: entry.quantityReturned,
      returnableQuantity:
        row.status === 'CONFIRMED' && entry.partCents === null
          ? entry.quantity - entry.quantityReturned
          : 0,
      ...(entry.partCents === null ? {} : { partOfGroupGift: true }),
    })),
    productsAmount: row.productsCents,
    walletAmount: walletCents,
    deliveryFee: row.deliveryFeeCents,
    totalAmount: row.productsCents + walletCents + row.deliveryFeeCents,
    thanks:
      row.thanksMessage !== null && row.thankedAt !== null
        ? { message: row.thanksMessage, date: row.thankedAt.toISOString() }
        : null,
    cancelledAt: iso(row.cancelledAt),
    coupon: null,
  };
}

/** The line of the activity that says closing moved a group gift's funded part to the wallet. */
function groupGiftActivityItem(movement: MovementView): ActivityItem {
  return {
    // Negative: never the id of a contribution or of a coupon, which share the list.
    id: -movement.id,
    contributionId: null,
    kind: 'GROUP_GIFT',
    status: 'CONFIRMED',
    date: movement.createdAt.toISOString(),
    contributorName: '',
    isAnonymous: false,
    contributorEmail: '',
    message: '',
    giftMessageData: { message: '', from: '' },
    entries: [],
    productsAmount: 0,
    walletAmount: movement.amountCents,
    deliveryFee: 0,
    totalAmount: movement.amountCents,
    thanks: null,
    cancelledAt: null,
    coupon: null,
    groupGift: { codeAx: movement.codeAx ?? '', productName: movement.productName ?? '' },
  };
}

/** [S2.41] Does an activity item pass one filter? */
function passes(item: ActivityItem, filter: ActivityFilter): boolean {
  switch (filter) {
    case 'ITEMS':
      return item.kind !== 'COUPON' && item.entries.length > 0;
    case 'WALLET':
      return item.kind !== 'COUPON' && (item.walletAmount > 0 || item.kind === 'WALLET');
    case 'COUPON':
      return item.kind === 'COUPON';
    case 'RETURNED_ITEMS':
      return item.entries.some((entry) => entry.quantityReturned > 0);
  }
}

/**
 * [S7.31]-[S7.37] [S4.8] The activity of a list, its wallet, returns, thanks and cancellations.
 */
export const contributionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;

  /** [S7.32] [S2.41] [S4.9] The activity with the purchase and reward amounts. */
  app.post(
    '/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['activity'],
        summary: 'The activity of a list, filtered, with purchase and reward amounts',
        params: companyListParams,
        body: historicsBody,
        response: { 200: historicsResponse, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const { list } = await activityList(db, request.params.listId, userOf(request));
      const filters = effectiveActivityFilters(request.body.filtersBy);
      const toThank = request.body.toThank === true;
      const rows = toThank
        ? await contributionsToThank(db, list.id)
        : await contributionsOfList(db, list.id);
      const entries = await entriesOf(
        db,
        rows.map((row) => row.id),
      );
      const byContribution = new Map<number, EntryView[]>();
      for (const entry of entries) {
        byContribution.set(entry.contributionId, [
          ...(byContribution.get(entry.contributionId) ?? []),
          entry,
        ]);
      }
      const coupons = await couponsOfList(db, list.id);
      // What closing moved from unfinished group gifts into the wallet: a line of its own.
      const groupGiftsMoved = toThank
        ? []
        : (await movementsOfList(db, list.id)).filter((movement) => movement.type === 'GROUP_GIFT');
      const items: ActivityItem[] = [
        ...groupGiftsMoved.map(groupGiftActivityItem),
        // A coupon is nobody's gift: never to thank.
        ...(toThank ? [] : coupons).map((coupon): ActivityItem => ({
          id: coupon.id,
          contributionId: null,
          kind: 'COUPON',
          status: 'CONFIRMED',
          date: coupon.createdAt.toISOString(),
          contributorName: '',
          isAnonymous: false,
          contributorEmail: '',
          message: '',
          giftMessageData: { message: '', from: '' },
          entries: [],
          productsAmount: 0,
          walletAmount: 0,
          deliveryFee: 0,
          totalAmount: coupon.amountCents,
          thanks: null,
          cancelledAt: null,
          coupon: { code: coupon.code, amount: coupon.amountCents },
        })),
        ...rows.map((row) => toActivityItem(row, byContribution.get(row.id) ?? [])),
      ];
      // The activity is newest first; what is left to thank, oldest first (the longest waiting).
      if (!toThank) items.sort((a, b) => b.date.localeCompare(a.date));
      const purchase = await purchaseCentsOf(db, list.id);
      const threshold = config.rewardThresholdCents;
      const granted = coupons.reduce((sum, coupon) => sum + coupon.amountCents, 0);
      return {
        contributions: items.filter((item) => filters.some((filter) => passes(item, filter))),
        purchaseAmount: purchase,
        rewardAmount: list.status === 'CLOSED' ? granted : rewardAmountCents(purchase, threshold),
        minPurchaseAmountForReward: threshold,
        remainingAmountForReward: remainingAmountForReward(purchase, threshold),
        walletAmount: list.walletCents,
        walletTotalAmount: list.walletTotalCents,
      };
    },
  );

  /** [S7.35] [S2.42] [S3.15] The wallet: balance, total, movements and reward coupons. */
  app.get(
    '/ldn/v1/getWalletHistoricsByListId/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['activity'],
        summary: "The wallet's history and reward coupons",
        params: listParams,
        response: { 200: walletHistoricsResponse, ...errors },
      },
    },
    async (request) => {
      const { list } = await activityList(db, request.params.listId, userOf(request));
      const [movements, coupons] = await Promise.all([
        movementsOfList(db, list.id),
        couponsOfList(db, list.id),
      ]);
      return {
        contributions: movements.map((movement) => ({
          id: movement.id,
          contributionId: movement.contributionId,
          type: movement.type,
          amount: movement.amountCents,
          balanceAfter: movement.balanceAfterCents,
          date: movement.createdAt.toISOString(),
          contributorName: movement.contributorName ?? '',
          isAnonymous:
            movement.contributionId !== null && (movement.contributorName ?? '').trim() === '',
          message: movement.message ?? '',
          ...(movement.productName === null ? {} : { productName: movement.productName }),
        })),
        walletAmount: list.walletCents,
        walletTotalAmount: list.walletTotalCents,
        coupons: coupons.map((coupon) => ({
          id: coupon.id,
          code: coupon.code,
          amount: coupon.amountCents,
          date: coupon.createdAt.toISOString(),
        })),
        couponMaxAmount: REWARD_COUPON_MAX_CENTS,
      };
    },
  );

  /** The returns of an entry, as the two return calls and [S7.34] answer them. */
  async function entryReturnsResponse(tx: Db, entryId: number) {
    const entry = await findEntry(tx, entryId);
    if (!entry) throw entryNotFound();
    const returns = await returnsOfEntry(tx, entryId);
    return {
      entryId: entry.id,
      contributionId: entry.contributionId,
      codeAx: entry.codeAx,
      quantity: entry.quantity,
      quantityReturned: entry.quantityReturned,
      returnableQuantity:
        entry.status === 'CONFIRMED' && entry.partCents === null
          ? entry.quantity - entry.quantityReturned
          : 0,
      returns: returns.map((row) => ({
        id: row.id,
        type: row.type,
        quantity: row.quantity,
        date: row.createdAt.toISOString(),
      })),
    };
  }

  /**
   * [S7.33] [S5.3] [S4.8] Marks (`sign` 1) or cancels (`sign` -1) returns of an entry by quantity.
   * A returned unit is no longer gifted (the item may be gifted again); cancelling needs the unit
   * to be still giftable. Lock order: list, item, entry.
   */
  async function changeReturns(user: CurrentUser, entryId: number, quantity: number, sign: 1 | -1) {
    return database.transaction(async (tx) => {
      const found = await findEntry(tx, entryId);
      if (!found) throw entryNotFound();
      await activityList(tx, found.listId, user);
      await lockList(tx, found.listId);
      const items = await lockItems(tx, found.listId, [found.codeAx]);
      const entry = await findEntry(tx, entryId, { forUpdate: true });
      if (!entry) throw entryNotFound();
      if (entry.status === 'CANCELLED') throw contributionCancelled();
      if (entry.partCents !== null) throw groupGiftPartNotReturnable();
      const max = sign === 1 ? entry.quantity - entry.quantityReturned : entry.quantityReturned;
      if (quantity < 1 || quantity > max) throw invalidReturnQuantity(max);
      const item = items.get(entry.codeAx);
      if (sign === -1 && (!item || giftableUnits(item) < quantity)) throw cantCancelReturn();
      await tx
        .update(contributionEntries)
        .set({
          quantityReturned: sql`${contributionEntries.quantityReturned} + ${sign * quantity}`,
        })
        .where(eq(contributionEntries.id, entry.id));
      // The item may have been removed from the list since: nothing to give back then.
      if (item) await addGifted(tx, entry.listId, entry.codeAx, -sign * quantity);
      await tx.insert(contributionReturns).values({
        entryId: entry.id,
        type: sign === 1 ? 'RETURN' : 'RETURN_CANCELLED',
        quantity,
        byPk: Number(user.pk),
      });
      return entryReturnsResponse(tx, entry.id);
    });
  }

  app.post(
    '/ldn/v1/returnProduct',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['activity'],
        summary: 'Mark returned units of a gifted item (owner or staff)',
        body: returnBody,
        response: { 200: returnsResponse, ...errors },
      },
    },
    async (request) => changeReturns(userOf(request), request.body.id, request.body.quantity, 1),
  );

  app.post(
    '/ldn/v1/cancelReturnProduct',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['activity'],
        summary: 'Cancel returned units of a gifted item (owner or staff)',
        body: returnBody,
        response: { 200: returnsResponse, ...errors },
      },
    },
    async (request) => changeReturns(userOf(request), request.body.id, request.body.quantity, -1),
  );

  app.get(
    '/ldn/v1/getReturnsByContributionEntryId/:id',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['activity'],
        summary: 'The returns of a gifted item',
        params: idParams,
        response: { 200: returnsResponse, ...errors },
      },
    },
    async (request) => {
      const entry = await findEntry(db, request.params.id);
      if (!entry) throw entryNotFound();
      await activityList(db, entry.listId, userOf(request));
      return entryReturnsResponse(db, entry.id);
    },
  );

  /**
   * The contribution `id` of a list staff may change: locked after its list (and, for a full
   * cancellation, its items). Closed lists refuse [S4.1] (the wallet can no longer be used).
   */
  async function lockedContribution(tx: Db, user: CurrentUser, id: number, withItems: boolean) {
    const first = await findContribution(tx, id);
    if (!first) throw contributionNotFound();
    await activityList(tx, first.listId, user);
    const list = await lockList(tx, first.listId);
    if (!list) throw contributionNotFound();
    if (list.status === 'CLOSED') throw listClosed();
    const entries = withItems ? await entriesOf(tx, [id]) : [];
    await lockItems(
      tx,
      list.id,
      entries.map((entry) => entry.codeAx),
    );
    const contribution = await findContribution(tx, id, { forUpdate: true });
    if (!contribution) throw contributionNotFound();
    if (contribution.status === 'CANCELLED') throw alreadyCancelled();
    return { list, contribution, entries };
  }

  const walletResponse = (wallet: { walletCents: number; walletTotalCents: number }) => ({
    walletAmount: wallet.walletCents,
    walletTotalAmount: wallet.walletTotalCents,
  });

  /** [S7.36] [S4.8] Staff refund the wallet part of a contribution (never below 0). */
  app.post(
    '/ldn/v1/cancelWalletContribution',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['activity', 'staff'],
        summary: 'Cancel (refund) the wallet part of a contribution (store staff)',
        body: idBody,
        response: { 200: walletAmountsResponse, ...errors },
      },
    },
    async (request) =>
      database.transaction(async (tx) => {
        const { list, contribution } = await lockedContribution(
          tx,
          userOf(request),
          request.body.id,
          false,
        );
        if (contribution.walletCancelledAt) throw alreadyCancelled();
        if (contribution.walletCents === 0) throw noWalletPart();
        const wallet = await moveWallet(tx, list, {
          type: 'WALLET_CANCELLED',
          amountCents: -contribution.walletCents,
          contributionId: contribution.id,
        });
        await tx
          .update(contributions)
          .set({
            walletCancelledAt: new Date(),
            ...(contribution.productsCents === 0
              ? {
                  status: 'CANCELLED' as const,
                  cancelledAt: new Date(),
                  cancelledByPk: Number(userOf(request).pk),
                }
              : {}),
          })
          .where(eq(contributions.id, contribution.id));
        return walletResponse(wallet);
      }),
  );

  /**
   * [S4.8] Staff cancel a whole contribution (refund): its units not returned become giftable
   * again, its wallet part is debited (never below 0), and it shows as cancelled.
   */
  app.post(
    '/ldn/v1/cancelContribution',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['activity', 'staff'],
        summary: 'Cancel (refund) a contribution (store staff)',
        body: idBody,
        response: { 200: walletAmountsResponse, ...errors },
      },
    },
    async (request) =>
      database.transaction(async (tx) => {
        const user = userOf(request);
        const { list, contribution, entries } = await lockedContribution(
          tx,
          user,
          request.body.id,
          true,
        );
        let wallet = { walletCents: list.walletCents, walletTotalCents: list.walletTotalCents };
        if (contribution.walletCents > 0 && !contribution.walletCancelledAt) {
          wallet = await moveWallet(tx, list, {
            type: 'CONTRIBUTION_CANCELLED',
            amountCents: -contribution.walletCents,
            contributionId: contribution.id,
          });
        }
        const items = await lockItems(
          tx,
          list.id,
          entries.map((entry) => entry.codeAx),
        );
        for (const entry of entries) {
          if (entry.partCents !== null) {
            // A part of a group gift refunded: the gift needs it again (and is no longer Offert).
            if (items.has(entry.codeAx)) {
              await addGroupGiftFunding(tx, list.id, entry.codeAx, entry.partCents, {
                sign: -1,
                fromReservation: false,
              });
            }
            continue;
          }
          const kept = entry.quantity - entry.quantityReturned;
          if (kept > 0 && items.has(entry.codeAx)) {
            await addGifted(tx, list.id, entry.codeAx, -kept);
          }
        }
        await tx
          .update(contributions)
          .set({ status: 'CANCELLED', cancelledAt: new Date(), cancelledByPk: Number(user.pk) })
          .where(eq(contributions.id, contribution.id));
        return walletResponse(wallet);
      }),
  );

  /** [S7.31] [S4.8] The owner thanks a contributor, once; mailed when an address is known. */
  app.post(
    '/ldn/public/v1/sendThank',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['activity'],
        summary: 'Thank a contributor (the list owner, once per contribution)',
        body: sendThankBody,
        response: { 200: sendThankResponse, ...errors },
      },
    },
    async (request) =>
      database.transaction(async (tx) => {
        const user = userOf(request);
        const contribution = await findContribution(tx, request.body.contributionId);
        if (!contribution) throw contributionNotFound();
        const { list, viewer } = await readableList(tx, contribution.listId, user);
        if (!viewer.isOwner) throw isStaff(user) ? ownerOnly() : notListOwner();
        const now = new Date();
        // One statement: of two thanks sent at once, only one finds the contribution unthanked.
        const [thanked] = await tx
          .update(contributions)
          .set({ thanksMessage: request.body.message, thankedAt: now })
          .where(and(eq(contributions.id, contribution.id), isNull(contributions.thankedAt)))
          .returning({ id: contributions.id });
        if (!thanked) throw thanksAlreadySent();
        const emailed = await mailThanks(tx, list, contribution, request.body.message);
        return { status: 'SENT' as const, emailed };
      }),
  );

  /** [S4.8] [S2.59] How many contributions the owner has not thanked yet (owner and staff). */
  app.get(
    '/ldn/v1/getContributionsToThankCountByListId/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['activity'],
        summary: 'How many contributions of a list are not thanked yet',
        params: listParams,
        response: { 200: toThankCountResponse, ...errors },
      },
    },
    async (request) => {
      const { list } = await activityList(db, request.params.listId, userOf(request));
      return { count: await toThankCountOf(db, list.id) };
    },
  );

  /**
   * [S4.8] The owner thanks several contributions of a list with one message, each once: all or
   * none. A contribution already thanked refuses the whole batch (409 THANKS_ALREADY_SENT, naming
   * who), rather than being skipped, so the owner never believes someone got a message he did not.
   */
  app.post(
    '/ldn/v1/sendThanksByCompanyAndListId/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['activity'],
        summary: 'Thank several contributors with one message (the list owner, once each)',
        params: companyListParams,
        body: sendThanksBody,
        response: { 200: sendThanksResponse, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const { contributionIds, message } = request.body;
      return database.transaction(async (tx) => {
        const user = userOf(request);
        const { list, viewer } = await readableList(tx, request.params.listId, user);
        if (!viewer.isOwner) throw isStaff(user) ? ownerOnly() : notListOwner();
        // Locked in id order: two batches sharing contributions never deadlock, and the second
        // one, once the first commits, reads them thanked.
        const rows = await tx
          .select()
          .from(contributions)
          .where(
            and(eq(contributions.listId, list.id), inArray(contributions.id, [...contributionIds])),
          )
          .orderBy(asc(contributions.id))
          .for('update');
        if (rows.length !== contributionIds.length) throw contributionNotFound();
        const already = rows.filter((row) => row.thankedAt !== null);
        if (already.length > 0) {
          throw thanksAlreadySentTo(
            already.map((row) => row.contributorName.trim() || moneyMessages.anonymous).join(', '),
          );
        }
        if (rows.some((row) => row.status !== 'CONFIRMED' || row.kind === 'SELF_PURCHASE')) {
          throw notThankable();
        }
        await tx
          .update(contributions)
          .set({ thanksMessage: message, thankedAt: new Date() })
          .where(inArray(contributions.id, [...contributionIds]));
        const byId = new Map(rows.map((row) => [row.id, row]));
        const thanked: { contributionId: number; emailed: boolean }[] = [];
        for (const contributionId of contributionIds) {
          const row = byId.get(contributionId);
          if (!row) throw contributionNotFound();
          thanked.push({ contributionId, emailed: await mailThanks(tx, list, row, message) });
        }
        return { status: 'SENT' as const, thanked };
      });
    },
  );

  /** [S4.3] The state of a payment, for the app's return page (anyone holding its id). */
  app.get(
    '/ldn/public/v1/getPaymentStatus/:paymentId',
    {
      schema: {
        tags: ['checkout', 'public'],
        summary: 'The state of an online payment',
        params: paymentIdParams,
        response: { 200: paymentStatusResponse, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const payment = await findPayment(db, request.params.paymentId);
      if (!payment) throw paymentNotFound();
      return {
        paymentId: payment.id,
        listId: payment.listId,
        status: payment.status,
        amount: payment.amountCents,
        contributionId:
          payment.status === 'RECORDED' ? await contributionIdOfPayment(db, payment.id) : null,
        expiresAt: payment.expiresAt.toISOString(),
      };
    },
  );
};

/** Queues the thanks mail to the contributor; false when he left no address. */
async function mailThanks(
  tx: Db,
  list: ListRow,
  contribution: ContributionRow,
  message: string,
): Promise<boolean> {
  if (contribution.contributorEmail === '') return false;
  const mail = renderThanksMail({
    ownerFirstName: list.ownerFirstName,
    listTitle: list.title,
    contributorName: contribution.contributorName,
    message,
  });
  await queueMail(tx, {
    kind: 'thanks',
    to: contribution.contributorEmail,
    listId: list.id,
    dedupeKey: `thanks:${contribution.id}`,
    ...mail,
  });
  return true;
}
