import { Writable } from 'node:stream';
import { pino } from 'pino';
import { logSerializers } from '../logger';

/**
 * A logger that keeps its JSON lines, for tests that check what the server logged (or did not);
 * with the serializers of the process's logger, so the lines are those production writes.
 */
export function capturingLogger(level: 'info' | 'debug' = 'info'): {
  logger: ReturnType<typeof pino>;
  lines: () => string;
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    logger: pino({ level, serializers: logSerializers }, stream),
    lines: () => chunks.join(''),
  };
}
