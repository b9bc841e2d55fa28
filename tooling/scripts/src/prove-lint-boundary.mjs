#!/usr/bin/env node
/**
 * Shows that `pnpm lint` refuses a forbidden cross-package import, on the real files and the real
 * command: writes `packages/domain/src/lint-boundary-probe.ts` importing `@ldn/ui-kit`, runs the
 * domain's lint, expects it to FAIL with the dependency-direction rule, then removes the file.
 * Run: `node tooling/scripts/src/prove-lint-boundary.mjs` (exits 0 when the proof holds).
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const probe = path.join(root, 'packages/domain/src/lint-boundary-probe.ts');

writeFileSync(probe, "import { theme } from '@ldn/ui-kit';\n\nexport const probe = theme;\n");
try {
  const lint = spawnSync('pnpm', ['--filter', '@ldn/domain', 'lint'], { cwd: root, encoding: 'utf8' });
  const output = `${lint.stdout}${lint.stderr}`;
  const refused = lint.status !== 0 && output.includes('ldn/dependency-direction');
  console.log(output.trim());
  console.log(
    refused
      ? '\nProof holds: the forbidden import of @ldn/ui-kit from @ldn/domain fails `pnpm lint`.'
      : '\nProof FAILED: the forbidden import was not refused.',
  );
  process.exitCode = refused ? 0 : 1;
} finally {
  rmSync(probe, { force: true });
}
