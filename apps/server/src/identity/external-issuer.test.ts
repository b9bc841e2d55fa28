import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider, { type Configuration } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './cookies';
import { requireLogin } from './guards';
import { hashToken } from './session-store';
import type { Database } from '../db/database';
import { customers, oidcPayloads, sessions } from '../db/schema';
import { createServer, type Server } from '../server';
import { openTestDatabase } from '../test-support/test-database';
import { testConfig } from '../test-support/test-server';
import { boundOrigin } from './identity-runtime';
import { loadIdentitySecrets } from './identity-secrets';
import { postgresAdapter } from './oidc-adapter';
import { TestBrowser } from '../test-support/test-browser';

/**
 * Rewrites the JSON the provider sends on `response` so that its `id_token`'s signature has one
 * character changed in its middle (same length, so the announced Content-Length still holds).
 */
function breakIdTokenSignature(response: { end: (...args: never[]) => unknown }): void {
  const end = response.end.bind(response) as (chunk?: unknown, ...rest: unknown[]) => unknown;
  (response as { end: unknown }).end = (chunk?: unknown, ...rest: unknown[]) => {
    if (chunk === undefined || chunk === null) return end(chunk, ...rest);
    const body = JSON.parse(String(chunk)) as { id_token?: string };
    if (body.id_token) {
      const [header, payload, signature = ''] = body.id_token.split('.');
      const middle = Math.floor(signature.length / 2);
      const flipped = signature[middle] === 'A' ? 'B' : 'A';
      const broken = `${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`;
      body.id_token = `${header}.${payload}.${broken}`;
    }
    return end(JSON.stringify(body), ...rest);
  };
}

/**
 * `OIDC_ISSUER` points the backend-for-frontend at another provider: configuration only. The
 * "retailer's provider" here is a second oidc-provider on its own port that signs anyone in as
 * one external account (its interaction ends at once), issues refresh tokens, and knows this
 * server as the client `liste-naissance`.
 */
const CLIENT_ID = 'liste-naissance';
const CLIENT_SECRET = 'external-client-secret-0123456789';
const EXTERNAL_SUB = 'ext-42';

