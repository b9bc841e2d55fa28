import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../http/error-body';
import { cartOwnerOf } from '../cart/cart-identity';
import { CartRefusal, cartEmpty, cartErrorBodySchema } from '../cart/cart-errors';
import { createContributionBody, createContributionResponse } from '@ldn/contract';
import { clientKeyOf } from './checkout-holds';
import { checkoutPath, createPayment } from './payments';

/**
 * [S7.8] The cart's validation, under the api base: it opens the payment, so it is checkout's,
 * and the cart module stays below checkout.
 */
export const cartValidationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;
  const secureCookies = config.isProduction;

  /**
   * [S7.8] [S4.3] [S8.4] Validates the cart against the list now, reserves it and answers the
   * checkout page to send the browser to; refusals in the [S8.4] `ldnErrorMsg` shape.
   */
  app.post(
    '/ldn/create-contribution',
    {
      schema: {
        tags: ['cart', 'checkout'],
        summary: 'Validate the cart: reserve its items and open a payment',
        body: createContributionBody,
        response: {
          201: createContributionResponse,
          400: cartErrorBodySchema,
          403: errorBodySchema,
          404: cartErrorBodySchema,
          409: cartErrorBodySchema,
          429: cartErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const owner = await cartOwnerOf(db, request, reply, { create: true, secureCookies });
      if (!owner) throw cartEmpty();
      try {
        const payment = await createPayment(database, {
          body: request.body,
          owner,
          user: request.currentUser,
          ttlMinutes: config.paymentTtlMinutes,
          // ASVS V2.4.1: the holds one visitor and one address may keep open (checkout-holds.ts).
          holds: {
            clientKey: clientKeyOf(request.ip),
            limits: {
              perVisitor: config.openHoldsPerVisitor,
              perAddress: config.openHoldsPerAddress,
            },
          },
        });
        return reply.code(201).send({
          paymentId: payment.id,
          checkoutUrl: checkoutPath(payment.id),
          amount: payment.amountCents,
          expiresAt: payment.expiresAt.toISOString(),
        });
      } catch (error) {
        if (!(error instanceof CartRefusal)) throw error;
        if (error.retryAfterSeconds !== undefined) {
          void reply.header('retry-after', String(error.retryAfterSeconds));
        }
        return reply.code(error.status).send(error.body());
      }
    },
  );
};
