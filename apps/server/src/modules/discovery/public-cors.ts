import type { FastifyInstance } from 'fastify';

/**
 * CORS for the public discovery and tracking routes only (discovery contract, [S7.49]: another
 * retailer's app embeds the overlay and calls them from its own origin, through a proxy or
 * directly, without credentials). Any origin may GET and POST JSON; no cookie is ever allowed
 * (`Access-Control-Allow-Credentials` is never sent), so a page elsewhere cannot act with a
 * visitor's session. The rest of the server stays same-origin.
 *
 * Registers, inside the calling plugin, an `onSend` hook (so errors carry the headers too, and the
 * client can read them) and the `OPTIONS <prefix>/*` preflight route.
 */
export function allowPublicCors(app: FastifyInstance, prefix: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'x-request-id');
    return payload;
  });
  app.options(
    `${prefix}/*`,
    {
      schema: { hide: true },
      config: { xsrf: false, session: 'refresh' },
    },
    async (request, reply) => {
      const asked = request.headers['access-control-request-headers'];
      reply
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header(
          'access-control-allow-headers',
          typeof asked === 'string' && /^[\w\s,-]{1,500}$/.test(asked) ? asked : 'content-type',
        )
        .header('access-control-max-age', '600')
        .header('vary', 'access-control-request-headers')
        .code(204);
      return reply.send();
    },
  );
}
