import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForNode } from '../test-support/node-bundle';

const WATCHDOG = fileURLToPath(new URL('./stall-watchdog.ts', import.meta.url));
const LIMIT_MS = 1500;

/**
 * The processes under test: each starts the watchdog, then blocks its event loop (`spin`), keeps
 * it turning for a while (`idle`), or ends at once (`done`).
 */
const PROGRAM = `
import { startStallWatchdog } from ${JSON.stringify(WATCHDOG)};
startStallWatchdog({ limitMs: ${LIMIT_MS} });
const mode = process.argv[2];
if (mode === 'spin') {
  setTimeout(() => {
    process.stdout.write('spinning\\n');
    const end = Date.now() + 60_000;
    while (Date.now() < end) {}
    process.stdout.write('the spin ended by itself\\n');
  }, 100);
}
if (mode === 'idle') setTimeout(() => process.stdout.write('still here\\n'), ${LIMIT_MS * 2});
`;

interface Ending {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

describe('startStallWatchdog', () => {
  let source: string;
  let folder: string;
  let script: string;

  beforeAll(async () => {
    source = await mkdtemp(path.join(tmpdir(), 'ldn-watchdog-'));
    await writeFile(path.join(source, 'program.ts'), PROGRAM);
    ({ folder, script } = await bundleForNode(path.join(source, 'program.ts'), '.watchdog-'));
  }, 60_000);

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await rm(source, { recursive: true, force: true });
  });

  function run(mode: 'spin' | 'idle' | 'done'): Promise<Ending> {
    const started = Date.now();
    const child = spawn(process.execPath, [script, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) => {
      child.on('close', (code, signal) =>
        resolve({ code, signal, stdout, stderr, ms: Date.now() - started }),
      );
    });
  }

  it('[issue 9 point 4] ends a process whose event loop is blocked (PGlite spinning) with SIGKILL and a fatal line', async () => {
    const ending = await run('spin');
    expect(ending.stdout).toBe('spinning\n');
    expect(ending.signal).toBe('SIGKILL');
    const line = JSON.parse(ending.stderr.trim()) as {
      level: number;
      msg: string;
      silentMs: number;
    };
    expect(line.level).toBe(60);
    expect(line.msg).toMatch(/^the event loop has not turned for \d+ s: the process ends/);
    expect(line.silentMs).toBeGreaterThan(LIMIT_MS);
    // Long before the 60-second spin would have ended by itself.
    expect(ending.ms).toBeLessThan(30_000);
  }, 40_000);

  it('leaves a process whose loop turns alone, and never keeps one alive', async () => {
    const idle = await run('idle');
    expect(idle).toMatchObject({ code: 0, signal: null, stdout: 'still here\n', stderr: '' });
    const done = await run('done');
    expect(done).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(done.ms).toBeLessThan(idle.ms);
  }, 40_000);
});
