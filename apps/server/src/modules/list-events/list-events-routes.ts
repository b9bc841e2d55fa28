import rateLimit from '@fastify/rate-limit';
import fastifySse from '@fastify/sse';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyListParams, listEventSchema, type ListEvent } from '@ldn/contract';
import { errorBodySchema, HttpError } from '../../http/error-body';
import { postgresRateLimitStore } from '../../http/postgres-rate-limit-store';
import { assertCompany, readableList } from '../lists/list-access';
import { ListEventHub } from './list-event-hub';
import { liveListUnavailable, tooManyLiveLists } from './list-events-errors';

/**
 * Streams a client may keep open at once on one instance (a relative with the list and the cart
 * in a few tabs needs a handful); one more is refused with 429.
 */
export const LIVE_STREAMS_PER_CLIENT = 8;

/**
 * How many streams a client may open a minute (`LDN_LIVE_LISTS_PER_MINUTE`, 60 by default),
 * counted in PostgreSQL across instances (the list search's plumbing): a relative opens one per
 * list or cart page, a browser reconnecting after a drop one every few seconds at most; a script
 * opening hundreds stops here.
 */
const RATE_WINDOW_MS = 60_000;

/**
 * A comment line every 25 s: proxies and load balancers close a connection idle for 30 to 60 s,
 * and a client learns sooner that the server is gone.
 */
export const HEARTBEAT_MS = 25_000;

/** What a browser waits before opening the stream again after it was cut (instance stopped). */
export const RECONNECT_MS = 3_000;

/** The event stream of one client. */
interface OpenStream {
  readonly client: string;
  close(): void;
}

/**
 * The live list (docs/decisions.md, "The live list"): one channel per list, server-sent events
 * fed by PostgreSQL `LISTEN/NOTIFY` through this instance's {@link ListEventHub}. The channel is
 * open to whoever may read the list ([S2.3] [S4.1]: a draft only to its owner and staff, 404 for
 * anyone else, as the list read); its events carry the list's id only.
 */
export const listEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const hub = new ListEventHub({ database: app.database, logger: app.log });
  const streams = new Set<OpenStream>();
  const perClient = new Map<string, number>();

  await app.register(fastifySse, { heartbeatInterval: HEARTBEAT_MS });
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db, 'list-events'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Trop de connexions depuis cette adresse : réessayez dans ${context.after}.`,
        'TOO_MANY_REQUESTS',
      ),
  });

  // A graceful stop ends the streams first (the server would otherwise wait for them); browsers
  // then reconnect, through the balancer, to an instance still running.
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.close();
  });
  app.addHook('onClose', async () => hub.stop());

  const event = (kind: ListEvent['kind'], listId: string): ListEvent => ({ kind, listId });

  app.get(
    '/ldn/public/v1/getListEventsByCompanyAndListId/:company/:listId',
    {
      sse: 'dual',
      config: {
        rateLimit: { max: app.config.liveListsPerMinute, timeWindow: RATE_WINDOW_MS },
      },
      schema: {
        tags: ['lists', 'public'],
        summary:
          'The live channel of a list: server-sent events, `ready` then `list-changed` after each committed change (60 connections a minute per client)',
        description:
          'With `Accept: text/event-stream`, a stream of events named `ready` (on each connection) and `list-changed` (a change of the list or its items was committed, through any instance), each with the JSON `data` below, and a comment every 25 s. Anyone who may read the list may follow it. Any other client gets the `ready` event once, as JSON.',
        params: companyListParams,
        response: {
          200: {
            description: 'The events of the list',
            content: {
              'text/event-stream': { schema: listEventSchema },
              'application/json': { schema: listEventSchema },
            },
          },
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { company, listId } = request.params;
      assertCompany(company, app.config);
      const { list } = await readableList(db, listId, request.currentUser);
      // A client that does not accept an event stream (a check, a tool) gets the first event.
      if (!reply.sse) return event('ready', list.id);

      const client = request.ip;
      const open = perClient.get(client) ?? 0;
      if (open >= LIVE_STREAMS_PER_CLIENT) throw tooManyLiveLists();
      let unsubscribe: () => void;
      try {
        unsubscribe = await hub.subscribe(list.id, () => {
          send(reply, event('list-changed', list.id));
        });
      } catch (error) {
        request.log.warn({ err: error }, 'the live list could not listen to the database');
        throw liveListUnavailable();
      }
      perClient.set(client, (perClient.get(client) ?? 0) + 1);
      const stream: OpenStream = { client, close: () => reply.sse?.close() };
      streams.add(stream);
      reply.sse.keepAlive();
      reply.sse.onClose(() => {
        unsubscribe();
        streams.delete(stream);
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      });
      await reply.sse.send({ event: 'ready', data: event('ready', list.id), retry: RECONNECT_MS });
      return reply;
    },
  );
};

/** Sends an event; a stream closing meanwhile is not an error (its close unsubscribes it). */
function send(reply: FastifyReply, data: ListEvent): void {
  if (!reply.sse?.isConnected) return;
  reply.sse.send({ event: data.kind, data }).catch(() => undefined);
}
