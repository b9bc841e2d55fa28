import { randomUUID } from 'node:crypto';
import { MAX_EVENTS_PAYLOAD_BYTES } from '@ldn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationMessage } from '../../http/error-body';
import { trackingMessages } from '../discovery/discovery-messages';
import { allowPublicCors } from '../discovery/public-cors';
import { insertActivity, insertEvents } from './tracking-queries';
import {
  activityCreateSchema,
  activityCreatedSchema,
  eventsBatchSchema,
  eventsStoredSchema,
  trackingErrorSchema,
  trackingEventSchema,
  type TrackingEvent,
} from '@ldn/contract';

/** Where the tracking routes live: the contract's `{tracking}` is the site origin. */
export const TRACKING_PREFIX = '/tracking';

/** [S9.10] The tracking sources. */
const SOURCES = ['api', 'tag'] as const;

/** Most events in one batch (the 100 kB cap allows about 2,000 of the smallest). */
const MAX_EVENTS = 2_500;

/**
 * A body above the events cap is still read (so the answer is the tracking 413, not a dropped
 * connection) up to this many bytes.
 */
const BODY_LIMIT = 1_048_576;

/** [S8.5] A refusal of the tracking service: `{ code: 'KO', status, service, error }`. */
export class TrackingError extends Error {
  override name = 'TrackingError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  get body() {
    return {
      code: 'KO' as const,
      status: this.status,
      service: 'tracking' as const,
      error: this.message,
    };
  }
}

function trackingErrorOf(error: unknown): TrackingError | null {
  if (error instanceof TrackingError) return error;
  const fastifyError = error as {
    validation?: Parameters<typeof validationMessage>[0];
    validationContext?: string;
    statusCode?: number;
    code?: string;
    message?: string;
  };
  if (fastifyError.validation) {
    return new TrackingError(
      400,
      validationMessage(fastifyError.validation, fastifyError.validationContext),
    );
  }
  if (fastifyError.statusCode === 413) return new TrackingError(413, trackingMessages.tooLarge);
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return new TrackingError(
      fastifyError.statusCode,
      fastifyError.message ?? trackingMessages.badRequest,
    );
  }
  return null;
}

const present = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/**
 * [S7.51] [S7.52] The activity tracking of the discovery SDK, stored in PostgreSQL. Public, no
 * XSRF header, CORS open without credentials, like the discovery routes. Consent is the client's
 * decision: the server keeps the ids it is sent and nothing more, and never the caller's address
 * unless the client sends `ip_source`.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  allowPublicCors(app, TRACKING_PREFIX);
  app.setErrorHandler((error, request, reply) => {
    const known = trackingErrorOf(error);
    if (known) return reply.code(known.status).send(known.body);
    request.log.error({ err: error }, 'unexpected error in the tracking service');
    return reply.code(500).send(new TrackingError(500, 'Internal server error').body);
  });
  const routeConfig = { xsrf: false, session: 'refresh' } as const;

  app.post(
    `${TRACKING_PREFIX}/activity/create`,
    {
      config: routeConfig,
      schema: {
        tags: ['tracking', 'public'],
        summary: '[S7.51] Opens a tracking activity; mints the ids the client did not send',
        body: activityCreateSchema,
        response: { 200: activityCreatedSchema, 400: trackingErrorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const userId = present(body.user_id) ? body.user_id : undefined;
      const trackId = present(body.track_id) ? body.track_id : undefined;
      await insertActivity(database.db, {
        userId,
        trackId,
        userAgent: body.user_agent,
        ipSource: body.ip_source,
        timestamp: new Date(body.timestamp),
      });
      return {
        code: 'OK' as const,
        user_id: userId ?? randomUUID(),
        track_id: trackId ?? randomUUID(),
      };
    },
  );

  app.post(
    `${TRACKING_PREFIX}/activity/events`,
    {
      config: routeConfig,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['tracking', 'public'],
        summary: '[S7.52] Stores a batch of tracking events (at most 100 kB of events)',
        body: eventsBatchSchema,
        response: { 200: eventsStoredSchema, 400: trackingErrorSchema, 413: trackingErrorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      if (!present(body.user_id)) throw new TrackingError(400, trackingMessages.noUserId);
      if (!present(body.track_id)) throw new TrackingError(400, trackingMessages.noSessionId);
      if (!present(body.source)) throw new TrackingError(400, trackingMessages.noSource);
      const source = SOURCES.find((candidate) => candidate === body.source);
      if (!source) throw new TrackingError(400, trackingMessages.invalidSource);
      // [S5.19] [S9.9] 100 kB = 100,000 bytes of the events' UTF-8 JSON.
      if (Buffer.byteLength(JSON.stringify(body.events), 'utf8') > MAX_EVENTS_PAYLOAD_BYTES) {
        throw new TrackingError(413, trackingMessages.tooLarge);
      }
      if (body.events.length > MAX_EVENTS) {
        throw new TrackingError(400, `At most ${MAX_EVENTS} events per batch`);
      }
      const events: TrackingEvent[] = body.events.map((event, index) => {
        const parsed = trackingEventSchema.safeParse(event);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const field = issue?.path.join('.') ?? '';
          throw new TrackingError(
            400,
            `Invalid event ${index}${field ? `: "${field}"` : ''}: ${issue?.message ?? 'is invalid'}`,
          );
        }
        return parsed.data;
      });
      const count = await insertEvents(database.db, {
        userId: body.user_id,
        trackId: body.track_id,
        source,
        version: body.version ?? '1',
        events,
      });
      return { code: 'OK' as const, count };
    },
  );
};
