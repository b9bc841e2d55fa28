import { parseArgs } from 'node:util';
import type { SessionsTarget } from './end-sessions';

export const END_SESSIONS_USAGE = `Usage: pnpm --filter @ldn/server end-sessions -- (--email ADDRESS | --all)

Ends the sessions of the account with that e-mail, or of every account (--all), in the configured
database (the embedded PostgreSQL in LDN_DATA_DIR, or DATABASE_URL): the application's sessions and the embedded
provider's login sessions, grants and tokens. Each browser is asked for its password again.
With the embedded PostgreSQL, stop the server first: its data folder is used by one process at a time.
`;

/** A bad command line; its message is written for the terminal. */
export class EndSessionsArgsError extends Error {
  override name = 'EndSessionsArgsError';
}

/** The target of the command line, or 'help'. */
export function parseEndSessionsArgs(argv: readonly string[]): SessionsTarget | 'help' {
  let values: { email?: string; all?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      // A lone `--` that package managers pass through is no argument.
      args: argv.filter((arg) => arg !== '--'),
      options: {
        email: { type: 'string' },
        all: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new EndSessionsArgsError(`${(error as Error).message}\n\n${END_SESSIONS_USAGE}`);
  }
  if (values.help) return 'help';
  const email = values.email?.trim();
  if ((email === undefined || email === '') === !values.all) {
    throw new EndSessionsArgsError(
      `Give either --email ADDRESS or --all.\n\n${END_SESSIONS_USAGE}`,
    );
  }
  return values.all ? 'all' : { uid: email ?? '' };
}
