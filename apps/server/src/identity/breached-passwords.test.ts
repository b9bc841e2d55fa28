import { createServer } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sha1Hex,
  startPwnedPasswordsStub,
  type PwnedPasswordsStub,
} from '../test-support/pwned-passwords-stub';
import { BREACH_CHECK_FAILED, isBreachedPassword } from './breached-passwords';
import { capturingLogger } from '../test-support/capturing-logger';

/**
 * ASVS V6.2.12 against a local range API over real HTTP (test-support/pwned-passwords-stub.ts):
 * what leaves the process, what counts as breached, and the fail-open answer when the service
 * fails. The flows that use it are tested in sign-in.test.ts, password-reset.test.ts and
 * account-security-routes.test.ts.
 */

const BREACHED = 'Bebe2026ok!';
const PADDED = 'Hochet-Vert-2026';
const CLEAN = 'Girafe-Sophie-Mauve-31';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('isBreachedPassword (ASVS V6.2.12, Pwned Passwords range API)', () => {
  let stub: PwnedPasswordsStub;

  beforeAll(async () => {
    stub = await startPwnedPasswordsStub({ breached: { [BREACHED]: 52 }, padded: [PADDED] });
  });
  afterAll(async () => {
    await stub.close();
  });
  beforeEach(() => {
    stub.mode = 'answer';
    stub.requests.length = 0;
  });

  it('[ASVS V6.2.12] sends only the first 5 characters of the upper-case SHA-1, with Add-Padding, and finds a breached password', async () => {
    const { logger, lines } = capturingLogger();
    expect(await isBreachedPassword(BREACHED, { url: stub.url, log: logger })).toBe(true);
    const hash = sha1Hex(BREACHED);
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`/range/${hash.slice(0, 5)}`);
    expect(request?.headers['add-padding']).toBe('true');
    expect(request?.body).toBe('');
    const sent = JSON.stringify(request).toUpperCase();
    for (const secret of [BREACHED, hash, hash.slice(5), hash.slice(0, 6)]) {
      expect(sent).not.toContain(secret.toUpperCase());
    }
    expect(lines()).toBe('');
  });

  it('[ASVS V6.2.12] lets a password absent from its range pass', async () => {
    expect(await isBreachedPassword(CLEAN, { url: stub.url, log: pino({ level: 'silent' }) })).toBe(
      false,
    );
    expect(stub.requests.map((request) => request.url)).toEqual([
      `/range/${sha1Hex(CLEAN).slice(0, 5)}`,
    ]);
  });

  it('[ASVS V6.2.12] does not count a padding line of count 0, even for the very suffix', async () => {
    expect(
      await isBreachedPassword(PADDED, { url: stub.url, log: pino({ level: 'silent' }) }),
    ).toBe(false);
    expect(stub.requests).toHaveLength(1);
  });

  it.each([
    ['answers 500', 'fail', 'status'],
    ['answers nothing', 'hang', 'timeout'],
    ['sends headers, then no body', 'stall', 'timeout'],
    ['redirects elsewhere', 'redirect', 'network'],
  ] as const)(
    '[ASVS V6.2.12] fails open when the service %s: the password is accepted and a warning without password material logged',
    async (_case, mode, logged) => {
      stub.mode = mode;
      const { logger, lines } = capturingLogger();
      const started = performance.now();
      expect(
        await isBreachedPassword(BREACHED, { url: stub.url, log: logger, timeoutMs: 300 }),
      ).toBe(false);
      expect(performance.now() - started).toBeLessThan(2000);
      // A redirect is not followed: the prefix goes to the configured address only.
      expect(stub.requests).toHaveLength(1);
      const [line] = lines().trim().split('\n');
      const entry = JSON.parse(line ?? '{}') as Record<string, unknown>;
      expect(entry).toMatchObject({ level: 40, msg: BREACH_CHECK_FAILED });
      if (logged === 'status') expect(entry.status).toBe(500);
      else expect(String(entry.failure)).toMatch(new RegExp(`^${logged}`));
      const hash = sha1Hex(BREACHED);
      for (const secret of [BREACHED, hash, hash.slice(0, 5), stub.url]) {
        expect(lines().toUpperCase()).not.toContain(secret.toUpperCase());
      }
    },
  );

  it('[ASVS V6.2.12] fails open when nothing listens at the address', async () => {
    const { logger, lines } = capturingLogger();
    const url = `http://127.0.0.1:${await closedPort()}`;
    expect(await isBreachedPassword(BREACHED, { url, log: logger })).toBe(false);
    expect(JSON.parse(lines())).toMatchObject({
      level: 40,
      msg: BREACH_CHECK_FAILED,
      failure: 'network ECONNREFUSED',
    });
  });

  it('[ASVS V6.2.12] with no URL configured, checks nothing and sends no request', async () => {
    const { logger, lines } = capturingLogger();
    expect(await isBreachedPassword(BREACHED, { url: undefined, log: logger })).toBe(false);
    expect(stub.requests).toEqual([]);
    expect(lines()).toBe('');
  });
});
