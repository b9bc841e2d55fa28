import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ipSchema } from '@ldn/contract';

/**
 * [S7.48] `GET /ip`: the public IP look-up the app calls (the discovery tracking sends it as
 * `ip_source` [S7.51]), served here instead of by a third-party service.
 *
 * It answers Fastify's `request.ip`, the address of the TCP peer. Behind a reverse proxy or a load
 * balancer that peer is the proxy: Fastify's `trustProxy` option must then be set where the
 * server is created, so that `X-Forwarded-For` is read (and only from trusted hops; never trust
 * it blindly, anyone can send the header). Without that option the header is ignored.
 */
export const ipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ip',
    {
      schema: {
        tags: ['public'],
        summary: "The requester's IP address",
        response: { 200: ipSchema },
      },
    },
    async (request) => ({ ip: request.ip }),
  );
};
