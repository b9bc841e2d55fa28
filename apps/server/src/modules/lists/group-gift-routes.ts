import { formatEuros } from '@ldn/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listItems } from '../../db/schema';
import { requireLogin } from '../../identity/guards';
import { userOf } from '../../identity/session-plugin';
import { errorBodySchema } from '../../http/error-body';
import { assertCompany, assertOpen, manageableList } from './list-access';
import {
  groupGiftAlreadyGiven,
  groupGiftFunded,
  groupGiftOneUnit,
  groupGiftPriceTooLow,
  itemNotFound,
} from './list-errors';
import { toListItem } from './list-view';
import { findListItem } from './lists-queries';
import { companyListItemParams, listItemSchema, updateGroupGiftBody } from '@ldn/contract';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * A group gift ("Cadeau commun", docs/decisions.md): the owner (or staff for him) makes an item
 * one, or an ordinary item again. Relatives then give parts of its price through the cart and
 * the checkout (`cart/cart-validation.ts` holds them, the ledger records them).
 */
export const groupGiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const floorCents = config.groupGiftMinPriceCents;

  /**
   * Marks an item (wanted once, priced at least the floor, nothing gifted nor being bought: its
   * price is frozen as the goal) or unmarks it (nothing funded nor being paid). Under the list's
   * and the item's row locks, so a part validated at the same time is either counted or refused.
   */
  app.patch(
    '/ldn/v1/updateGroupGiftByCompanyAndCodeAxAndListId/:company/:listId/:codeAx',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Make an item a group gift ("Cadeau commun"), or an ordinary item again',
        params: companyListItemParams,
        body: updateGroupGiftBody,
        response: { 200: listItemSchema, ...errors },
      },
    },
    async (request) => {
      const { company, listId, codeAx } = request.params;
      assertCompany(company, config);
      return database.transaction(async (tx) => {
        const { list } = await manageableList(tx, listId, userOf(request), { forUpdate: true });
        assertOpen(list);
        const item = await findListItem(tx, list.id, codeAx, { forUpdate: true });
        if (!item) throw itemNotFound();
        const isGroupGift = item.groupTargetCents !== null;
        if (request.body.isGroupGift && !isGroupGift) {
          if (item.priceCents < floorCents) throw groupGiftPriceTooLow(formatEuros(floorCents));
          if (item.quantity !== 1) throw groupGiftOneUnit(400);
          if (
            item.quantityContributed > 0 ||
            item.quantityInProgress > 0 ||
            item.quantityReceivedElsewhere > 0
          ) {
            throw groupGiftAlreadyGiven();
          }
          await setGroupTarget(item.priceCents);
        } else if (!request.body.isGroupGift && isGroupGift) {
          if (item.groupFundedCents > 0 || item.groupInProgressCents > 0) {
            throw groupGiftFunded();
          }
          await setGroupTarget(null);
        }
        const row = await findListItem(tx, list.id, codeAx);
        if (!row) throw itemNotFound();
        return toListItem(row, list.company, true);

        async function setGroupTarget(targetCents: number | null): Promise<void> {
          await tx
            .update(listItems)
            .set({ groupTargetCents: targetCents, updatedAt: new Date() })
            .where(and(eq(listItems.listId, list.id), eq(listItems.codeAx, codeAx)));
        }
      });
    },
  );
};
