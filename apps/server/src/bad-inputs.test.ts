import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { seedDatabase } from './seed/seed-database';
import { createServer, type Server } from './server';
import { signInAs, type TestSignIn } from './test-support/sign-in';
import { openTestDatabase } from './test-support/test-database';
import { testConfig } from './test-support/test-server';

/**
 * Issue 9 point 6 ("generated bad inputs for every route from its schema: no 500, no partial
 * write"): every operation of the server's OpenAPI document is called with inputs generated from
 * its own schema and made wrong (a required field missing, each field of the wrong type or out of
 * its bounds, random JSON, a body that is not JSON, hostile path parameters: HTML, SQL, traversal,
 * 5 000 characters, control characters), as the owner of the demo list and as a SELLER, so the
 * calls pass the sign-in and XSRF checks and reach the validation. No answer may be a 5xx, and a
 * route that refused every call left every table as it was.
 */

interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly anyOf?: readonly JsonSchema[];
}

interface Operation {
  readonly method: string;
  readonly path: string;
  readonly body: JsonSchema | undefined;
  readonly params: readonly string[];
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE lists; --",
  '../../../../etc/passwd',
  '%00',
  '\u0000\u0007\u001b',
  'é'.repeat(300),
  'x'.repeat(5_000),
  '-1',
  '1e309',
  'NaN',
  '{}',
  '🍼'.repeat(50),
];

/** A value of another type than the schema's. */
function wrongTypeOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const others: fc.Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  ];
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant({})),
    integer: fc.oneof(
      fc.constantFrom(...HOSTILE_STRINGS),
      fc.double({ noInteger: true }),
      fc.constant(Number.MAX_SAFE_INTEGER * 4),
      fc.constant(-1e12),
    ),
    number: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.constant(1e308), fc.constant(-1e308)),
    boolean: fc.oneof(fc.constantFrom('true', 'oui', 1, 0), fc.constant(null)),
    array: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.integer(), fc.constant({})),
    object: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.integer(), fc.constant([])),
  };
  return type !== undefined && byType[type] ? byType[type] : fc.oneof(...others);
}

/** A body made wrong from the schema of the right one. */
function badBody(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const random = fc.oneof(fc.jsonValue(), fc.constantFrom(...HOSTILE_STRINGS));
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return random;
  const required = schema?.required ?? [];
  return fc.oneof(
    random,
    // Each field of the wrong type, the others absent.
    ...properties.map(([name, property]) =>
      wrongTypeOf(property).map((value) => ({ [name]: value })),
    ),
    // Every field wrong at once.
    fc.record(
      Object.fromEntries(properties.map(([name, property]) => [name, wrongTypeOf(property)])),
    ),
    // A required field missing, the others hostile strings.
    ...required.map((missing) =>
      fc
        .constantFrom(...HOSTILE_STRINGS)
        .map((value) =>
          Object.fromEntries(
            properties.filter(([name]) => name !== missing).map(([name]) => [name, value]),
          ),
        ),
    ),
  );
}

const badPathValue = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS.filter((value) => value !== '')),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.integer().map(String),
);

/** The path with its parameters replaced, each encoded as a browser would. */
function pathWith(operation: Operation, values: readonly string[]): string {
  let index = 0;
  return operation.path.replace(/\{[^}]+\}/g, () => {
    const value = values[index] ?? 'x';
    index += 1;
    return encodeURIComponent(value);
  });
}

/** Row counts of every table of the schema: a change anywhere shows. */
async function fingerprint(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`
    SELECT string_agg(relname || '=' || n_live_tup, ',' ORDER BY relname) AS tables
    FROM pg_stat_user_tables`)) as unknown as { rows: { tables: string }[] };
  // pg_stat counters lag; count the money and list tables exactly as well.
  const exact = (await database.db.execute(sql`
    SELECT (SELECT count(*) FROM lists) || '/' || (SELECT count(*) FROM list_items) || '/' ||
      (SELECT count(*) FROM carts) || '/' || (SELECT count(*) FROM cart_entries) || '/' ||
      (SELECT count(*) FROM payments) || '/' || (SELECT count(*) FROM contributions) || '/' ||
      (SELECT count(*) FROM wallet_movements) || '/' || (SELECT count(*) FROM customers) || '/' ||
      (SELECT sum(wallet_cents) FROM lists) || '/' || (SELECT sum(quantity) FROM list_items) AS counts`)) as unknown as {
    rows: { counts: string }[];
  };
  return `${exact.rows[0]?.counts ?? ''}|${result.rows.length}`;
}

describe('generated bad inputs for every route of the OpenAPI document', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let operations: Operation[];
  let owner: TestSignIn;
  let seller: TestSignIn;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await seedDatabase(database, { demo: true, products: 1500 });
    app = await createServer(testConfig(), { database });
    await app.ready();
    owner = await signInAs(database, 'parent@example.fr');
    seller = await signInAs(database, 'vendeur@example.fr');
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
            parameters?: { in: string; name: string }[];
          }
        >
      >;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['post', 'put', 'patch', 'delete', 'get'].includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          body: operation.requestBody?.content?.['application/json']?.schema,
          params: (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => parameter.name),
        })),
    );
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('the document lists the routes (the walk below is not empty)', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.some((operation) => operation.body !== undefined)).toBe(true);
  });

  it('[S5.7] [S5.10] no route answers a 5xx to bad input, and a route that refused every call wrote nothing', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      const before = await fingerprint(database);
      let accepted = false;
      const send = async (as: TestSignIn, url: string, payload: unknown, raw = false) => {
        calls += 1;
        const answer = await app.inject({
          method: operation.method as 'POST',
          url,
          cookies: as.cookies,
          headers: { ...as.headers, 'content-type': 'application/json' },
          ...(operation.method === 'GET' || operation.method === 'DELETE'
            ? {}
            : { payload: raw ? String(payload) : JSON.stringify(payload) }),
        });
        if (answer.statusCode >= 500) {
          failures.push(
            `${operation.method} ${url} ${JSON.stringify(payload)?.slice(0, 120)} -> ${answer.statusCode}`,
          );
        }
        if (answer.statusCode < 400) accepted = true;
      };
      await fc.assert(
        fc.asyncProperty(
          badBody(operation.body),
          fc.array(badPathValue, {
            minLength: operation.params.length,
            maxLength: operation.params.length,
          }),
          fc.boolean(),
          async (body, values, asSeller) => {
            await send(asSeller ? seller : owner, pathWith(operation, values), body);
          },
        ),
        { numRuns: 12, seed: 9, endOnFailure: true },
      );
      // A body that is not JSON at all.
      await send(
        owner,
        pathWith(
          operation,
          operation.params.map(() => 'x'),
        ),
        '{"a":',
        true,
      );
      if (!accepted && (await fingerprint(database)) !== before) {
        failures.push(
          `${operation.method} ${operation.path} refused every call but changed the data`,
        );
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 600_000);
});
