/**
 * The size budget of the first page: the JavaScript a relative downloads to open a shared list
 * (`/list/{id}`), gzip, against the floor of the bare stack built the same way in the same run.
 *
 * What a page downloads is read from Vite's manifest: the entry chunk of index.html with every
 * chunk it imports statically (the browser fetches them before running anything) and the chunks
 * it imports dynamically (the web app's entry imports only the app, as soon as the first view is
 * painted) with theirs, plus the chunk
 * of the ListById route and its static imports (the router loads it on the first navigation).
 * Dynamic imports are left out: they load after the list is shown, when a popup, a parent's part
 * or another page asks. The virtualiser of a list of more than 60 items
 * (`@tanstack/react-virtual`) is a static import, counted. Each file is counted once, gzip at
 * level 9, as a CDN serves it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FLOOR_DIR = path.resolve(HERE, '../floor');
export const WEB_DIST = path.resolve(HERE, '../../../apps/web/dist');
/** The route module of `/list/{id}` (`SHELL_SCREENS` of packages/app-shell, mapped by apps/web's router). */
export const LIST_ROUTE = '../../packages/app-shell/src/routes/list-by-id-route.tsx';
/**
 * At most 1.6 times the floor: a guard against an accidental heavy import, loose enough that a
 * maintained library may replace hand-written code where it serves maintenance (the earlier 1.25
 * pushed libraries out; docs/performance.md).
 */
export const BUDGET_RATIO = 1.6;

/**
 * The JS files a first visit loads, with their gzip sizes in bytes: the entry's with its static
 * and dynamic imports, and those of the manifest keys `modules` (route modules) with their static
 * imports.
 */
export function initialJavaScript(dist, ...modules) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entry === undefined) throw new Error(`no entry chunk in ${dist}`);
  visit(entry);
  for (const imported of manifest[entry].dynamicImports ?? []) visit(imported);
  for (const module of modules) {
    if (manifest[module] === undefined) throw new Error(`no chunk for ${module} in ${dist}`);
    visit(module);
  }
  return [...seen]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    }));
}

/** Builds the floor page (floor/) with Vite into floor/dist. */
export function buildFloor() {
  const vite = path.join(
    path.dirname(fileURLToPath(import.meta.resolve('vite/package.json'))),
    'bin/vite.js',
  );
  const config = path.join(FLOOR_DIR, 'vite.config.js');
  execFileSync(process.execPath, [vite, 'build', '--config', config], {
    cwd: FLOOR_DIR,
    stdio: 'pipe',
    // As `vite build` of the app runs: a test runner's NODE_ENV=test would build React's
    // development code and inflate the floor.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return path.join(FLOOR_DIR, 'dist');
}

const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);

/** The floor and `/list/{id}` with their ratio, measured now (`app`: any list's first JavaScript). */
export function measureBudget() {
  const floorFiles = initialJavaScript(buildFloor());
  const appFiles = initialJavaScript(WEB_DIST, LIST_ROUTE);
  const floor = sum(floorFiles);
  const app = sum(appFiles);
  return { floor, app, ratio: app / floor, appFiles, floorFiles };
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
