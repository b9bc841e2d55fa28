import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { capturingLogger } from '../test-support/capturing-logger';
import { AccessLogController } from './request-log';

interface Line {
  level: number;
  msg: string;
  reqId: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

/** The servers a test opened, closed after it. */
const opened: { close: () => PromiseLike<unknown> }[] = [];

/** A server with the access log controller, logging at `level` into memory. */
async function serverLoggingAt(level: 'info' | 'debug') {
  const capture = capturingLogger(level);
  const app = Fastify({ loggerInstance: capture.logger, logController: new AccessLogController() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
  app.get('/crash', async () => {
    throw new Error('boom');
  });
  await app.ready();
  opened.push(app);
  const lines = (): Line[] =>
    capture
      .lines()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line);
  return { app, lines };
}

describe('AccessLogController', () => {
  afterEach(async () => {
    for (const app of opened.splice(0)) await app.close();
  });

  it('writes one line a request at info: the request, its status and its time', async () => {
    const server = await serverLoggingAt('info');
    const response = await server.app.inject({ method: 'GET', url: '/ok?x=1' });
    expect(response.statusCode).toBe(200);
    const lines = server.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/ok?x=1', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(lines[0]?.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('keeps the incoming line at debug, with the same request id as the completed one', async () => {
    const server = await serverLoggingAt('debug');
    await server.app.inject({ method: 'GET', url: '/ok' });
    const lines = server.lines();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [30, 'request completed'],
    ]);
    expect(lines[0]?.reqId).toBe(lines[1]?.reqId);
    expect(lines[0]?.req).toMatchObject({ method: 'GET', url: '/ok' });
  });

  it('a failed request: the error handler’s line, then its access line with the 500', async () => {
    const server = await serverLoggingAt('info');
    const response = await server.app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    const lines = server.lines();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'boom'],
      [30, 'request completed'],
    ]);
    expect(lines[1]).toMatchObject({ req: { url: '/crash' }, res: { statusCode: 500 } });
    expect(lines[0]?.reqId).toBe(lines[1]?.reqId);
  });

  it('writes no header: cookies and credentials sent never reach the line', async () => {
    const server = await serverLoggingAt('debug');
    await server.app.inject({
      method: 'GET',
      url: '/ok',
      headers: {
        cookie: 'principalCookie=secret-session-value',
        authorization: 'Bearer secret-bearer-value',
        'x-xsrf-token': 'secret-xsrf-value',
      },
    });
    const lines = server.lines();
    expect(lines).toHaveLength(2);
    const written = JSON.stringify(lines);
    for (const secret of ['secret-session-value', 'secret-bearer-value', 'secret-xsrf-value']) {
      expect(written).not.toContain(secret);
    }
    expect(written).not.toContain('headers');
  });

  it('follows a route’s own level (health probes log no access line at warn)', async () => {
    const server = await serverLoggingAt('info');
    await server.app.inject({ method: 'GET', url: '/quiet' });
    expect(server.lines()).toEqual([]);
  });
});
