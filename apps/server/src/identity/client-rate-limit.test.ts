import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './cookies';
import type { Database } from '../db/database';
import { customers, rateLimitHits } from '../db/schema';
import { createServer, type Server } from '../server';
import { openTestDatabase } from '../test-support/test-database';
import { testConfig } from '../test-support/test-server';
import { clientLimiter, type RateLimit } from './client-rate-limit';
import { identityMessages } from './identity-messages';
import { escapeHtml } from '../http/html';
import { boundOrigin } from './identity-runtime';
import { TestBrowser, formAction, hiddenFields, linkHref, openLoginPage } from '../test-support/test-browser';

/**
 * Rate limiting on sign-in and on account creation, per client address, over
 * real HTTP behind a trusted proxy (so each test browser can come from its own address).
 */

const SIGN_UPS_PER_HOUR = 2;
const SIGN_INS_PER_HOUR = 3;

describe('rate limits per client address', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let origin: string;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    app = await createServer(
      testConfig({
        LDN_SIGN_UPS_PER_HOUR: String(SIGN_UPS_PER_HOUR),
        LDN_SIGN_INS_PER_HOUR: String(SIGN_INS_PER_HOUR),
        TRUST_PROXY: '127.0.0.1',
      }),
      { database },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = boundOrigin(app, '127.0.0.1') ?? '';
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  /** Posts a complete sign-up form for `email` from the address `from`. */
  async function signUp(from: string, email: string) {
    const browser = new TestBrowser(origin);
    const loginPage = await openLoginPage(browser);
    const page = await browser.get(linkHref(loginPage.body, 'Créer un compte', origin));
    return browser.postForm(
      formAction(page.body, origin),
      {
        ...hiddenFields(page.body),
        titleCode: 'mrs',
        firstName: 'Léa',
        lastName: 'Durand',
        email,
        phone: '0612345678',
        password: 'bebe2026ok',
        passwordConfirmation: 'bebe2026ok',
      },
      { 'x-forwarded-for': from },
    );
  }

  const accountExists = async (email: string): Promise<boolean> =>
    (await database.db.select().from(customers).where(eq(customers.uid, email))).length === 1;

  it('[ASVS V2.4.1] creates 2 accounts an hour from one address, then answers 429 with Retry-After, in French, and creates nothing', async () => {
    expect((await signUp('203.0.113.7', 'un@example.fr')).status).toBe(303);
    expect((await signUp('203.0.113.7', 'deux@example.fr')).status).toBe(303);

    const refused = await signUp('203.0.113.7', 'trois@example.fr');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(refused.body).toContain(escapeHtml(identityMessages.tooManyRequests));
    expect(refused.setCookies.has(SESSION_COOKIE)).toBe(false);
    expect(await accountExists('trois@example.fr')).toBe(false);

    // Another address is not held back by this one.
    expect((await signUp('198.51.100.4', 'trois@example.fr')).status).toBe(303);
    expect(await accountExists('trois@example.fr')).toBe(true);
  });

  it('[ASVS V6.3.1] limits sign-in attempts from one address whatever the e-mail (3 an hour here), the right password included', async () => {
    const from = { 'x-forwarded-for': '192.0.2.55' };
    const browser = new TestBrowser(origin);
    let page = await openLoginPage(browser);
    for (const email of ['a@example.fr', 'b@example.fr', 'c@example.fr']) {
      page = await browser.postForm(
        formAction(page.body, origin),
        { ...hiddenFields(page.body), email, password: 'pas-le-bon-1' },
        from,
      );
      expect(page.status).toBe(401);
    }
    const refused = await browser.postForm(
      formAction(page.body, origin),
      { ...hiddenFields(page.body), email: 'un@example.fr', password: 'bebe2026ok' },
      from,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body).toContain(escapeHtml(identityMessages.tooManyRequests));
    expect(refused.setCookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('[ASVS V2.4.1] @fastify/rate-limit counts concurrent requests exactly in PostgreSQL, refuses with Retry-After, and starts a new window once the last has ended', async () => {
    const limit: RateLimit = { action: 'probe', max: 10, windowSeconds: 60 };
    const probe = Fastify();
    await probe.register(async (scope) => {
      const withinLimit = await clientLimiter(scope, database.db);
      scope.get('/probe', async (request, reply) =>
        (await withinLimit(request, reply, limit, '10.9.8.7')) ? 'ok' : reply.code(429).send('no'),
      );
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => probe.inject({ method: 'GET', url: '/probe' })),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
      const refused = answers.find((answer) => answer.statusCode === 429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(50);
      const [row] = await database.db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.clientKey, '10.9.8.7'));
      expect(row?.hits).toBe(25);

      await database.db
        .update(rateLimitHits)
        .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
        .where(eq(rateLimitHits.clientKey, '10.9.8.7'));
      expect((await probe.inject({ method: 'GET', url: '/probe' })).statusCode).toBe(200);
    } finally {
      await probe.close();
    }
  });
});
