import { isSellerWithoutAccountant, isStaff } from '@ldn/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/error-body';

/**
 * Route guards, used as `preHandler`s. They answer the same bodies everywhere, so the
 * api-client can tell "sign in" (401) from "not for you" (403).
 */

/** 401 for an anonymous visitor. */
export async function requireLogin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.currentUser) {
    return reply.code(401).send(errorBody(401, 'Connectez-vous pour faire cela.', 'UNAUTHORIZED'));
  }
}

/** [S6.1] [S6.4] Staff only (SELLER or ACCOUNTANT). */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.currentUser) {
    return reply.code(401).send(errorBody(401, 'Connectez-vous pour faire cela.', 'UNAUTHORIZED'));
  }
  if (!isStaff(request.currentUser)) {
    return reply.code(403).send(errorBody(403, 'Réservé au personnel du magasin.', 'FORBIDDEN'));
  }
}

/** [S6.5] SELLER without ACCOUNTANT only (in-store contribution transactions). */
export async function requireSeller(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.currentUser) {
    return reply.code(401).send(errorBody(401, 'Connectez-vous pour faire cela.', 'UNAUTHORIZED'));
  }
  if (!isSellerWithoutAccountant(request.currentUser)) {
    return reply.code(403).send(errorBody(403, 'Réservé aux vendeurs.', 'FORBIDDEN'));
  }
}

/** [S6.4] Signed-in customers, not staff (e.g. Parameters). */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.currentUser) {
    return reply.code(401).send(errorBody(401, 'Connectez-vous pour faire cela.', 'UNAUTHORIZED'));
  }
  if (isStaff(request.currentUser)) {
    return reply
      .code(403)
      .send(
        errorBody(403, "Cette page n'est pas accessible au personnel du magasin.", 'FORBIDDEN'),
      );
  }
}
