import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

/** What a browser bench prints and writes into docs/performance.md (its own section only). */

const PERFORMANCE_DOC = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));

/** The median; NaN for no value. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The `q` quantile of `values`, by the nearest-rank method. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/** The 1, 5 and 15 minute load averages, as `1.2 / 3.4 / 5.6`. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

/**
 * Said after a run's load averages: with more runnable tasks than cores, the run measured the
 * machine's other work as much as the code, so its verdicts do not stand.
 */
export const loadCaveat = (): string =>
  (os.loadavg()[0] ?? 0) > os.cpus().length
    ? ' The machine was busier than its cores: these figures are not a verdict.'
    : '';

/** Where and what was measured: the date and time (UTC), the commit, the machine. */
export function measuredOn(): { when: string; commit: string; machine: string } {
  // BENCH_COMMIT names what a copy outside git (`git archive`) was made from.
  let commit = process.env.BENCH_COMMIT ?? 'unknown commit';
  if (process.env.BENCH_COMMIT === undefined) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      // Outside a checkout: said as such.
    }
  }
  return {
    when: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    commit,
    machine: `${process.platform}, ${String(os.cpus().length)} cores shared with other work`,
  };
}

/** A Markdown table of `rows` under `header`. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Replaces the section of docs/performance.md that starts with `heading` (up to the next `## `),
 * or adds it at the end: each bench keeps only its latest figures there.
 */
export async function writeSection(heading: string, body: string): Promise<void> {
  let document = await readFile(PERFORMANCE_DOC, 'utf8');
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = document.indexOf(`\n${heading}\n`);
  if (start === -1) {
    document = `${document.trimEnd()}\n\n${section}`;
  } else {
    const next = document.indexOf('\n## ', start + 1);
    document = `${document.slice(0, start + 1)}${section}${next === -1 ? '' : document.slice(next)}`;
  }
  await writeFile(PERFORMANCE_DOC, `${document.trimEnd()}\n`);
}
