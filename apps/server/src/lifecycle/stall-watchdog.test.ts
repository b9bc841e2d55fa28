import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForNode } from '../test-support/node-bundle';

const WATCHDOG = fileURLToPath(new URL('./stall-watchdog.ts', import.meta.url));
const LIMIT_MS = 2500;
/** How long the test keeps a `paused` process stopped: longer than the limit. */
const PAUSE_MS = LIMIT_MS * 2;

/**
 * The processes under test: each starts the watchdog, then blocks its event loop (`spin`), keeps
 * it turning for a while (`idle`, or `paused`, which the test stops and resumes), or ends at once
 * (`done`).
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
if (mode === 'paused') {
  // Once the watchdog looks, stopped by the test while its loop is busy for a moment (legitimately,
  // for less than a look): at the resumption, the watchdog looks before the loop can beat.
  setTimeout(() => {
    process.stdout.write('ready\\n');
    const end = Date.now() + 300;
    while (Date.now() < end) {}
    setTimeout(() => process.stdout.write('still here\\n'), ${PAUSE_MS + 3000});
  }, 1500);
}
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

  /** Runs the program in `mode`; `onReady` is called once when it has written 'ready'. */
  function run(
    mode: 'spin' | 'idle' | 'paused' | 'done',
    onReady?: (child: ChildProcess) => void,
  ): Promise<Ending> {
    const started = Date.now();
    const child = spawn(process.execPath, [script, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (onReady !== undefined && stdout.startsWith('ready\n')) {
        onReady(child);
        onReady = undefined;
      }
    });
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

  it('leaves a process that was paused for longer than the limit, then resumed (a VM paused, a clock set forward)', async () => {
    // SIGSTOP freezes both threads, as a paused machine does; every clock has moved on at the
    // resumption, and only the loop's beats, not the time they were taken, say whether it turns.
    const ending = await run('paused', (child) => {
      child.kill('SIGSTOP');
      void sleep(PAUSE_MS).then(() => child.kill('SIGCONT'));
    });
    expect(ending).toMatchObject({
      code: 0,
      signal: null,
      stdout: 'ready\nstill here\n',
      stderr: '',
    });
    expect(ending.ms).toBeGreaterThan(PAUSE_MS);
  }, 40_000);
});
