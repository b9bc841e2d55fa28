import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './cookies';
import { hashPassword } from './password';
import type { Database } from '../db/database';
import { customers } from '../db/schema';
import { createServer, type Server } from '../server';
import { openTestDatabase } from '../test-support/test-database';
import { testConfig } from '../test-support/test-server';
import { identityMessages } from './identity-messages';
import { escapeHtml } from '../http/html';
import { boundOrigin } from './identity-runtime';
import { MAX_FAILURES } from './sign-in-throttle';
import { formAction, hiddenFields, openLoginPage, TestBrowser } from '../test-support/test-browser';

const PASSWORD = 'Naissance2026!';

/**
 * ASVS V6.1.1 through the real sign-in page, behind a trusted proxy that names each client: a
 * stranger guessing an address's password locks himself out, never the owner on another client.
 */
describe('malicious account lockout', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let origin: string;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await database.db.insert(customers).values({
      uid: 'cible@example.fr',
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Claire',
      lastName: 'Martin',
      country: 'FR',
    });
    app = await createServer(testConfig({ TRUST_PROXY: '127.0.0.1' }), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = boundOrigin(app, '127.0.0.1') ?? '';
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  /** Posts the sign-in form of a fresh page for `email` and `password`, from client `from`. */
  async function signIn(from: string, password: string) {
    const browser = new TestBrowser(origin);
    const page = await openLoginPage(browser);
    return browser.postForm(
      formAction(page.body, origin),
      { ...hiddenFields(page.body), email: 'cible@example.fr', password },
      { 'x-forwarded-for': from },
    );
  }

  it('[ASVS V6.1.1] a stranger’s wrong passwords lock the stranger, not the owner on another client', async () => {
    for (let attempt = 1; attempt <= MAX_FAILURES; attempt += 1) {
      expect((await signIn('203.0.113.7', `devine-${attempt}`)).status).toBe(401);
    }
    const stranger = await signIn('203.0.113.7', PASSWORD);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toContain(escapeHtml(identityMessages.tooManyAttempts));
    expect(stranger.setCookies.has(SESSION_COOKIE)).toBe(false);

    // The owner, from her own device, signs in as usual.
    const owner = await signIn('198.51.100.20', PASSWORD);
    expect(owner.status).toBe(303);
  });
});
