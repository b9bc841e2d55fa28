import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', '.git', '.turbo', 'dist', '.data']);

/** Every `test-results/*.json` report under `root` (Vitest and Playwright JSON reporters). */
export function findReports(root) {
  const found = [];
  const walk = (dir, depth) => {
    if (depth > 4) return;
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const full = path.join(dir, name);
      if (!statSync(full).isDirectory()) continue;
      if (name === 'test-results') {
        for (const file of readdirSync(full)) if (file.endsWith('.json')) found.push(path.join(full, file));
      } else {
        walk(full, depth + 1);
      }
    }
  };
  walk(root, 0);
  return found.sort();
}

/**
 * Passed and failed counts of one report. Vitest writes `numPassedTests`/`numFailedTests`
 * (Jest's shape); Playwright writes `stats.expected`/`stats.unexpected`/`stats.flaky`.
 * A file that is neither is counted as one failure: a suite whose result cannot be read did not pass.
 */
export function countReport(report) {
  if (report && typeof report.numPassedTests === 'number') {
    const suiteErrors = Array.isArray(report.testResults)
      ? report.testResults.filter((r) => r.status === 'failed' && r.assertionResults?.length === 0).length
      : 0;
    return { passed: report.numPassedTests, failed: report.numFailedTests + suiteErrors };
  }
  if (report?.stats && typeof report.stats.expected === 'number') {
    return {
      passed: report.stats.expected + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected,
    };
  }
  return { passed: 0, failed: 1 };
}

/** Totals over every report; an unreadable report counts as one failure. */
export function totals(files, read = (file) => JSON.parse(readFileSync(file, 'utf8'))) {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    let report;
    try {
      report = read(file);
    } catch {
      report = undefined;
    }
    const counts = countReport(report);
    passed += counts.passed;
    failed += counts.failed;
  }
  return { passed, failed };
}

/** The line CI reads: exactly `N passed, N failed`. */
export const summaryLine = ({ passed, failed }) => `${passed} passed, ${failed} failed`;
