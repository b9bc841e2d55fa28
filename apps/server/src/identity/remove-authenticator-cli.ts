/**
 * `pnpm --filter @ldn/server remove-authenticator -- --email vendeur@example.fr`: removes the
 * account's authenticator (TOTP) and ends its sessions, in the configured database (ASVS V6.4.4;
 * built by tsup as `dist/remove-authenticator.js`). The embedded PostgreSQL's data folder belongs
 * to one process at a time: stop the server first (with DATABASE_URL it may run).
 */
import { parseArgs } from 'node:util';
import { UnknownAccountError } from './end-sessions';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { databaseTarget, openDatabase } from '../db/open-database';
import { runOperatorCommand } from '../operator-command';
import { removeAuthenticator } from './remove-authenticator';

const USAGE = `Usage: pnpm --filter @ldn/server remove-authenticator -- --email ADDRESS

Removes the authenticator app (second factor) of the account with that e-mail and ends its
sessions, in the configured database (the embedded PostgreSQL in LDN_DATA_DIR, or DATABASE_URL). Its next sign-in,
password first, enrols a new authenticator. Check the person's identity first, as at enrolment.
With the embedded PostgreSQL, stop the server first: its data folder is used by one process at a time.
`;

class UsageError extends Error {
  override name = 'UsageError';
}

function emailOf(argv: readonly string[]): string | 'help' {
  let values: { email?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      // A lone `--` that package managers pass through is no argument.
      args: argv.filter((arg) => arg !== '--'),
      options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  const email = values.email?.trim();
  if (!email) throw new UsageError(`Give --email ADDRESS.\n\n${USAGE}`);
  return email;
}

async function run(): Promise<number> {
  const email = emailOf(process.argv.slice(2));
  if (email === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    const { removed, ended } = await removeAuthenticator(database.db, email);
    process.stdout.write(
      `${removed ? 'Removed the authenticator' : 'No authenticator was enrolled'} of ${email}; ended ${ended.sessions} application sessions and ${ended.providerRecords} provider records.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runOperatorCommand(run, [ConfigError, DataDirInUseError, UsageError, UnknownAccountError]);
