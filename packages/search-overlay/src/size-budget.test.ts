// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * House style 16: a size budget of what a host app downloads for the overlay (react, react-dom,
 * styled-components, Radix, TanStack Query and the discovery client excluded: they are peers or
 * dependencies, which a host that uses them shares). The package's `test` script builds `dist/` first. The budget sits a little above
 * the bundle (22,393 bytes when it was last raised, as TanStack Query's infinite query took over
 * the data fetching: the library is a dependency and not counted, the code that drives it is), so
 * any growth is a decision, recorded with a changeset; the history of each raise is in git.
 */
const BUDGET_GZIP_BYTES = 22_700;
const bundle = fileURLToPath(new URL('../dist/index.js', import.meta.url));

describe('size budget', () => {
  it(`[S2.49] dist/index.js stays under ${BUDGET_GZIP_BYTES} bytes gzipped`, () => {
    expect(existsSync(bundle), 'dist/index.js is missing: run `pnpm --filter @ldn/search-overlay build`').toBe(true);
    const size = gzipSync(readFileSync(bundle), { level: 9 }).length;
    expect(size).toBeGreaterThan(1_000);
    expect(size).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it('[S2.49] bundles the private ui-kit and domain, and imports only its declared modules', () => {
    const code = readFileSync(bundle, 'utf8');
    const imported = [...code.matchAll(/^import .* from ['"]([^'"]+)['"];?$/gm)].map((match) => match[1]);
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    const allowed = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
    const packageOf = (specifier: string) =>
      specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((specifier) => !allowed.includes(packageOf(specifier ?? '') ?? ''))).toEqual([]);
    expect(code).not.toMatch(/from ['"]@ldn\/(ui-kit|domain)['"]/);
  });
});
