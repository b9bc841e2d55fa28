import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../server';
import { openTestDatabase } from '../../test-support/test-database';
import { stubDatabase, testConfig } from '../../test-support/test-server';

describe(`GET /health`, () => {
  let app: Server;
  let url = '';
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestDatabase();
    dispose = opened.dispose;
    app = await createServer(testConfig(), { database: opened.database });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  it('answers 200 over real HTTP when the database answers', async () => {
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('GET /health without a database', () => {
  it('answers 503 when the database fails', async () => {
    const app = await createServer(testConfig(), {
      database: stubDatabase(() => Promise.reject(new Error('connection refused'))),
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 when the database does not answer in time', async () => {
    const app = await createServer(testConfig(), {
      database: stubDatabase(() => new Promise(() => undefined)),
    });
    try {
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await app.close();
    }
  });
});
