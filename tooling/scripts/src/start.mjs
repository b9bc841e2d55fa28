#!/usr/bin/env node
/**
 * `pnpm start`: build the server and the apps it serves (apps/web/dist at `/`,
 * apps/seller-kiosk/dist at `/kiosk`), with what they depend on (turbo skips what is up to date),
 * then run the server from the repository root, so its
 * default data folder is `<root>/.data`. The environment is passed through (PORT, DATABASE_URL,
 * ... see apps/server/README.md).
 *
 * The server runs in its own process group and this script forwards SIGINT/SIGTERM to it: a
 * terminal's Ctrl-C would otherwise reach it twice (once from the terminal, once forwarded), and
 * the server reads a second signal as "stop now, without finishing requests". A server killed
 * by its stall watchdog is started again (see RESTARTS).
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
    '--filter=@ldn/server...',
    '--filter=@ldn/web...',
    '--filter=@ldn/seller-kiosk...',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

/**
 * A server that was killed (SIGKILL: its stall watchdog, when PGlite spins for ever inside a
 * statement, or the system) is started again, at most this many times in this many milliseconds;
 * its data is recovered at the next start.
 */
const RESTARTS = { max: 5, withinMs: 10 * 60_000 };
const restartTimes = [];
let stopping = false;
let server = startServer();

function startServer() {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping && signal === 'SIGKILL' && mayRestart()) {
      console.error('[start] the server was killed (SIGKILL); starting it again');
      server = startServer();
      return;
    }
    process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1));
  });
  return child;
}

function mayRestart() {
  const now = Date.now();
  while (restartTimes.length > 0 && now - restartTimes[0] > RESTARTS.withinMs) restartTimes.shift();
  if (restartTimes.length >= RESTARTS.max) return false;
  restartTimes.push(now);
  return true;
}

function stop(signal) {
  stopping = true;
  server.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => stop(signal));
}
// A closed terminal must not leave the server running on its own.
process.on('SIGHUP', () => stop('SIGTERM'));
