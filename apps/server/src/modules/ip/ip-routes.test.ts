import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../server';
import { stubDatabase, testConfig } from '../../test-support/test-server';

describe('[S7.48] GET /ip', () => {
  let app: Server;
  beforeAll(async () => {
    app = await createServer(testConfig(), { database: stubDatabase() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S7.48] answers the address of the requester, without authentication', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('[S7.48] ignores X-Forwarded-For unless the server trusts its proxy, so a client cannot forge it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(response.json()).toEqual({ ip: '203.0.113.7' });
  });

  it('[S7.48] reads X-Forwarded-For from a trusted proxy (TRUST_PROXY)', async () => {
    const behindProxy = await createServer(testConfig({ TRUST_PROXY: '10.0.0.0/8' }), {
      database: stubDatabase(),
    });
    try {
      const trusted = await behindProxy.inject({
        method: 'GET',
        url: '/ip',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(trusted.json()).toEqual({ ip: '198.51.100.1' });
      const untrusted = await behindProxy.inject({
        method: 'GET',
        url: '/ip',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(untrusted.json()).toEqual({ ip: '203.0.113.7' });
    } finally {
      await behindProxy.close();
    }
  });
});
