import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptCoParentBody,
  acceptCoParentResponse,
  CO_PARENT_INVITATION_DAYS,
  coParentInvitationBody,
  coParentSchema,
  companyListParams,
} from '@ldn/contract';
import type { Db } from '../../db/database';
import { listCoParentInvitations } from '../../db/schema';
import { errorBodySchema } from '../../http/error-body';
import { requireCustomer, requireLogin } from '../../identity/guards';
import { boundOrigin } from '../../identity/identity-runtime';
import { userOf } from '../../identity/session-plugin';
import { CO_PARENT_MAIL_KIND, renderCoParentMail } from '../mail/co-parent-mail';
import {
  assertCompany,
  assertListCountry,
  assertOpen,
  holderOnlyList,
  manageableList,
} from './list-access';
import {
  coParentAlready,
  coParentInvitationsLimit,
  coParentIsHolder,
  invitationExpired,
  invitationNotFound,
  invitationOtherAccount,
  unknownCustomer,
} from './list-errors';
import {
  acceptInvitation,
  coParentOf,
  findInvitationByToken,
  newInvitationToken,
  replacePendingInvitation,
  revokeCoParent,
} from './co-parent-queries';
import { findCustomer, findList } from './lists-queries';

/** At most this many invitations per list in any 24 hours: a mistyped address or two, no mailing. */
export const CO_PARENT_INVITATIONS_PER_DAY = 10;

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

async function invitationsToday(db: Db, listId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(listCoParentInvitations)
    .where(
      and(
        eq(listCoParentInvitations.listId, listId),
        gt(listCoParentInvitations.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The co-parent manages the list with their own account (docs/decisions.md "Co-parent"). The
 * holder (or staff for him) invites one co-parent by e-mail, sees the invitation's state and
 * withdraws it or the access; the invited customer, signed in with the invited address and living
 * in France, accepts with the link's code. Every change locks the list's row first, so concurrent
 * invitations, acceptances and revocations of one list run one after the other.
 */
export const coParentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;

  /** The list's co-parent: for whoever has the owner's rights on it (the co-parent too). */
  app.get(
    '/ldn/v1/getCoParentByListId/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: "The list's co-parent: none, invited (pending) or accepted (owner or staff)",
        params: companyListParams,
        response: { 200: coParentSchema, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const { list } = await manageableList(db, request.params.listId, userOf(request));
      return coParentOf(db, list.id);
    },
  );

  /**
   * The holder invites the co-parent: a new pending invitation replaces the earlier one, and its
   * link goes through the outbox (valid {@link CO_PARENT_INVITATION_DAYS} days, single use).
   */
  app.post(
    '/ldn/v1/inviteCoParent/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: `Invite the co-parent by e-mail (the holder or staff; the link works ${CO_PARENT_INVITATION_DAYS} days, once)`,
        params: companyListParams,
        body: coParentInvitationBody,
        response: { 201: coParentSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      assertCompany(request.params.company, config);
      const { email } = request.body;
      const origin =
        config.publicUrl ?? boundOrigin(app, config.host) ?? `http://${config.host}:${config.port}`;
      const answer = await database.transaction(async (tx) => {
        const { list } = await holderOnlyList(tx, request.params.listId, userOf(request), {
          forUpdate: true,
        });
        assertOpen(list);
        if (list.coParentPk !== null) throw coParentAlready();
        const holder = await findCustomer(tx, list.ownerPk);
        if (!holder) throw unknownCustomer();
        if (holder.uid.toLowerCase() === email) throw coParentIsHolder();
        if ((await invitationsToday(tx, list.id)) >= CO_PARENT_INVITATIONS_PER_DAY) {
          throw coParentInvitationsLimit();
        }
        const token = newInvitationToken();
        await replacePendingInvitation(tx, {
          listId: list.id,
          email,
          token,
          invitedByPk: holder.pk,
        });
        await app.mail.queue(tx, {
          kind: CO_PARENT_MAIL_KIND,
          to: email,
          ...renderCoParentMail({
            holderFirstName: holder.firstName,
            listTitle: list.title,
            acceptUrl: `${origin}/invitation/${token}`,
            validDays: CO_PARENT_INVITATION_DAYS,
          }),
          listId: list.id,
          holdsSecret: true,
        });
        return coParentOf(tx, list.id);
      });
      return reply.code(201).send(answer);
    },
  );

  /**
   * The holder withdraws the pending invitation and the co-parent's access: the co-parent's next
   * request no longer has the owner's rights. Answers the (now empty) co-parent, also when there
   * was nothing to withdraw.
   */
  app.delete(
    '/ldn/v1/removeCoParentByListId/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: "Withdraw the co-parent's invitation and access (the holder or staff)",
        params: companyListParams,
        response: { 200: coParentSchema, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      return database.transaction(async (tx) => {
        const { list } = await holderOnlyList(tx, request.params.listId, userOf(request), {
          forUpdate: true,
        });
        await revokeCoParent(tx, list.id);
        return coParentOf(tx, list.id);
      });
    },
  );

  /**
   * The invited customer accepts: signed in (not staff) with the invited address, living in France
   * [S5.12], on a list that is not closed. The code works once: of two concurrent acceptances, the
   * second finds it used.
   */
  app.post(
    '/ldn/v1/acceptCoParentInvitation',
    {
      preHandler: requireCustomer,
      schema: {
        tags: ['lists'],
        summary:
          "Accept a co-parent's invitation (a customer living in France, the invited address)",
        body: acceptCoParentBody,
        response: { 200: acceptCoParentResponse, ...errors, 410: errorBodySchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { token } = request.body;
      return database.transaction(async (tx) => {
        // The list's row first, as every change of the list's co-parent, then the invitation's.
        const seen = await findInvitationByToken(tx, token);
        if (!seen) throw invitationNotFound();
        const list = await findList(tx, seen.listId, { forUpdate: true });
        const invitation = await findInvitationByToken(tx, token, { forUpdate: true });
        if (!list || !invitation) throw invitationNotFound();
        if (invitation.acceptedAt !== null || invitation.revokedAt !== null) {
          throw invitationNotFound();
        }
        if (invitation.expired) throw invitationExpired(CO_PARENT_INVITATION_DAYS);
        const customer = await findCustomer(tx, Number(user.pk));
        if (!customer) throw unknownCustomer();
        if (customer.pk === list.ownerPk) throw coParentIsHolder();
        if (customer.uid.toLowerCase() !== invitation.email.toLowerCase()) {
          throw invitationOtherAccount();
        }
        assertListCountry(customer.country, false);
        assertOpen(list);
        if (list.coParentPk !== null) throw coParentAlready();
        await acceptInvitation(tx, invitation, customer.pk);
        return { listId: list.id, title: list.title };
      });
    },
  );
};
