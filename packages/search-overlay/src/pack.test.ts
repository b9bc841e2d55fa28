// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * House style 16: the packed overlay installs alone and builds in an app
 * OUTSIDE the workspace. `pnpm pack` both publishable packages, write a throwaway Vite + React app
 * in the system's temp folder that depends on the two tarballs (an override points the overlay's
 * own `@ldn/discovery-client` at the local tarball), install it from the registry (prefer-offline:
 * the store usually has everything) and `vite build` it with the discovery base URL taken from
 * `VITE_DISCOVERY_URL`. The package's `test` script builds this package first; turbo's `^build`
 * builds the discovery client (built here too when its dist is missing).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const overlayDir = path.resolve(here, '..');
const clientDir = path.resolve(overlayDir, '../discovery-client');
const DISCOVERY_URL = 'https://boutique-partenaire.example/discovery';

/** Versions the workspace already uses (so the store has them). */
const CONSUMER_DEPENDENCIES = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'styled-components': '6.6.0',
};
const CONSUMER_DEV_DEPENDENCIES = { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' };

/** The environment of a child pnpm: none of the workspace's own npm_* settings leak into it. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== 'PNPM_SCRIPT_SRC_DIR' && key !== 'INIT_CWD') env[key] = value;
  }
  return { ...env, CI: 'true', ...extra };
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  return execFileSync(command, args, { cwd, env: cleanEnv(env), encoding: 'utf8', stdio: 'pipe' });
}

function packInto(packageDir: string, destination: string): string {
  run('pnpm', ['pack', '--pack-destination', destination], packageDir);
  const name = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).name as string;
  const prefix = name.replace('@', '').replace('/', '-');
  const tarball = readdirSync(destination).find((file) => file.startsWith(prefix) && file.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`no tarball for ${name} in ${destination}`);
  return path.join(destination, tarball);
}

function listTarball(tarball: string): string[] {
  return run('tar', ['-tzf', tarball], path.dirname(tarball)).trim().split('\n');
}

function manifestOf(tarball: string): Record<string, unknown> {
  return JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json'], path.dirname(tarball)));
}

describe('pack and install in an app outside the workspace', () => {
  let root = '';
  let overlayTarball = '';
  let clientTarball = '';

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'ldn-overlay-consumer-'));
    if (!existsSync(path.join(clientDir, 'dist/index.js'))) run('pnpm', ['run', 'build'], clientDir);
    if (!existsSync(path.join(overlayDir, 'dist/index.js'))) run('pnpm', ['run', 'build'], overlayDir);
    const tarballs = path.join(root, 'tarballs');
    mkdirSync(tarballs);
    clientTarball = packInto(clientDir, tarballs);
    overlayTarball = packInto(overlayDir, tarballs);
  }, 240_000);

  afterAll(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  it('[S2.49] the tarball holds dist and README, points exports at dist, and names no workspace package', () => {
    const files = listTarball(overlayTarball);
    expect(files).toEqual(
      expect.arrayContaining(['package/package.json', 'package/README.md', 'package/dist/index.js', 'package/dist/index.d.ts']),
    );
    expect(files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    const manifest = manifestOf(overlayTarball);
    expect(manifest.exports).toEqual({ '.': { types: './dist/index.d.ts', import: './dist/index.js' } });
    expect(manifest.types).toBe('./dist/index.d.ts');
    expect(manifest.private).toBeUndefined();
    expect(manifest.version).toBe('0.1.0');
    const dependencies = manifest.dependencies as Record<string, string>;
    expect(dependencies['@ldn/discovery-client']).toBe(manifestOf(clientTarball).version);
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    expect(Object.keys(dependencies).filter((name) => name === '@ldn/ui-kit' || name === '@ldn/domain')).toEqual([]);
  });

  it(
    '[S2.49] a Vite React app installs both tarballs and builds with VITE_DISCOVERY_URL',
    () => {
      const app = path.join(root, 'app');
      mkdirSync(path.join(app, 'src'), { recursive: true });
      writeFileSync(
        path.join(app, 'package.json'),
        JSON.stringify(
          {
            name: 'overlay-consumer',
            private: true,
            type: 'module',
            dependencies: {
              ...CONSUMER_DEPENDENCIES,
              '@ldn/discovery-client': `file:${clientTarball}`,
              '@ldn/search-overlay': `file:${overlayTarball}`,
            },
            devDependencies: CONSUMER_DEV_DEPENDENCIES,
          },
          null,
          2,
        ),
      );
      // Its own workspace root (not the monorepo's): the override sends the overlay's dependency
      // on the client to the local tarball, esbuild may run its install script.
      writeFileSync(
        path.join(app, 'pnpm-workspace.yaml'),
        [
          'overrides:',
          `  '@ldn/discovery-client': 'file:${clientTarball}'`,
          'allowBuilds:',
          '  esbuild: true',
          'pmOnFail: ignore',
          '',
        ].join('\n'),
      );
      writeFileSync(
        path.join(app, 'index.html'),
        '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boutique</title></head>' +
          '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      );
      writeFileSync(
        path.join(app, 'vite.config.js'),
        "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [react()] });\n",
      );
      writeFileSync(
        path.join(app, 'src/main.jsx'),
        `import { createDiscoveryClient } from '@ldn/discovery-client';
import { ProductsOverlay } from '@ldn/search-overlay';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const client = createDiscoveryClient({ discoveryUrl: import.meta.env.VITE_DISCOVERY_URL });

function App() {
  const [open, setOpen] = useState(true);
  return (
    <ProductsOverlay
      open={open}
      client={client}
      onClose={() => setOpen(false)}
      onAddProduct={(product) => console.log('add', product.id, product.priceCents)}
      onViewProduct={(product) => window.location.assign(product.link ?? '/')}
    />
  );
}

createRoot(document.getElementById('root')).render(<App />);
`,
      );
      run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], app);
      expect(existsSync(path.join(app, 'node_modules/@ldn/search-overlay/dist/index.js'))).toBe(true);
      run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'error'], app, { VITE_DISCOVERY_URL: DISCOVERY_URL });
      const assets = path.join(app, 'dist/assets');
      const code = readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(assets, file), 'utf8'))
        .join('\n');
      expect(code).toContain(DISCOVERY_URL);
      expect(code).toContain('Recherchez un article ...');
    },
    240_000,
  );
});
