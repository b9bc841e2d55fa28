import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database';
import { createServer, type Server } from '../server';
import type { TestSignIn } from './sign-in';
import { openTestDatabase } from './test-database';
import { testConfig } from './test-server';

export interface TestAppOptions {
  /** Overrides of {@link testConfig}. */
  readonly env?: Record<string, string>;
  /** Rows the server must find from its start (stores, customers, products...). */
  readonly arrange?: (database: Database) => Promise<void>;
}

/** The database and the server of a describe block, once its `beforeAll` has run. */
export interface TestApp {
  readonly database: Database;
  readonly app: Server;
  /**
   * A call as `who` (its session cookies and XSRF header), or as an anonymous visitor for
   * `null`; `payload` is sent as JSON.
   */
  send(
    who: TestSignIn | null,
    method: NonNullable<InjectOptions['method']>,
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/** The database of a describe block, once its `beforeAll` has run. */
export interface TestDatabase {
  readonly database: Database;
}

/**
 * For the describe block it is called in: before its tests a migrated database of its own with
 * `arrange` run on it; after them, the database thrown away.
 */
export function useTestDatabase(arrange?: (database: Database) => Promise<void>): TestDatabase {
  let opened: { database: Database; dispose(): Promise<void> } | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await arrange?.(opened.database);
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  return {
    get database() {
      if (!opened) throw new Error('useTestDatabase: used before its beforeAll ran');
      return opened.database;
    },
  };
}

/**
 * For the describe block it is called in: before its tests a migrated database of its own,
 * `arrange` run on it, and a server on it, ready for `inject`; after them, both closed. The
 * block's own `beforeAll` hooks run after this one (vitest runs them in order), so they may
 * sign in or insert more.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let opened: { database: Database; dispose(): Promise<void> } | undefined;
  let server: Server | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
    await options.arrange?.(opened.database);
    server = await createServer(testConfig(options.env), { database: opened.database });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
    await opened?.dispose();
  });
  const started = () => {
    if (!opened || !server) throw new Error('useTestApp: used before its beforeAll ran');
    return { database: opened.database, app: server };
  };
  return {
    get database() {
      return started().database;
    },
    get app() {
      return started().app;
    },
    send: (who, method, url, payload) =>
      started().app.inject({
        method,
        url,
        ...(who ? { cookies: who.cookies, headers: who.headers } : {}),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}
