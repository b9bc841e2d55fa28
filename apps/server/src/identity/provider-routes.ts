import type { FastifyPluginAsync } from 'fastify';
import { PROVIDER_MOUNT_PATH } from './mount-path';
import { SIGN_IN_ROUTE_CONFIG, asPublicRequest } from './http-helpers';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH } from './identity-pages';
import type { IdentityRuntime } from './identity-runtime';

/**
 * Mounts the embedded provider (a Koa application) under `/oidc` of the Fastify server: every
 * `/oidc/*` request is handed over raw (`reply.hijack()`), with the mount path stripped from
 * `req.url` and kept in `req.originalUrl`, which is how oidc-provider learns its mount point (the
 * Express convention). The body is left unread for the provider's own parser: this scope has a
 * catch-all content-type parser that consumes nothing. The more specific routes of the sign-in
 * pages (`/oidc/interaction/...`) win over this wildcard.
 */
export const providerRoutes: FastifyPluginAsync<{ runtime: IdentityRuntime }> = async (
  app,
  { runtime },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.get(
    LOGOUT_SCRIPT_PATH,
    { config: SIGN_IN_ROUTE_CONFIG, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(LOGOUT_SCRIPT),
  );

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${PROVIDER_MOUNT_PATH}/*`,
    config: SIGN_IN_ROUTE_CONFIG,
    schema: { hide: true },
    handler: async (request, reply) => {
      const callback = await runtime.providerCallback();
      const raw = request.raw;
      asPublicRequest(raw, runtime.publicOrigin());
      reply.hijack();
      // Headers set by the server's hooks so far (request id, security headers) still apply.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      const url = raw.url ?? '/';
      Object.assign(raw, { originalUrl: url });
      raw.url = url.slice(PROVIDER_MOUNT_PATH.length) || '/';
      try {
        await callback(raw, reply.raw);
      } finally {
        raw.url = url;
      }
    },
  });
};
