/**
 * The size budget of issue 9 point 1: the JavaScript a relative downloads to open a shared list
 * (`/list/{id}`), gzip, against the floor of the bare stack built the same way in the same run.
 *
 * What a page downloads is read from Vite's manifest: the entry chunk of index.html with every
 * chunk it imports statically (the browser fetches them before running anything), plus the chunk
 * of the ListById route and its static imports (the router loads it on the first navigation).
 * Dynamic imports are left out: they load later, when a popup or another page asks. Each file is
 * counted once, gzip at level 9, as a CDN serves it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const FLOOR_DIR = path.resolve(HERE, '../floor');
export const WEB_DIST = path.resolve(HERE, '../../../apps/web/dist');
/** The route module of `/list/{id}` (apps/web/src/app/router.tsx). */
export const LIST_ROUTE = 'src/routes/list-by-id-route.tsx';
/** Issue 9 point 1: at most 1.25 times the floor. */
export const BUDGET_RATIO = 1.25;

/** The JS files a first visit of `route` loads, with their gzip sizes in bytes. */
export function initialJavaScript(dist, route) {
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
  if (route !== undefined) {
    if (manifest[route] === undefined) throw new Error(`no chunk for ${route} in ${dist}`);
    visit(route);
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

/** Both figures and their ratio, measured now. */
export function measureBudget() {
  const floorFiles = initialJavaScript(buildFloor());
  const appFiles = initialJavaScript(WEB_DIST, LIST_ROUTE);
  const floor = sum(floorFiles);
  const app = sum(appFiles);
  return { floor, app, ratio: app / floor, appFiles, floorFiles };
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
