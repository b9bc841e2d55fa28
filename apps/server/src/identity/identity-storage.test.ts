import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { signInFailures } from '../db/schema';
import { createServer } from '../server';
import { openTestDatabase } from '../test-support/test-database';
import { testConfig } from '../test-support/test-server';
import { identityMessages } from './identity-messages';
import { escapeHtml } from '../http/html';
import { loadIdentitySecrets } from './identity-secrets';
import { postgresAdapter, purgeExpiredOidcPayloads } from './oidc-adapter';
import {
  isSignInLocked,
  recordSignInFailure,
  clearSignInFailures,
  forgetSignInFailures,
  MAX_ADDRESS_FAILURES,
  MAX_FAILURES,
} from './sign-in-throttle';

/** The provider's storage, the shared secrets and the throttle, on a real database. */
describe('identity storage', () => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
  });
  afterAll(async () => {
    await dispose();
  });

  it('stores, finds, consumes and destroys the provider models', async () => {
    const adapter = postgresAdapter(database.db);
    const codes = adapter('AuthorizationCode');
    await codes.upsert(
      'code-1',
      { accountId: '42', grantId: 'grant-1', kind: 'AuthorizationCode' },
      60,
    );
    expect(await codes.find('code-1')).toMatchObject({ accountId: '42', grantId: 'grant-1' });
    expect((await codes.find('code-1'))?.consumed).toBeUndefined();
    // Same id, another kind: another row.
    expect(await adapter('AccessToken').find('code-1')).toBeUndefined();

    await codes.consume('code-1');
    expect((await codes.find('code-1'))?.consumed).toEqual(expect.any(Number));

    await codes.upsert('code-1', { accountId: '43', grantId: 'grant-1' }, 60);
    expect(await codes.find('code-1')).toMatchObject({ accountId: '43' });
    await codes.destroy('code-1');
    expect(await codes.find('code-1')).toBeUndefined();
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const adapter = postgresAdapter(database.db);
    await adapter('Session').upsert('session-1', { uid: 'uid-1', accountId: '42' }, 3600);
    expect(await adapter('Session').findByUid('uid-1')).toMatchObject({ accountId: '42' });
    await adapter('DeviceCode').upsert('device-1', { userCode: 'ABCD-EFGH' }, 600);
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({
      userCode: 'ABCD-EFGH',
    });
  });

  it('hides expired rows, and purges them', async () => {
    const tokens = postgresAdapter(database.db)('AccessToken');
    await tokens.upsert('expired', { accountId: '42' }, -1);
    await tokens.upsert('forever', { accountId: '42' });
    expect(await tokens.find('expired')).toBeUndefined();
    expect(await tokens.find('forever')).toMatchObject({ accountId: '42' });
    expect(await purgeExpiredOidcPayloads(database.db)).toBeGreaterThanOrEqual(1);
    expect(await tokens.find('forever')).toBeDefined();
  });

  it('revokes every token of a grant, whatever its kind', async () => {
    const adapter = postgresAdapter(database.db);
    await adapter('AccessToken').upsert('at-2', { grantId: 'grant-2' }, 60);
    await adapter('RefreshToken').upsert('rt-2', { grantId: 'grant-2' }, 60);
    await adapter('AccessToken').upsert('at-3', { grantId: 'grant-3' }, 60);
    await adapter('AccessToken').revokeByGrantId('grant-2');
    expect(await adapter('AccessToken').find('at-2')).toBeUndefined();
    expect(await adapter('RefreshToken').find('rt-2')).toBeUndefined();
    expect(await adapter('AccessToken').find('at-3')).toBeDefined();
  });

  it('generates the secrets once: instances starting together share one set', async () => {
    const [first, second] = await Promise.all([
      loadIdentitySecrets(database.db),
      loadIdentitySecrets(database.db),
    ]);
    expect(second).toEqual(first);
    expect(first.signingKeys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.stateKey).toHaveLength(32);
    expect(await loadIdentitySecrets(database.db)).toEqual(first);
  });

  it(`locks an address after ${MAX_FAILURES} failures from one client, for that client only, until cleared`, async () => {
    const stranger = { uid: 'someone@example.fr', client: '203.0.113.7' };
    const owner = { uid: 'someone@example.fr', client: '198.51.100.20' };
    for (let failure = 1; failure < MAX_FAILURES; failure += 1) {
      await recordSignInFailure(database.db, stranger);
    }
    expect(await isSignInLocked(database.db, stranger)).toBe(false);
    await recordSignInFailure(database.db, stranger);
    expect(await isSignInLocked(database.db, stranger)).toBe(true);
    // ASVS V6.1.1: a stranger's wrong passwords do not lock the owner out from his own device.
    expect(await isSignInLocked(database.db, owner)).toBe(false);
    expect(await isSignInLocked(database.db, { ...stranger, uid: 'other@example.fr' })).toBe(false);
    await clearSignInFailures(database.db, stranger);
    expect(await isSignInLocked(database.db, stranger)).toBe(false);
  });

  it(`[ASVS V6.1.1] locks an address for every client after ${MAX_ADDRESS_FAILURES} failures spread over clients, until a reset forgets them`, async () => {
    const uid = 'spread_out@example.fr';
    const clients = Math.ceil(MAX_ADDRESS_FAILURES / (MAX_FAILURES - 1));
    let failures = 0;
    for (let client = 0; failures < MAX_ADDRESS_FAILURES - 1; client += 1) {
      // Each client stays under its own lock.
      for (
        let tries = 0;
        tries < MAX_FAILURES - 1 && failures < MAX_ADDRESS_FAILURES - 1;
        tries += 1
      ) {
        await recordSignInFailure(database.db, { uid, client: `192.0.2.${client}` });
        failures += 1;
      }
    }
    const owner = { uid, client: '198.51.100.20' };
    expect(await isSignInLocked(database.db, owner)).toBe(false);
    await recordSignInFailure(database.db, { uid, client: `192.0.2.${clients}` });
    expect(await isSignInLocked(database.db, owner)).toBe(true);
    // The owner's success elsewhere proves nothing about the others: only his own count goes.
    await clearSignInFailures(database.db, owner);
    expect(await isSignInLocked(database.db, owner)).toBe(true);
    // A reset (the owner proved his mailbox) forgets every count of the address, whatever its case.
    await recordSignInFailure(database.db, { uid: 'keep@example.fr', client: '192.0.2.1' });
    await forgetSignInFailures(database.db, 'Spread_Out@example.fr');
    expect(await isSignInLocked(database.db, owner)).toBe(false);
    expect(await isSignInLocked(database.db, { uid, client: '192.0.2.0' })).toBe(false);
    const left = await database.db.select().from(signInFailures);
    expect(left.map((row) => row.uid)).toContain('keep@example.fr 192.0.2.1');
    expect(left.some((row) => row.uid.startsWith('spread_out@'))).toBe(false);
  });

  it('with OIDC_ISSUER: no embedded provider, and a French page while that issuer is unreachable', async () => {
    const app = await createServer(
      testConfig({
        OIDC_ISSUER: 'http://127.0.0.1:9/realms/ldn',
        OIDC_CLIENT_ID: 'liste-naissance',
        OIDC_CLIENT_SECRET: 'a-secret-of-sixteen-characters',
        PUBLIC_URL: 'http://127.0.0.1:3000',
      }),
      { database },
    );
    try {
      expect(app.identity.embedded).toBe(false);
      expect(app.identity.redirectUri()).toBe('http://127.0.0.1:3000/oauth_callback');
      const discovery = await app.inject({
        method: 'GET',
        url: '/oidc/.well-known/openid-configuration',
      });
      expect(discovery.statusCode).toBe(404);
      const login = await app.inject({ method: 'GET', url: '/login?redirect=/list' });
      expect(login.statusCode).toBe(503);
      expect(login.body).toContain(escapeHtml(identityMessages.signInFailed));
      // Logging out still works locally.
      const logout = await app.inject({ method: 'GET', url: '/logout' });
      expect(logout.statusCode).toBe(302);
      expect(logout.headers.location).toBe('/logged-out');
    } finally {
      await app.close();
    }
  });

  it('[S2.22] answers a callback without its sign-in state with a French page, not a session', async () => {
    const app = await createServer(testConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }), {
      database,
    });
    try {
      const callback = await app.inject({ method: 'GET', url: '/oauth_callback?code=x&state=y' });
      expect(callback.statusCode).toBe(400);
      expect(callback.headers['content-type']).toMatch(/text\/html/);
      expect(callback.body).toContain(escapeHtml(identityMessages.sessionExpired));
      expect(callback.cookies.find((cookie) => cookie.name === 'ldn_session')).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
