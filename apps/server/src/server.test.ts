import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import packageJson from '../package.json' with { type: 'json' };
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { HttpError } from './http/error-body';
import { MAX_JSON_DEPTH } from './http/input-rules';
import { createServer, type Server } from './server';
import { stubDatabase, testConfig } from './test-support/test-server';
import { capturingLogger } from './test-support/capturing-logger';

const SECRET = 'password=hunter2 at /srv/internal/db.ts:42';

/**
 * The HTTP contract every route shares: error shapes, security headers, request ids, and the
 * OpenAPI document. These need no database, so a stub stands in for it (health has its own tests).
 * The routes under /test/ exist only here, added to the built server before it starts.
 */
describe('createServer', () => {
  let app: Server;
  let logs: () => string;

  beforeAll(async () => {
    const capture = capturingLogger();
    logs = capture.lines;
    app = await createServer(testConfig(), { database: stubDatabase(), logger: capture.logger });
    app.get(
      '/test/items',
      { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(50) }) } },
      async (request) => ({ limit: request.query.limit }),
    );
    app.post(
      '/test/items',
      {
        schema: {
          body: z.object({ name: z.string().min(1), quantity: z.number().int().min(1).max(99) }),
        },
      },
      async (_request, reply) => reply.code(201).send({ ok: true }),
    );
    app.get('/test/crash', async () => {
      throw new Error(SECRET);
    });
    app.post(
      '/test/notes',
      { schema: { body: z.object({ note: z.unknown() }) } },
      async (request) => ({
        note: request.body.note,
      }),
    );
    app.get('/test/notes/:id', async (request) => ({ params: request.params }));
    app.get('/test/query-failed', async () => {
      // What drizzle throws when PostgreSQL refuses a query: the SQL, the values, the driver error.
      throw new DrizzleQueryError(
        'update carts set message = $1 where owner_key = $2',
        ['Pour Léa, de la part de Mamie Josette', 'v:owner'],
        Object.assign(new Error('duplicate key value violates unique constraint "carts_pkey"'), {
          code: '23000',
          detail: 'Key (message)=(Pour Léa, de la part de Mamie Josette) already exists.',
        }),
      );
    });
    app.get('/test/gone', async () => {
      throw new HttpError(410, 'Cette liste est clôturée', 'LIST_CLOSED');
    });
    app.get('/test/check-violation', async () => {
      // What drizzle throws when PostgreSQL refuses a row: the driver error in `cause`.
      throw Object.assign(new Error('Failed query: update list_items ...'), {
        cause: Object.assign(new Error('new row violates check constraint'), { code: '23514' }),
      });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('errors', () => {
    it('answers a bad query with a 400 that names the field', async () => {
      const response = await app.inject({ method: 'GET', url: '/test/items?limit=0' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/^Paramètres invalides : « limit » : Trop petit : .*>=1/),
      });
    });

    it('names every faulty field of a body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/test/items',
        payload: { name: '', quantity: 100 },
      });
      expect(response.statusCode).toBe(400);
      const { message } = response.json<{ message: string }>();
      expect(message).toMatch(/^Données invalides : « name » : .* ; « quantity » : .*<=99/);
    });

    it('answers malformed JSON with a 400, not a 500', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/test/items',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    });

    it('answers a change the database refuses (a constraint, e.g. a race) with a 409, not a 500', async () => {
      const response = await app.inject({ method: 'GET', url: '/test/check-violation' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 409, code: 'CONFLICT' });
      expect(response.body).not.toContain('list_items');
    });

    it('passes a deliberate HttpError through as it is', async () => {
      const response = await app.inject({ method: 'GET', url: '/test/gone' });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        status: 410,
        code: 'LIST_CLOSED',
        message: 'Cette liste est clôturée',
      });
    });

    it('answers an unknown route with a 404 in the same JSON shape', async () => {
      const response = await app.inject({ method: 'GET', url: '/ldn/v1/nothingHere?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'No route for GET /ldn/v1/nothingHere',
      });
    });

    it('turns an unexpected error into a 500 that reveals nothing, and logs the details', async () => {
      const response = await app.inject({ method: 'GET', url: '/test/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 500,
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Internal server error',
      });
      expect(response.body).not.toContain('hunter2');
      expect(logs()).toContain('hunter2');
      expect(logs()).toContain('"level":50');
    });

    it('[ASVS V16.2.5] logs a failed query with its SQL and code, never the values of its parameters', async () => {
      const response = await app.inject({ method: 'GET', url: '/test/query-failed' });
      expect(response.statusCode).toBe(500);
      const line = logs()
        .split('\n')
        .find((text) => text.includes('update carts set message'));
      expect(line).toBeDefined();
      expect(line).toContain('Failed query: update carts set message = $1 where owner_key = $2');
      expect(line).toContain('"code":"23000"');
      expect(line).toContain('carts_pkey');
      expect(line).not.toContain('Mamie Josette');
      expect(line).not.toContain('v:owner');
    });
  });

  describe('[ASVS V2.2.1] one rule for every text, and a depth limit on JSON bodies', () => {
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/test/notes',
        headers: { 'content-type': 'application/json' },
        payload,
      });

    it.each([
      ['a NUL', '"ab\\u0000cd"'],
      ['a bell', '"ab\\u0007"'],
      ['an escape', '"\\u001b[31m"'],
      ['a carriage return', '"a\\rb"'],
      ['a C1 control', '"a\\u0085b"'],
      ['DEL', '"a\\u007fb"'],
      ['a lone high surrogate', '"a\\ud800b"'],
      ['a lone low surrogate', '"\\udc00"'],
      ['a NUL deep in an array', '[{"x": ["ok", "\\u0000"]}]'],
    ])('refuses %s in a body with a 400 naming the field', async (_name, note) => {
      const response = await post(`{"note": ${note}}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/^Données invalides : « note(\.[0-9a-z.]+)? » : contient /),
      });
    });

    it('refuses a NUL in an object key', async () => {
      const response = await post('{"note": {"a\\u0000": 1}}');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringContaining('clé') });
    });

    it('keeps newlines, tabs, accents, emoji and surrogate pairs', async () => {
      const note = 'Félicitations !\n\tPour Léa 🍼 ‘’ « » €';
      const response = await post(JSON.stringify({ note }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ note });
    });

    it('refuses a control character in a path parameter and in the query string', async () => {
      for (const url of [
        '/test/notes/ab%00cd',
        '/test/items?limit=1&x=%01',
        '/test/items?a%00=1',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ message: string }>().message, url).toMatch(
          /^(Adresse invalide|Paramètres invalides) : /,
        );
      }
      // A surrogate cannot be percent-encoded as UTF-8: Fastify refuses the path itself.
      const surrogate = await app.inject({ method: 'GET', url: '/test/notes/%ED%A0%80' });
      expect(surrogate.statusCode).toBe(400);
    });

    it('refuses a JSON body nested 1,000 deep with a 400, and takes one at the limit', async () => {
      const deep = post(`{"note": ${'['.repeat(1000)}${']'.repeat(1000)}}`);
      const tooDeep = await deep;
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json()).toEqual({
        status: 400,
        code: 'BAD_REQUEST',
        message: `Données invalides : JSON imbriqué sur plus de ${MAX_JSON_DEPTH} niveaux`,
      });
      const atLimit = MAX_JSON_DEPTH - 1;
      const fine = await post(`{"note": ${'['.repeat(atLimit)}"[{"${']'.repeat(atLimit)}}`);
      expect(fine.statusCode).toBe(200);
    });
  });

  describe('headers', () => {
    it('sends the security headers, with a CSP fit for a same-origin single-page app', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/ldn/public/v1/getVersion' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      // ASVS V3.4.3: no <base> element may redirect the page's relative URLs.
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("script-src-attr 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('keeps a well-formed x-request-id and replaces anything else', async () => {
      const kept = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'front-123.abc' },
      });
      expect(kept.headers['x-request-id']).toBe('front-123.abc');
      const replaced = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'a b\nforged' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('OpenAPI', () => {
    it('publishes a valid OpenAPI 3.1 document with the routes at /docs/json', async () => {
      const response = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json<{
        openapi: string;
        info: { version: string };
        paths: Record<string, unknown>;
      }>();
      const result = await new Validator().validate(document);
      expect(result.errors).toBeUndefined();
      expect(result.valid).toBe(true);
      expect(document.openapi).toBe('3.1.0');
      expect(document.info.version).toBe(packageJson.version);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/health', '/api/ldn/public/v1/getVersion']),
      );
      expect(JSON.stringify(document.paths)).not.toContain('/docs/');
    });

    it('serves Swagger UI at /docs', async () => {
      const response = await app.inject({ method: 'GET', url: '/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('swagger-ui');
    });
  });
});

describe('createServer in production', () => {
  it('[ASVS V3.5.4] serves the OpenAPI document but not Swagger UI', async () => {
    const app = await createServer(testConfig({ APP_ENV: 'PROD' }), { database: stubDatabase() });
    try {
      const document = await app.inject({ method: 'GET', url: '/docs/json' });
      expect(document.statusCode).toBe(200);
      expect(document.json<{ openapi: string }>().openapi).toBe('3.1.0');
      expect(Object.keys(document.json<{ paths: object }>().paths)).not.toContain('/docs/json');
      for (const url of ['/docs', '/docs/', '/docs/static/index.html', '/docs/yaml']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain('swagger-ui');
      }
    } finally {
      await app.close();
    }
  });

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const app = await createServer(testConfig({ APP_ENV: 'PROD' }), { database: stubDatabase() });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ldn/public/v1/getVersion' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(String(response.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await app.close();
    }
  });
});
