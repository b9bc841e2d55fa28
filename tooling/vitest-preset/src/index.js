import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

/** The jsdom stand-ins every jsdom package needs (see jsdom-stubs.js). */
const JSDOM_STUBS = fileURLToPath(new URL('./jsdom-stubs.js', import.meta.url));

/**
 * The one Vitest setup of the workspace.
 *
 * - Only `src/**\/*.test.{ts,tsx}` are unit tests, so Playwright's `*.spec.ts` journeys are never
 *   picked up by Vitest.
 * - Besides the console reporter, every run writes `test-results/vitest.json`; `.ci/run` adds these
 *   files up into its final `N passed, N failed` line.
 * - With `environment: 'jsdom'`, the browser APIs jsdom lacks are stubbed before a package's own
 *   setup files (which add jest-dom and Testing Library's cleanup with the package's own copy).
 */
/**
 * @param {import('./index').PresetOptions} [options]
 * @param {import('vitest/config').ViteUserConfig} [overrides]
 */
export function vitestPreset(options = {}, overrides = {}) {
  const base = defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: options.environment ?? 'node',
      setupFiles: options.environment === 'jsdom' ? [JSDOM_STUBS] : [],
      // \`pnpm test\` runs every package at once on two cores: generous limits keep a slow machine
      // from failing a correct test. Speed is shown by \`pnpm bench\`, never by a timeout.
      testTimeout: 60_000,
      hookTimeout: 180_000,
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/vitest.json' },
      coverage: options.coverage
        ? {
            enabled: true,
            provider: 'v8',
            include: ['src/**/*.{ts,tsx}'],
            exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/**/index.ts'],
            reporter: ['text-summary', 'json-summary'],
            thresholds: { ...options.coverage },
          }
        : { enabled: false },
    },
  });
  return mergeConfig(base, overrides);
}
