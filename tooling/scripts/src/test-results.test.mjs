import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countReport, findReports, summaryLine, totals } from './test-results.mjs';

describe('test totals for CI', () => {
  it('reads a Vitest JSON report', () => {
    expect(countReport({ numPassedTests: 12, numFailedTests: 2, testResults: [] })).toEqual({ passed: 12, failed: 2 });
  });

  it('counts a test file that failed before any test ran as a failure', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [{ status: 'failed', assertionResults: [] }, { status: 'passed', assertionResults: [{}] }],
    };
    expect(countReport(report)).toEqual({ passed: 3, failed: 1 });
  });

  it('reads a Playwright JSON report, flaky tests passed on retry', () => {
    expect(countReport({ stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 1 } })).toEqual({ passed: 7, failed: 1 });
  });

  it('counts an unreadable report as one failure', () => {
    expect(countReport(undefined)).toEqual({ passed: 0, failed: 1 });
    expect(countReport({ something: 'else' })).toEqual({ passed: 0, failed: 1 });
    const read = () => {
      throw new SyntaxError('Unexpected end of JSON input');
    };
    expect(totals(['broken.json'], read)).toEqual({ passed: 0, failed: 1 });
  });

  it('adds up every report found under the workspace, skipping node_modules', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ldn-results-'));
    const write = (rel, body) => {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), JSON.stringify(body));
    };
    write('packages/domain/test-results/vitest.json', { numPassedTests: 10, numFailedTests: 0 });
    write('apps/web/test-results/playwright.json', { stats: { expected: 4, unexpected: 1 } });
    write('node_modules/x/test-results/vitest.json', { numPassedTests: 99, numFailedTests: 99 });
    const files = findReports(root);
    expect(files).toHaveLength(2);
    expect(summaryLine(totals(files))).toBe('14 passed, 1 failed');
  });
});