describe('sign-in through an external OpenID provider (OIDC_ISSUER)', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let external: HttpServer;
  let issuer: string;
  let app: Server;
  let origin: string;
  /** When set, the provider's token answers carry an ID token whose signature is broken. */
  let tamperIdTokens = false;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    // The external provider's port must be known before this server's configuration, and this
    // server's origin before the provider's client: listen first, attach the provider after.
    let handle: (req: Parameters<HttpServer['emit']>[1], res: unknown) => void = () => undefined;
    external = createHttpServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(external.address() as AddressInfo).port}`;

    app = await createServer(
      testConfig({
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
      }),
      { database },
    );
    app.get('/api/probe/me', { preHandler: requireLogin }, async (request) => ({
      pk: request.currentUser?.pk,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = boundOrigin(app, '127.0.0.1') ?? '';

    const secrets = await loadIdentitySecrets(database.db);
    const configuration: Configuration = {
      adapter: postgresAdapter(database.db),
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [`${origin}/oauth_callback`],
          post_logout_redirect_uris: [`${origin}/logged-out`],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [...secrets.signingKeys] },
      cookies: { keys: ['external-provider-cookie-key-0123456789'] },
      claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({
          sub,
          email: 'Ines.Externe@Example.fr',
          email_verified: true,
          given_name: 'Inès',
          family_name: 'Externe',
        }),
      }),
      loadExistingGrant: async (ctx) => {
        const { client, session } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const grant = new ctx.oidc.provider.Grant({
          clientId: client.clientId,
          accountId: session.accountId,
        });
        grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
        await grant.save();
        return grant;
      },
      issueRefreshToken: () => true,
      ttl: {
        AccessToken: 600,
        IdToken: 600,
        RefreshToken: 3600,
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
      },
    };
    const provider = new Provider(issuer, configuration);
    const callback = provider.callback();
    handle = (req, res) => {
      const response = res as Parameters<typeof callback>[1];
      if (tamperIdTokens && req.url?.startsWith('/token')) breakIdTokenSignature(response);
      if (req.url?.startsWith('/interaction/')) {
        void provider.interactionFinished(req, response, { login: { accountId: EXTERNAL_SUB } });
      } else {
        void callback(req, response);
      }
    };
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => external.close(resolve));
    await dispose();
  });

  /** Follows redirects across both servers until the application answers something else. */
  async function signIn(browser: TestBrowser): Promise<string | undefined> {
    let response = await browser.get('/login?redirect=/list');
    for (let hop = 0; hop < 10 && response.location?.startsWith(issuer); hop += 1) {
      response = await browser.get(response.location);
    }
    expect(response.location).toMatch(`${origin}/oauth_callback?`);
    return (await browser.get(response.location ?? '')).location;
  }

  it('[S2.22] [S5.13] signs in, creating the customer from the e-mail (country FR), and keeps the refresh token', async () => {
    const browser = new TestBrowser(origin);
    expect(await signIn(browser)).toBe(`${origin}/list`);
    const [account] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.uid, 'ines.externe@example.fr'));
    expect(account).toMatchObject({ firstName: 'Inès', lastName: 'Externe', country: 'FR' });
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    const probe = await browser.get('/api/probe/me');
    expect(JSON.parse(probe.body)).toEqual({ pk: String(account?.pk) });
    const [session] = await database.db
      .select({ refreshToken: sessions.refreshToken })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(browser.cookie(SESSION_COOKIE) ?? '')));
    expect(session?.refreshToken).toBeTruthy();

    // A second sign-in finds the same account rather than creating another one.
    const again = new TestBrowser(origin);
    await signIn(again);
    expect(JSON.parse((await again.get('/api/probe/me')).body)).toEqual({
      pk: String(account?.pk),
    });
  });

  it('[S7.1] getCodeToken runs the refresh-token grant, and ends the session once the provider refuses it', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser);
    const xsrf = { [XSRF_HEADER]: browser.cookie(XSRF_COOKIE) ?? '' };
    const renewed = await browser.postForm('/api/user/getCodeToken', {}, xsrf);
    expect(renewed.status).toBe(200);
    expect(JSON.parse(renewed.body)).toEqual({ status: 'OK' });

    // The provider revokes every refresh token (say, the customer changed their password there).
    await database.db.delete(oidcPayloads).where(eq(oidcPayloads.kind, 'RefreshToken'));
    const refused = await browser.postForm('/api/user/getCodeToken', {}, xsrf);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await browser.get('/api/probe/me')).status).toBe(401);
  });

  it('[S7.48] logs out at the external provider with the ID token', async () => {
    const browser = new TestBrowser(origin);
    await signIn(browser);
    const logout = await browser.get('/logout');
    expect(logout.status).toBe(302);
    const target = new URL(logout.location ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${issuer}/session/end`);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/logged-out`);
    expect(target.searchParams.get('id_token_hint')).toMatch(/^ey/);
  });

  it('[ASVS V6.8.2] refuses an ID token whose signature does not match the provider’s keys: no account, no session', async () => {
    const browser = new TestBrowser(origin);
    const before = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    tamperIdTokens = true;
    try {
      let response = await browser.get('/login?redirect=/list');
      for (let hop = 0; hop < 10 && response.location?.startsWith(issuer); hop += 1) {
        response = await browser.get(response.location);
      }
      expect(response.location).toMatch(`${origin}/oauth_callback?`);
      const callback = await browser.get(response.location ?? '');
      expect(callback.status).toBeGreaterThanOrEqual(400);
      expect(callback.setCookies.get(SESSION_COOKIE) ?? '').toBe('');
    } finally {
      tamperIdTokens = false;
    }
    const after = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(after).toHaveLength(before.length);
    expect((await browser.get('/api/probe/me')).status).toBe(401);
  });
});
