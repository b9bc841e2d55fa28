import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { seedDatabase } from './seed/seed-database';
import { createServer, type Server } from './server';
import { agentOf } from './test-support/money';
import { signInAs, type TestSignIn } from './test-support/sign-in';
import { openTestDatabase } from './test-support/test-database';
import { testConfig } from './test-support/test-server';

/**
 * Generated bad inputs for every route from its schema (no 500, no partial write), since a
 * hand-written list of bad inputs misses the routes nobody thought of: every operation of the server's OpenAPI document is called with inputs generated from
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

/** Texts the one input rule refuses (http/input-rules.ts): a NUL, controls, lone surrogates. */
const FORBIDDEN_TEXTS = ['ab\u0000cd', '\u0000', 'a\u001bb', 'x\ud800y', '\udc00'];

/** A plausible value of a schema (the first enum value, the minimum, one item), texts as `text`. */
function plausible(schema: JsonSchema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 6) return text;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.anyOf && schema.anyOf.length > 0) return plausible(schema.anyOf[0], text, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [plausible(schema.items, text, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          plausible(property, text, depth + 1),
        ]),
      );
    default:
      return text;
  }
}

/**
 * Bodies that carry a forbidden text: every field plausible with its texts forbidden, and each
 * top-level field alone holding one (so a body that is otherwise right reaches the handler).
 */
function forbiddenBodies(schema: JsonSchema | undefined): unknown[] {
  const bodies: unknown[] = [];
  for (const text of FORBIDDEN_TEXTS) {
    const carries = (body: unknown) =>
      JSON.stringify(body).includes(JSON.stringify(text).slice(1, -1));
    const whole = plausible(schema, text);
    if (carries(whole)) bodies.push(whole);
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      const body = { ...(plausible(schema, 'Lea') as object), [name]: plausible(property, text) };
      // A field that holds no text (a number, a flag) cannot carry it.
      if (carries(body)) bodies.push(body);
    }
  }
  // Not an object at all: the text is the body.
  bodies.push(FORBIDDEN_TEXTS[0]);
  return bodies;
}

