import { z } from 'zod';

/**
 * [S7.51] [S7.52] [S3.17] The tracking calls' bodies. Ids are optional in the shape: their absence
 * is answered with the spec's own messages ('No user id detected', ...) by the routes, not with
 * a generic validation text.
 */

const text = (max: number) => z.string().max(max);

/** [S7.51] Opening an activity: ids only when the user consented (the client decides). */
export const activityCreateSchema = z.object({
  timestamp: z.iso.datetime({ offset: true }),
  user_agent: text(1000),
  user_id: text(100).optional(),
  track_id: text(100).optional(),
  ip_source: z.union([z.ipv4(), z.ipv6()]).optional(),
});

/** [S3.17] One tracking event: timestamp and type_id required, the rest optional. */
export const trackingEventSchema = z.object({
  timestamp: z.iso.datetime({ offset: true }),
  type_id: text(100).min(1),
  location_name: text(500).optional(),
  namespace: text(200).optional(),
  tag: text(200).optional(),
  urls: z.object({ link: text(2000).optional(), doc_link: text(2000).optional() }).optional(),
  breadcrumb: z.union([text(1000), z.array(text(200)).max(20)]).optional(),
  expression: text(500).optional(),
  delivery_mode: text(100).optional(),
  total: z.number().finite().optional(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** [S7.52] A batch of events. */
export const eventsBatchSchema = z.object({
  user_id: text(100).optional(),
  track_id: text(100).optional(),
  source: z.string().max(20).optional(),
  version: text(10).optional(),
  events: z.array(z.unknown()),
});

/** The tracking service's answers. */
export const activityCreatedSchema = z.object({
  code: z.literal('OK'),
  user_id: z.string(),
  track_id: z.string(),
});
export const eventsStoredSchema = z.object({ code: z.literal('OK'), count: z.number().int() });
export type ActivityCreateBody = z.infer<typeof activityCreateSchema>;
export type EventsBatchBody = z.infer<typeof eventsBatchSchema>;
export type ActivityCreated = z.infer<typeof activityCreatedSchema>;
export type EventsStored = z.infer<typeof eventsStoredSchema>;
