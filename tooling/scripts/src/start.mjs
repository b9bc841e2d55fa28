#!/usr/bin/env node
/**
 * `pnpm start`: build the server and the apps it serves (apps/web/dist at `/`,
 * apps/seller-kiosk/dist at `/kiosk`; turbo skips what is up to date),
 * then run the server from the repository root, so its
 * default data folder is `<root>/.data`. The environment is passed through (PORT, DATABASE_URL,
 * ... see apps/server/README.md).
 *
 * The server runs in its own process group (with the PostgreSQL it starts) and this script
 * forwards SIGINT/SIGTERM to it: a terminal's Ctrl-C would otherwise reach it twice (once from the
 * terminal, once forwarded), and the server reads a second signal as "stop now, without finishing
 * requests".
 */
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../..');

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@ldn/server',
    '--filter=@ldn/web',
    '--filter=@ldn/seller-kiosk',
    // The apps bundle the workspace packages from their sources: the publishable packages' own
    // builds (their type declarations take most of a first start) are not needed to run. Without
    // those dependency tasks turbo's hash of an app no longer covers the packages' sources, so the
    // three apps are built every time (seconds) rather than replayed from a stale cache.
    '--only',
    '--force',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  env: process.env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1));
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
// A closed terminal must not leave the server running on its own.
process.on('SIGHUP', () => server.kill('SIGTERM'));
