import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * One ESM file, `dist/main.js`, for `node dist/main.js`. Workspace packages (`@ldn/domain`) export
 * TypeScript source, so they are bundled in; npm dependencies stay external and load from
 * node_modules. The SQL migrations are copied next to the bundle, where `MIGRATIONS_DIR`
 * (src/db/migration-files.ts) looks for them.
 *
 * `tsup --watch` (`pnpm dev`) also (re)starts the server after each build, waiting for the old one
 * to stop first: two processes on one data folder are refused.
 */
export default defineConfig((options) => ({
  // The operator commands: `seed` (`pnpm seed`, src/seed/cli.ts), `end-sessions`
  // (`pnpm end-sessions`, src/identity/end-sessions-cli.ts) and `remove-authenticator`
  // (src/identity/remove-authenticator-cli.ts).
  entry: {
    main: 'src/main.ts',
    seed: 'src/seed/cli.ts',
    'end-sessions': 'src/identity/end-sessions-cli.ts',
    'remove-authenticator': 'src/identity/remove-authenticator-cli.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  dts: false,
  noExternal: [/^@ldn\//],
  onSuccess: async () => {
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
    if (!options.watch) return undefined;
    const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      stdio: 'inherit',
    });
    return async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    };
  },
}));
