import { afterEach, describe, expect, it } from 'vitest';
import { looseAnswers, startTestApi } from './handlers';
import { API_BASE } from './server';
import { resetApiClientConfig } from '@ldn/api-client';

afterEach(() => resetApiClientConfig());

const send = (method: string, path: string, body?: unknown) =>
  fetch(`${API_BASE}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });

describe('the test api (MSW)', () => {
  it("answers a 'METHOD fragment' key for that method only, and records the path", async () => {
    const requests = startTestApi({
      api: { 'DELETE /ldn/v1/list/': { status: 204, body: null } },
    });
    const deleted = await send('DELETE', '/ldn/v1/list/demo00parent');
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await send('GET', '/ldn/v1/list/demo00parent')).status).toBe(404);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /ldn/v1/list/demo00parent',
      'GET /ldn/v1/list/demo00parent',
    ]);
  });

  it('looseAnswers: a body is a 200, an answer is kept, a function reads the parsed request', async () => {
    startTestApi({
      api: looseAnswers({
        getUserProfil: { logged: false },
        'POST createList': ({ body, path }: { body: unknown; path: string }) => ({
          status: 201,
          body: { path, sent: body },
        }),
        refused: { status: 409, body: { code: 'CONFLICT' } },
      }),
    });
    const profile = await send('GET', '/ldn/v1/getUserProfil/');
    expect([profile.status, await profile.json()]).toEqual([200, { logged: false }]);
    const created = await send('POST', '/ldn/v1/createList', { title: 'Léa' });
    expect([created.status, await created.json()]).toEqual([
      201,
      { path: '/ldn/v1/createList', sent: { title: 'Léa' } },
    ]);
    expect((await send('GET', '/refused')).status).toBe(409);
  });
});
