#!/usr/bin/env node
/**
 * `pnpm test`: every check and every suite of the workspace, then one line of totals.
 *
 * Runs turbo's typecheck, lint, test and e2e tasks (all of them, even after a failure), adds up the
 * JSON reports the suites write to `test-results/`, counts each lint or typecheck task as one check,
 * and counts a test task that failed without a readable failure (a crash) as one failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findReports, summaryLine, totals } from './test-results.mjs';
import { latestRunSummary, taskResults } from './turbo-summary.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const startedAt = performance.now();
const TASKS = ['typecheck', 'lint', 'test', 'e2e'];
const SUITE_TASKS = new Set(['test', 'e2e']);

// Reports of an earlier run must not be counted again; cached tasks restore their own.
for (const file of findReports(root)) rmSync(path.dirname(file), { recursive: true, force: true });

// `pnpm test -- --force` hands over a leading '--': turbo would pass what follows to every task.
const extra = process.argv.slice(2).filter((arg) => arg !== '--');
// Two tasks at a time on the two-core machines: each suite (a PostgreSQL, jsdom, a Chromium)
// already uses the cores it gets; more at once only turns into timeouts.
const CONCURRENCY = process.env.LDN_TEST_CONCURRENCY ?? '2';
const run = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', ...TASKS, '--continue', '--summarize', `--concurrency=${CONCURRENCY}`, ...extra],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
const status = run.status ?? 1;

const counts = { passed: 0, failed: 0 };
const summary = latestRunSummary(root);
const tasks = taskResults(summary);
for (const { task, directory, exitCode } of tasks) {
  if (!SUITE_TASKS.has(task)) {
    counts[exitCode === 0 ? 'passed' : 'failed'] += 1;
    continue;
  }
  const own = findReports(path.join(root, directory));
  const suite = totals(own);
  counts.passed += suite.passed;
  counts.failed += suite.failed;
  // A suite that exited non-zero without a failing test (a crash, a coverage threshold) failed.
  if (exitCode !== 0 && suite.failed === 0) counts.failed += 1;
}
if (status !== 0 && counts.failed === 0) counts.failed = 1;

const line = summaryLine(counts);
mkdirSync(path.join(root, '.turbo'), { recursive: true });
writeFileSync(path.join(root, '.turbo', 'test-totals.txt'), `${line}\n`);
console.log('');
console.log(`Wall time: ${formatDuration(performance.now() - startedAt)}`);
console.log(line);
process.exit(status);

/** `12 min 05 s`. */
function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
