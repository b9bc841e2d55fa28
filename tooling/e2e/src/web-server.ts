import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const serverEntry = path.join(root, 'apps/server/dist/main.js');

/** The Chromium every run uses: Debian's, headless (no browser download on these machines). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * A real server (the built `apps/server`) on `port`, as `pnpm start` runs it: its embedded
 * PostgreSQL in a fresh data folder, seeded with the demo data, labelled `appEnv`, with `env` on
 * top of the settings below. Playwright starts it and stops it (SIGTERM: the server drains, then
 * stops its PostgreSQL). Nothing is mocked.
 */
export function webServer(port: number, appEnv: string, env: Record<string, string> = {}) {
  return {
    command: `node ${serverEntry}`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: appEnv,
      LOG_LEVEL: 'warn',
      // Every journey signs in and up from 127.0.0.1: the per-address limits (tested in
      // apps/server) would otherwise refuse the later journeys of a run.
      LDN_SIGN_UPS_PER_HOUR: '10000',
      LDN_SIGN_INS_PER_HOUR: '10000',
      // Every browser of the run is 127.0.0.1: each list or cart page opens a live stream.
      LDN_LIVE_LISTS_PER_MINUTE: '10000',
      LDN_DATA_DIR: mkdtempSync(path.join(tmpdir(), `ldn-e2e-${appEnv.toLowerCase()}-`)),
      ...env,
    },
  };
}
