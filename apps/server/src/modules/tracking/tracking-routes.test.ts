import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackingActivities, trackingEvents } from '../../db/schema';
import { useTestApp } from '../../test-support/test-app';

/** [S7.51] [S7.52] The activity tracking of the discovery SDK, stored in PostgreSQL. */
describe('tracking service', () => {
  const server = useTestApp();

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const post = async (url: string, payload: unknown) => {
    const response = await server.app.inject({ method: 'POST', url, payload: payload as object });
    return {
      status: response.statusCode,
      body: response.json() as Record<string, unknown>,
      headers: response.headers,
    };
  };
  const event = (typeId: string, extra: Record<string, unknown> = {}) => ({
    timestamp: '2026-10-01T09:00:00.000Z',
    type_id: typeId,
    ...extra,
  });
  const batch = (events: unknown[], extra: Record<string, unknown> = {}) => ({
    user_id: 'u-1',
    track_id: 't-1',
    source: 'api',
    version: '1',
    events,
    ...extra,
  });

  it('[S7.51] without consent: mints ids for the answer and stores neither ids nor any address', async () => {
    const { status, body, headers } = await post('/tracking/activity/create', {
      timestamp: '2026-10-01T09:00:00.000Z',
      user_agent: 'Mozilla/5.0 (test)',
    });
    expect(status).toBe(200);
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(body.code).toBe('OK');
    expect(body.user_id).toMatch(UUID);
    expect(body.track_id).toMatch(UUID);
    expect(body.user_id).not.toBe(body.track_id);
    const rows = await server.database.db
      .select()
      .from(trackingActivities)
      .orderBy(asc(trackingActivities.id));
    expect(rows.map((row) => [row.userId, row.trackId, row.userAgent, row.ipSource])).toEqual([
      [null, null, 'Mozilla/5.0 (test)', null],
    ]);
    expect(rows[0]?.clientTimestamp.toISOString()).toBe('2026-10-01T09:00:00.000Z');
  });

  it('[S7.51] with consent: echoes and stores the ids and the address the client sent', async () => {
    const { body } = await post('/tracking/activity/create', {
      timestamp: '2026-10-01T10:00:00+02:00',
      user_agent: 'Mozilla/5.0 (consent)',
      user_id: 'user-42',
      track_id: 'track-42',
      ip_source: '203.0.113.7',
    });
    expect(body).toEqual({ code: 'OK', user_id: 'user-42', track_id: 'track-42' });
    const rows = await server.database.db
      .select()
      .from(trackingActivities)
      .orderBy(asc(trackingActivities.id));
    expect(rows.at(-1)).toMatchObject({
      userId: 'user-42',
      trackId: 'track-42',
      ipSource: '203.0.113.7',
    });
    const bad = await post('/tracking/activity/create', { timestamp: 'hier', user_agent: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'KO', status: 400, service: 'tracking' });
    expect(String(bad.body.error)).toContain('timestamp');
  });

  it('[S7.52] [S3.17] stores a batch of events with their fields, api and tag sources', async () => {
    const { status, body } = await post(
      '/tracking/activity/events',
      batch([
        event('search', {
          expression: 'poussette',
          total: 30,
          location_name: 'overlay',
          namespace: 'discovery',
        }),
        event('visited', {
          urls: {
            link: 'https://liste.example.fr/product/12345678',
            doc_link: 'https://liste.example.fr/x',
          },
          breadcrumb: ['Balade', 'Poussettes'],
          tag: 'card',
          delivery_mode: 'home',
        }),
      ]),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ code: 'OK', count: 2 });
    const tag = await post(
      '/tracking/activity/events',
      batch([event('confirmed')], { source: 'tag' }),
    );
    expect(tag.body).toEqual({ code: 'OK', count: 1 });
    const rows = await server.database.db
      .select()
      .from(trackingEvents)
      .orderBy(asc(trackingEvents.id));
    expect(
      rows.map((row) => [row.typeId, row.source, row.userId, row.trackId, row.version]),
    ).toEqual([
      ['search', 'api', 'u-1', 't-1', '1'],
      ['visited', 'api', 'u-1', 't-1', '1'],
      ['confirmed', 'tag', 'u-1', 't-1', '1'],
    ]);
    expect(rows[0]).toMatchObject({
      expression: 'poussette',
      total: 30,
      locationName: 'overlay',
      namespace: 'discovery',
    });
    expect(rows[1]).toMatchObject({
      link: 'https://liste.example.fr/product/12345678',
      docLink: 'https://liste.example.fr/x',
      breadcrumb: ['Balade', 'Poussettes'],
      tag: 'card',
      deliveryMode: 'home',
    });
    expect(rows[0]?.occurredAt.toISOString()).toBe('2026-10-01T09:00:00.000Z');
  });

  it('[S7.52] [S8.5] refuses a batch without user id, session id or a valid source, with the spec messages', async () => {
    const refused = async (payload: unknown, error: string) => {
      const { status, body } = await post('/tracking/activity/events', payload);
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'KO', status: 400, service: 'tracking', error });
    };
    await refused(batch([event('search')], { user_id: undefined }), 'No user id detected');
    await refused(batch([event('search')], { user_id: ' ' }), 'No user id detected');
    await refused(batch([event('search')], { track_id: undefined }), 'No session id detected');
    await refused(
      batch([event('search')], { source: undefined }),
      'No application source detected',
    );
    await refused(
      batch([event('search')], { source: 'web' }),
      'No valid tracking source is specified',
    );
    const invalid = await post(
      '/tracking/activity/events',
      batch([event('search'), { timestamp: '2026-10-01T09:00:00Z' }]),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toContain('Invalid event 1: "type_id"');
  });

  it('[S5.19] [S9.9] refuses events above 100 kB (100,000 bytes of JSON) with 413, accepts them at the limit', async () => {
    // Events of known size, then one padded so the array is exactly 100,000 bytes.
    const events: Record<string, unknown>[] = [];
    const filler = 'x'.repeat(480);
    while (Buffer.byteLength(JSON.stringify(events)) < 99_000)
      events.push(event('search', { expression: filler }));
    const room =
      100_000 -
      Buffer.byteLength(JSON.stringify([...events, event('search', { location_name: '' })]));
    events.push(event('search', { location_name: 'y'.repeat(room) }));
    expect(Buffer.byteLength(JSON.stringify(events))).toBe(100_000);
    const atLimit = await post('/tracking/activity/events', batch(events));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body).toEqual({ code: 'OK', count: events.length });
    const over = await post('/tracking/activity/events', batch([...events, event('x')]));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      code: 'KO',
      status: 413,
      service: 'tracking',
      error: 'Cannot send event with >100kB payload',
    });
    const huge = await post(
      '/tracking/activity/events',
      batch([event('search', { expression: 'z'.repeat(2_000_000) })]),
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({
      code: 'KO',
      status: 413,
      service: 'tracking',
      error: 'Cannot send event with >100kB payload',
    });
  });

  it('[S7.51] answers CORS preflights and needs no XSRF header', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/tracking/activity/events',
      headers: {
        origin: 'https://autre-enseigne.example',
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
