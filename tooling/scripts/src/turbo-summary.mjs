import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest run summary turbo wrote with `--summarize`, or undefined. */
export function latestRunSummary(root) {
  const dir = path.join(root, '.turbo', 'runs');
  let files;
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return undefined;
  }
  const newest = files
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest ? JSON.parse(readFileSync(newest, 'utf8')) : undefined;
}

/** Every task of a run: { pkg, task, directory (relative to the root), exitCode }. */
export function taskResults(summary) {
  return (summary?.tasks ?? []).map((t) => ({
    pkg: t.package,
    task: t.task,
    directory: t.directory,
    exitCode: t.execution?.exitCode ?? 1,
  }));
}
