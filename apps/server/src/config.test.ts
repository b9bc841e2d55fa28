import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const CWD = '/srv/ldn';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has a default for everything, so a bare `pnpm start` works', () => {
    expect(loadConfig({}, CWD)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(CWD, '.data'),
      databaseUrl: undefined,
      appEnv: 'DEV',
      isProduction: false,
      retailerId: 'aufr',
      publicUrl: undefined,
      oidcIssuer: undefined,
      oidcClientId: 'ldn-web',
      oidcClientSecret: undefined,
      logLevel: 'info',
      seedProducts: 1600,
      trustProxy: false,
      smtpUrl: undefined,
      mailFrom: 'Liste de naissance <liste-naissance@example.fr>',
      jobPollMs: 1000,
      sessionPurgeCron: '0 * * * *',
      rewardThresholdCents: 30000,
      groupGiftMinPriceCents: 10000,
      paymentTtlMinutes: 10,
      openHoldsPerVisitor: 3,
      openHoldsPerAddress: 10,
      signUpsPerHour: 10,
      signInsPerHour: 60,
      liveListsPerMinute: 60,
      breachedPasswordsUrl: undefined,
      staffMfa: 'off',
      accessTtlMs: 900_000,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        LDN_DATA_DIR: '/var/lib/ldn',
        DATABASE_URL: 'postgres://ldn:secret@db:5432/ldn',
        APP_ENV: 'PROD',
        RETAILER_ID: 'aube',
        PUBLIC_URL: 'https://liste.example.fr/',
        OIDC_ISSUER: 'https://login.example.com/realms/ldn',
        OIDC_CLIENT_ID: 'liste-naissance',
        OIDC_CLIENT_SECRET: 'a-long-enough-client-secret',
        LOG_LEVEL: 'warn',
        LDN_SEED_PRODUCTS: '100000',
        TRUST_PROXY: '10.0.0.0/8,::1',
        SMTP_URL: 'smtps://ldn:secret@smtp.example.fr:465',
        MAIL_FROM: 'Aubert <liste@aubert.example.fr>',
        LDN_JOB_POLL_MS: '250',
        LDN_SESSION_PURGE_CRON: '*/15  2-5,22 * 1-12/2 0',
        LDN_REWARD_THRESHOLD_CENTS: '50000',
        LDN_GROUP_GIFT_MIN_PRICE_CENTS: '15000',
        LDN_PAYMENT_TTL_MINUTES: '15',
        LDN_OPEN_HOLDS_PER_VISITOR: '2',
        LDN_OPEN_HOLDS_PER_ADDRESS: '40',
        LDN_SIGN_UPS_PER_HOUR: '5',
        LDN_SIGN_INS_PER_HOUR: '30',
        LDN_LIVE_LISTS_PER_MINUTE: '120',
        LDN_BREACHED_PASSWORDS_URL: 'https://api.pwnedpasswords.com',
        LDN_STAFF_MFA: 'off',
        LDN_ACCESS_TTL_SECONDS: '300',
      },
      CWD,
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/ldn',
      databaseUrl: 'postgres://ldn:secret@db:5432/ldn',
      appEnv: 'PROD',
      isProduction: true,
      retailerId: 'aube',
      publicUrl: 'https://liste.example.fr',
      oidcIssuer: 'https://login.example.com/realms/ldn',
      oidcClientId: 'liste-naissance',
      oidcClientSecret: 'a-long-enough-client-secret',
      logLevel: 'warn',
      seedProducts: 100000,
      trustProxy: ['10.0.0.0/8', '::1'],
      smtpUrl: 'smtps://ldn:secret@smtp.example.fr:465',
      mailFrom: 'Aubert <liste@aubert.example.fr>',
      jobPollMs: 250,
      sessionPurgeCron: '*/15 2-5,22 * 1-12/2 0',
      rewardThresholdCents: 50000,
      groupGiftMinPriceCents: 15000,
      paymentTtlMinutes: 15,
      openHoldsPerVisitor: 2,
      openHoldsPerAddress: 40,
      signUpsPerHour: 5,
      signInsPerHour: 30,
      liveListsPerMinute: 120,
      breachedPasswordsUrl: 'https://api.pwnedpasswords.com',
      staffMfa: 'off',
      accessTtlMs: 300_000,
    });
  });

  it("[ASVS V6.3.3] requires the staff's second factor by default in production only", () => {
    expect(loadConfig({ APP_ENV: 'PROD' }, CWD).staffMfa).toBe('required');
    expect(loadConfig({ APP_ENV: 'STAGING' }, CWD).staffMfa).toBe('off');
    expect(loadConfig({ APP_ENV: 'STAGING', LDN_STAFF_MFA: 'required' }, CWD).staffMfa).toBe(
      'required',
    );
  });

  it('resolves a relative data folder against the working directory', () => {
    expect(loadConfig({ LDN_DATA_DIR: 'state/db' }, CWD).dataDir).toBe(path.join(CWD, 'state/db'));
  });

  it('accepts postgresql:// URLs and port 0', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://localhost/ldn', PORT: '0' }, CWD);
    expect(config.databaseUrl).toBe('postgresql://localhost/ldn');
    expect(config.port).toBe(0);
  });

  it('treats empty and blank values as unset and trims the others', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '   ', APP_ENV: ' STAGING ' }, CWD);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appEnv).toBe('STAGING');
    expect(config.isProduction).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ PORT: '-1' }, 'PORT: must be a whole number from 0 to 65535'],
    [{ APP_ENV: 'prod' }, 'APP_ENV: must be an upper-case label such as DEV, TEST, STAGING, PROD'],
    [{ APP_ENV: 'PROD!' }, 'APP_ENV: must be an upper-case label such as DEV, TEST, STAGING, PROD'],
    [
      { DATABASE_URL: 'mysql://db/ldn' },
      'DATABASE_URL: must be a URL such as postgres://user:password@host:5432/database',
    ],
    [
      { RETAILER_ID: 'Au FR' },
      'RETAILER_ID: must be 2 to 16 lower-case letters or digits, e.g. aufr',
    ],
    [{ OIDC_ISSUER: 'login.example.com' }, 'OIDC_ISSUER: must be an http(s) URL'],
    [
      { OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'ldn' },
      'OIDC_CLIENT_SECRET: required when OIDC_ISSUER is set',
    ],
    [
      { PUBLIC_URL: 'https://liste.example.fr/app' },
      'PUBLIC_URL: must be an origin only (scheme, host and port), without a path',
    ],
    [
      { SMTP_URL: 'http://smtp.example.fr' },
      'SMTP_URL: must be a URL such as smtp://user:password@smtp.example.fr:587 (or smtps://)',
    ],
    [
      { MAIL_FROM: 'Liste <liste@example.fr>\nBcc: x@example.fr' },
      'MAIL_FROM: must be an address, or a name and <address>, on one line',
    ],
    [
      { MAIL_FROM: 'liste-naissance' },
      'MAIL_FROM: must be an address, or a name and <address>, on one line',
    ],
    [
      { LDN_JOB_POLL_MS: '10' },
      'LDN_JOB_POLL_MS: must be a whole number of milliseconds from 50 to 600000',
    ],
    [
      { LDN_JOB_POLL_MS: '1s' },
      'LDN_JOB_POLL_MS: must be a whole number of milliseconds from 50 to 600000',
    ],
    [
      { LDN_REWARD_THRESHOLD_CENTS: '300€' },
      'LDN_REWARD_THRESHOLD_CENTS: must be a whole number of cents from 0 to 100000000',
    ],
    [
      { LDN_REWARD_THRESHOLD_CENTS: '200000000' },
      'LDN_REWARD_THRESHOLD_CENTS: must be a whole number of cents from 0 to 100000000',
    ],
    [
      { LDN_GROUP_GIFT_MIN_PRICE_CENTS: '499' },
      'LDN_GROUP_GIFT_MIN_PRICE_CENTS: must be a whole number of cents from 500 to 100000000',
    ],
    [
      { LDN_PAYMENT_TTL_MINUTES: '0' },
      'LDN_PAYMENT_TTL_MINUTES: must be a whole number of minutes from 1 to 60',
    ],
    [
      { LDN_PAYMENT_TTL_MINUTES: '61' },
      'LDN_PAYMENT_TTL_MINUTES: must be a whole number of minutes from 1 to 60',
    ],
    [
      { LDN_OPEN_HOLDS_PER_VISITOR: '0' },
      'LDN_OPEN_HOLDS_PER_VISITOR: must be a whole number from 1 to 10000',
    ],
    [
      { LDN_OPEN_HOLDS_PER_ADDRESS: 'dix' },
      'LDN_OPEN_HOLDS_PER_ADDRESS: must be a whole number from 1 to 10000',
    ],
    [
      { LDN_SIGN_UPS_PER_HOUR: '0' },
      'LDN_SIGN_UPS_PER_HOUR: must be a whole number from 1 to 100000',
    ],
    [{ LDN_STAFF_MFA: 'yes' }, 'LDN_STAFF_MFA: must be required or off'],
    [
      { LDN_ACCESS_TTL_SECONDS: '0' },
      'LDN_ACCESS_TTL_SECONDS: must be a whole number of seconds from 1 to 3600',
    ],
    [
      { LDN_ACCESS_TTL_SECONDS: '15m' },
      'LDN_ACCESS_TTL_SECONDS: must be a whole number of seconds from 1 to 3600',
    ],
    [
      { LDN_SIGN_INS_PER_HOUR: 'many' },
      'LDN_SIGN_INS_PER_HOUR: must be a whole number from 1 to 100000',
    ],
    [
      { LDN_BREACHED_PASSWORDS_URL: 'api.pwnedpasswords.com' },
      'LDN_BREACHED_PASSWORDS_URL: must be an http(s) URL such as https://api.pwnedpasswords.com',
    ],
    [
      { LDN_BREACHED_PASSWORDS_URL: 'https://api.pwnedpasswords.com/?key=1' },
      'LDN_BREACHED_PASSWORDS_URL: must be a base URL without query, fragment or credentials',
    ],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    ],
  ])('rejects %o with a message naming the variable', (env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
  });

  it.each([
    '@hourly',
    '0 * * *',
    '60 * * * *',
    '0 24 * * *',
    '0 * 0 * *',
    '5-1 * * * *',
    '*/0 * * * *',
  ])('rejects the session purge schedule %j, which pg-boss could not read', (cron) => {
    expect(problemsOf({ LDN_SESSION_PURGE_CRON: cron })).toEqual([
      'LDN_SESSION_PURGE_CRON: must be a cron expression of five fields (minute hour day month weekday), such as 0 * * * *',
    ]);
  });

  it('[S1.7] accepts any upper-case environment label: the front end shows it on a red banner', () => {
    expect(loadConfig({ APP_ENV: 'RECETTE' }, CWD).appEnv).toBe('RECETTE');
    expect(loadConfig({ APP_ENV: 'RECETTE' }, CWD).isProduction).toBe(false);
  });

  it('[ASVS V6.2.12] checks no password against breaches unless LDN_BREACHED_PASSWORDS_URL is set, and builds on it without a trailing slash', () => {
    expect(loadConfig({}, CWD).breachedPasswordsUrl).toBeUndefined();
    expect(
      loadConfig({ LDN_BREACHED_PASSWORDS_URL: '  ' }, CWD).breachedPasswordsUrl,
    ).toBeUndefined();
    expect(
      loadConfig({ LDN_BREACHED_PASSWORDS_URL: 'http://127.0.0.1:8089/pwned/' }, CWD)
        .breachedPasswordsUrl,
    ).toBe('http://127.0.0.1:8089/pwned');
  });

  it('accepts a bare sender address and a plain smtp:// URL', () => {
    const config = loadConfig(
      { MAIL_FROM: 'liste@example.fr', SMTP_URL: 'smtp://localhost:1025' },
      CWD,
    );
    expect(config.mailFrom).toBe('liste@example.fr');
    expect(config.smtpUrl).toBe('smtp://localhost:1025');
  });

  it('never echoes the SMTP password of a bad SMTP_URL', () => {
    expect(problemsOf({ SMTP_URL: 'ftp://ldn:hunter2@smtp.example.fr' }).join('\n')).not.toContain(
      'hunter2',
    );
  });

  it('lists every bad variable at once, and never echoes a value (URLs hold passwords)', () => {
    const secret = 'postgres//user:hunter2@db';
    let message = '';
    try {
      loadConfig({ PORT: 'x', DATABASE_URL: secret, LOG_LEVEL: 'loud' }, CWD);
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(
      /^Invalid server configuration:\n {2}- PORT: .+\n {2}- DATABASE_URL: .+\n {2}- LOG_LEVEL: .+$/,
    );
    expect(message).not.toContain('hunter2');
  });
});
