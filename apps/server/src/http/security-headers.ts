import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (@fastify/helmet). The Content-Security-Policy is written for
 * what this server will host: the Vite-built single-page apps from this same origin, which load
 * only their own module scripts, call only this origin's API, and get runtime `<style>` tags from
 * styled-components (hence `'unsafe-inline'` for styles, never for scripts). Swagger UI at `/docs`
 * fits the same policy (its files are served from here and its icons are `data:` images).
 * HSTS and `upgrade-insecure-requests` only in production: in development the server is plain
 * http on localhost, and HSTS there would stick to the browser.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
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
  });
}
