/**
 * `pnpm --filter @ldn/server end-sessions -- --email parent@example.fr` (or `-- --all`): ends the
 * sessions of one account, or of every account, in the configured database (ASVS V7.4.5; built by
 * tsup as `dist/end-sessions.js`). Running servers see it at their next request. The embedded
 * PostgreSQL's data folder belongs to one process at a time: stop the server first (with
 * DATABASE_URL it may run).
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { databaseTarget, openDatabase } from '../db/open-database';
import { runOperatorCommand } from '../operator-command';
import { endSessions, UnknownAccountError } from './end-sessions';
import {
  END_SESSIONS_USAGE,
  EndSessionsArgsError,
  parseEndSessionsArgs,
} from './end-sessions-args';

async function run(): Promise<number> {
  const target = parseEndSessionsArgs(process.argv.slice(2));
  if (target === 'help') {
    process.stdout.write(END_SESSIONS_USAGE);
    return 0;
  }
  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    const ended = await endSessions(database.db, target);
    const whose = target === 'all' ? `all ${ended.accounts} accounts` : target.uid;
    process.stdout.write(
      `Ended the sessions of ${whose}: ${ended.sessions} application sessions, ${ended.providerRecords} provider records.\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runOperatorCommand(run, [
  ConfigError,
  DataDirInUseError,
  EndSessionsArgsError,
  UnknownAccountError,
]);
