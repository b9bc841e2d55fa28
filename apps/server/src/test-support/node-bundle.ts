import { cp, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

/** apps/server: bundles are written inside it, so they find its node_modules. */
export const SERVER_FOLDER = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles `entry` for a child `node` process, as the server's own build does (one ESM file, the
 * workspace packages inside, npm dependencies from node_modules), into a new folder named
 * `<prefix>...` in the server's folder; the caller removes it. Returns the folder and the script.
 */
export async function bundleForNode(
  entry: string,
  prefix: string,
): Promise<{ folder: string; script: string }> {
  const folder = await mkdtemp(path.join(SERVER_FOLDER, prefix));
  const name = path.basename(entry, path.extname(entry));
  await build({
    entry: { [name]: entry },
    outDir: folder,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    noExternal: [/^@ldn\//],
    silent: true,
    config: false,
  });
  return { folder, script: path.join(folder, `${name}.js`) };
}

/** The server (`src/main.ts`) bundled, its migrations next to it as `pnpm build` lays them out. */
export async function bundleServer(prefix: string): Promise<{ folder: string; script: string }> {
  const bundle = await bundleForNode(path.join(SERVER_FOLDER, 'src/main.ts'), prefix);
  await cp(path.join(SERVER_FOLDER, 'src/db/migrations'), path.join(bundle.folder, 'migrations'), {
    recursive: true,
  });
  return bundle;
}
