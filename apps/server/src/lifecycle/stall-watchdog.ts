import { Worker } from 'node:worker_threads';

/**
 * How often the event loop marks that it turns, and how often the watchdog looks: several beats a
 * look, so that a turning loop has always beaten since the last look, whatever the timers' drift.
 */
const BEAT_MS = 250;
const LOOK_MS = 1000;

/**
 * The watchdog's thread. The event loop adds one to a shared counter every beat; the thread looks
 * every second and counts the looks in a row that found the counter unchanged. When they cover
 * more than the limit, it writes one fatal JSON line on stderr (synchronously: the process is
 * about to end) and kills the process with SIGKILL, the one signal that needs nothing of the
 * blocked loop. Silence is counted in the thread's own looks, never read off a clock: a wall clock
 * set forward (NTP) or a machine paused and resumed (a VM migrated, a laptop's lid) moves every
 * clock at once, and comparing the time of the loop's last beat with the time now would kill a
 * healthy process (the likeliest end of an idle e2e server in one CI run); a pause costs one look.
 * It is code of its own rather than a file, so the server's one-file build needs no second entry.
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beats = new Int32Array(workerData.beats);
let lastBeat = Atomics.load(beats, 0);
let silentLooks = 0;
setInterval(() => {
  const beat = Atomics.load(beats, 0);
  if (beat !== lastBeat) {
    lastBeat = beat;
    silentLooks = 0;
    return;
  }
  silentLooks += 1;
  const silentMs = silentLooks * workerData.lookMs;
  if (silentMs <= workerData.limitMs) return;
  const line = {
    level: 60,
    time: Date.now(),
    pid: process.pid,
    silentMs,
    msg: 'the event loop has not turned for ' + Math.round(silentMs / 1000) + ' s: the process ends, to be started again',
  };
  writeSync(2, JSON.stringify(line) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.lookMs);
`;

/** The running watchdog. */
export interface StallWatchdog {
  stop(): Promise<void>;
}

/**
 * Ends the process when its event loop has not turned for `limitMs` (`LDN_STALL_EXIT_SECONDS`).
 *
 * The embedded engine (PGlite 0.5.16) now and then spins for ever inside a statement
 * (electric-sql/pglite#1068, docs/testing.md). It runs on the main thread, so the server then
 * answers nothing, its health check included, and never recovers by itself. A thread of its own,
 * which the spin does not block, sees the loop's beats stop and ends the process, so that what
 * runs it starts it again (`pnpm start` does, as systemd or Kubernetes would in production):
 * PostgreSQL's recovery at the next start keeps every committed write (a payment confirmed before
 * the stall included), and a request that was running gets no answer and is retried by its client.
 *
 * Both threads' timers are unref'd: the watchdog never keeps the process alive.
 */
export function startStallWatchdog(options: { limitMs: number }): StallWatchdog {
  const beats = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const beat = (): void => {
    Atomics.add(beats, 0, 1);
  };
  const beating = setInterval(beat, BEAT_MS);
  beating.unref();
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { beats: beats.buffer, limitMs: options.limitMs, lookMs: LOOK_MS },
  });
  worker.unref();
  return {
    stop: async () => {
      clearInterval(beating);
      await worker.terminate();
    },
  };
}
