#!/usr/bin/env node
/** Prints the totals line of the last `pnpm test` run again (used as the last line of `.ci/run`). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const file = path.join(root, '.turbo', 'test-totals.txt');
let line;
try {
  line = readFileSync(file, 'utf8').trim();
} catch {
  line = '0 passed, 1 failed';
}
console.log(line);
