import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Route options shared by every sign-in route: they must work for a browser whose short access
 * has expired (`session: 'refresh'`, see session-plugin.ts), and their form posts carry their
 * own protection instead of the API's XSRF header (`xsrf: false`).
 */
export const SIGN_IN_ROUTE_CONFIG = { session: 'refresh', xsrf: false } as const;

/** Sends a server-rendered page; never cached (it may hold a form token or a personal message). */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Largest form accepted by the sign-in pages, in bytes. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies in the calling plugin's scope into a
 * prototype-free record (first value of a repeated field). Skipped when an ancestor scope already
 * parses them.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [name, value] of new URLSearchParams(String(body))) {
        if (!(name in fields)) fields[name] = value;
      }
      done(null, fields);
    },
  );
}

/** The parsed form of a request (empty when there was no form body). */
export function formOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * Makes a request look, to the provider, as if it came through the public origin: the provider
 * builds its endpoint URLs from the request (with `proxy` on, from X-Forwarded-*), and they must
 * match its issuer whether the request came from a browser through a proxy or from this very
 * server's back channel on the loopback.
 */
export function asPublicRequest(raw: IncomingMessage, publicOrigin: string): void {
  const origin = new URL(publicOrigin);
  raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
  raw.headers['x-forwarded-host'] = origin.host;
}
