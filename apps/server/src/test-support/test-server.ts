import { drizzle } from 'drizzle-orm/node-postgres';
import { loadConfig, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import { schema } from '../db/schema';

/**
 * The configuration tests start servers with: quiet, port 0, `TEST` environment. Every test comes
 * from one address and many open checkouts without paying, so the caps of open holds are lifted;
 * the tests of the caps set theirs (`LDN_OPEN_HOLDS_PER_*`).
 */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    PORT: '0',
    APP_ENV: 'TEST',
    LDN_OPEN_HOLDS_PER_VISITOR: '10000',
    LDN_OPEN_HOLDS_PER_ADDRESS: '10000',
    ...env,
  });
}

/**
 * A {@link Database} with no engine behind it, for HTTP tests that never query (errors, headers,
 * documents) and for simulating an unreachable database. Its drizzle instance is drizzle's mock:
 * a query on it fails.
 */
export function stubDatabase(ping: () => Promise<void> = async () => undefined): Database {
  return {
    db: drizzle.mock({ schema }),
    transaction: async () => {
      throw new Error('stubDatabase has no engine');
    },
    ping,
    listen: async () => {
      throw new Error('stubDatabase has no engine');
    },
    close: async () => undefined,
  };
}
