import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, flushLogger, LOG_FLUSH_INTERVAL_MS, quieterOf } from './logger';

describe('createLogger', () => {
  it('writes a lone line out within the flush interval, though its batch is far from full', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'ldn-log-'));
    const file = path.join(folder, 'server.log');
    try {
      const logger = createLogger('info', file);
      logger.error({ job: 'nightly' }, 'one error on a quiet server');
      const deadline = Date.now() + LOG_FLUSH_INTERVAL_MS * 3;
      let written = '';
      while (!written.includes('one error on a quiet server') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        written = await readFile(file, 'utf8').catch(() => '');
      }
      expect(JSON.parse(written.trim())).toMatchObject({
        level: 50,
        job: 'nightly',
        msg: 'one error on a quiet server',
      });
      await flushLogger(logger);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('quieterOf', () => {
  it.each([
    ['info', 'warn', 'warn'],
    ['error', 'warn', 'error'],
    ['silent', 'warn', 'silent'],
    ['trace', 'debug', 'debug'],
  ] as const)('quieterOf(%s, %s) is %s', (a, b, expected) => {
    expect(quieterOf(a, b)).toBe(expected);
  });
});