/** A JSON text nested `depth` levels deep (arrays inside an object). */
const nestedJson = (depth: number): string =>
  `{"a": ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

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

  it('[ASVS V2.2.1] [S5.10] every route answers a NUL, a control character, a lone surrogate or a body nested 1,000 deep with a 400, and writes nothing', async () => {
    const failures: string[] = [];
    let calls = 0;
    const before = await fingerprint(database);
    for (const operation of operations) {
      const hasBody = !['GET', 'DELETE'].includes(operation.method);
      const send = async (
        as: TestSignIn | undefined,
        values: readonly string[],
        payload: string | undefined,
        what: string,
        query = '',
      ) => {
        calls += 1;
        const url = `${pathWith(operation, values)}${query}`;
        const answer = await app.inject({
          method: operation.method as 'POST',
          url,
          cookies: as?.cookies ?? {},
          headers: { ...(as?.headers ?? {}), 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload }),
        });
        // Signed in with the XSRF header, every call reaches the input rules: exactly a 400.
        // Anonymous, a route may refuse sooner (401, 403); never with a 5xx.
        const wrong = as ? answer.statusCode !== 400 : answer.statusCode >= 500;
        if (wrong) {
          failures.push(
            `${operation.method} ${url} ${what} as ${as ? 'owner' : 'anonymous'} -> ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
        }
      };
      const fineValues = operation.params.map(() => 'demo00parent');
      for (const as of [owner, undefined]) {
        // A forbidden text in each path parameter.
        for (let index = 0; index < operation.params.length; index += 1) {
          for (const text of FORBIDDEN_TEXTS.slice(0, 3)) {
            const values = fineValues.map((value, at) => (at === index ? text : value));
            await send(
              as,
              values,
              hasBody ? '{}' : undefined,
              `param ${index} ${JSON.stringify(text)}`,
            );
          }
        }
        // A forbidden text in the query string.
        await send(as, fineValues, hasBody ? '{}' : undefined, 'query', '?q=ab%00cd&x=%1B');
        if (!hasBody) continue;
        for (const body of forbiddenBodies(operation.body)) {
          await send(
            as,
            fineValues,
            JSON.stringify(body),
            `body ${JSON.stringify(body).slice(0, 80)}`,
          );
        }
        await send(as, fineValues, nestedJson(1_000), 'body nested 1,000 deep');
      }
    }
    expect(calls).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
    expect(await fingerprint(database)).toBe(before);
  }, 600_000);

  it('[ASVS V2.2.1] the eight routes the outside test crashed with a NUL in free text answer 400, and so does deep nesting on discovery', async () => {
    const [giftable] = (
      (await database.db.execute(sql`
        SELECT i.code_ax FROM list_items i JOIN products p ON p.code_ax = i.code_ax
        WHERE i.list_id = 'demo00parent' AND NOT i.hidden AND p.availability = 'AVAILABLE'
          AND i.quantity > i.quantity_contributed + i.quantity_in_progress
        ORDER BY i.code_ax LIMIT 1`)) as unknown as { rows: { code_ax: string }[] }
    ).rows;
    const [unthanked] = (
      (await database.db.execute(sql`
        SELECT id FROM contributions WHERE list_id = 'demo00parent' AND thanks_message IS NULL
        ORDER BY id LIMIT 1`)) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(giftable).toBeDefined();
    expect(unthanked).toBeDefined();
    // An anonymous relative with a cart on the list (the cart routes need one).
    const relative = agentOf(app);
    const added = await relative.call('POST', '/api/user/cart/entries', {
      ldnId: 'demo00parent',
      code: giftable?.code_ax,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const before = await fingerprint(database);
    const nul = 'Pour L\u0000éa';
    const answers = {
      'list update': await app.inject({
        method: 'PUT',
        url: '/api/ldn/v1/updateListByCompanyAndListId/aufr/demo00parent',
        cookies: owner.cookies,
        headers: owner.headers,
        payload: { welcomeMessage: nul },
      }),
      thanks: await app.inject({
        method: 'POST',
        url: '/api/ldn/public/v1/sendThank',
        cookies: owner.cookies,
        headers: owner.headers,
        payload: { contributionId: Number(unthanked?.id), message: nul },
      }),
      share: await app.inject({
        method: 'POST',
        url: '/api/ldn/v1/shareListByEmail/aufr/demo00parent',
        cookies: owner.cookies,
        headers: owner.headers,
        payload: { recipients: ['mamie@example.fr'], message: nul },
      }),
      'cart update': await relative.call('PATCH', '/api/user/cart', { message: nul }),
      'create-contribution': await relative.call('POST', '/api/ldn/create-contribution', {
        ldnId: 'demo00parent',
        entries: [{ code: giftable?.code_ax, quantity: 1 }],
        contributorName: nul,
      }),
      'tracking create': await app.inject({
        method: 'POST',
        url: '/tracking/activity/create',
        payload: { timestamp: new Date().toISOString(), user_agent: nul },
      }),
      'discovery navigation': await app.inject({
        method: 'POST',
        url: '/discovery/navigation',
        payload: { query: { terms: nul, scope_id: nul, user_id: nul, track_id: nul } },
      }),
      searchLists: await app.inject({
        method: 'GET',
        url: '/api/ldn/public/v1/searchLists/aufr/ab%00cd',
      }),
      'discovery navigation, filters nested 100,000 deep': await app.inject({
        method: 'POST',
        url: '/discovery/navigation',
        headers: { 'content-type': 'application/json' },
        payload: `{"user_actions": {"apply_filters": ${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
      }),
    };
    const statuses = Object.fromEntries(
      Object.entries(answers).map(([route, answer]) => [route, answer.statusCode]),
    );
    expect(statuses).toEqual(Object.fromEntries(Object.keys(answers).map((route) => [route, 400])));
    for (const answer of Object.values(answers)) {
      expect(answer.body).toMatch(/caractère de contrôle|imbriqué sur plus de/);
    }
    expect(await fingerprint(database)).toBe(before);
  });
});
