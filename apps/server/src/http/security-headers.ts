import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { REQUEST_ID_HEADER } from './request-id';

/**
 * Security headers on every answer, as @fastify/helmet writes them. The Content-Security-Policy is
 * written for what this server will host: the Vite-built single-page apps from this same origin,
 * which load only their own module scripts, call only this origin's API, and get runtime `<style>`
 * tags from styled-components (hence `'unsafe-inline'` for styles, never for scripts). Swagger UI
 * at `/docs` fits the same policy (its files are served from here and its icons are `data:`
 * images). HSTS and `upgrade-insecure-requests` only in production: in development the server is
 * plain http on localhost, and HSTS there would stick to the browser.
 */
export function helmetOptions(options: { production: boolean }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  };
}

/**
 * The headers @fastify/helmet sets with {@link helmetOptions}, computed once. The plugin rebuilds
 * helmet's middleware (and parses the CSP directives again) on every request: registered as a
 * plain plugin it answered a half to two thirds of the requests a second of this replay on a small
 * answer, in the same run (the http bench's library pairs; docs/decisions.md, "Security headers
 * and compression: measured against the libraries"). The headers depend only on the options, so
 * they are read once from a throwaway instance running the plugin itself, and copied onto every
 * answer: helmet stays the source of truth for what the headers are.
 */
export async function precomputedSecurityHeaders(options: {
  production: boolean;
}): Promise<readonly (readonly [string, string])[]> {
  const probe = Fastify();
  let captured: OutgoingHttpHeaders = {};
  try {
    await probe.register(helmet, helmetOptions(options));
    // Registered after helmet's hooks: sees exactly what they put on the raw answer.
    probe.addHook('onRequest', (_request, reply, done) => {
      captured = reply.raw.getHeaders();
      done();
    });
    probe.get('/', (_request, reply) => reply.send(''));
    await probe.inject({ method: 'GET', url: '/' });
  } finally {
    await probe.close();
  }
  const headers = Object.entries(captured).map(
    ([name, value]) => [name.toLowerCase(), [value].flat().join(', ')] as const,
  );
  if (!headers.some(([name]) => name === 'content-security-policy')) {
    throw new Error('@fastify/helmet set no Content-Security-Policy: security headers unknown');
  }
  return headers;
}

/**
 * Every answer carries the request id and the security headers, set by one synchronous
 * `onRequest` hook from precomputed values (a route may still replace one, as the product images
 * do with Cross-Origin-Resource-Policy).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  const headers = await precomputedSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
