import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../../package.json' with { type: 'json' };
import { createServer, type Server } from '../../server';
import { stubDatabase, testConfig } from '../../test-support/test-server';

describe('[S7.29] GET /api/ldn/public/v1/getVersion', () => {
  let app: Server;
  beforeAll(async () => {
    app = await createServer(testConfig(), { database: stubDatabase() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the version of the server package, without authentication', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ldn/public/v1/getVersion' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: packageJson.version });
  });
});
