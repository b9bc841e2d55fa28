import type { Db } from '../../db/database';
import { trackingActivities, trackingEvents } from '../../db/schema';
import { type TrackingEvent } from '@ldn/contract';

/** [S7.51] Records an activity as the client sent it: ids and address only if sent. */
export async function insertActivity(
  db: Db,
  activity: {
    readonly userId: string | undefined;
    readonly trackId: string | undefined;
    readonly userAgent: string;
    readonly ipSource: string | undefined;
    readonly timestamp: Date;
  },
): Promise<void> {
  await db.insert(trackingActivities).values({
    userId: activity.userId ?? null,
    trackId: activity.trackId ?? null,
    userAgent: activity.userAgent,
    ipSource: activity.ipSource ?? null,
    clientTimestamp: activity.timestamp,
  });
}

/** [S7.52] Stores a batch of events in one statement (all or nothing). */
export async function insertEvents(
  db: Db,
  batch: {
    readonly userId: string;
    readonly trackId: string;
    readonly source: 'api' | 'tag';
    readonly version: string;
    readonly events: readonly TrackingEvent[];
  },
): Promise<number> {
  if (batch.events.length === 0) return 0;
  await db.insert(trackingEvents).values(
    batch.events.map((event) => ({
      userId: batch.userId,
      trackId: batch.trackId,
      source: batch.source,
      version: batch.version,
      occurredAt: new Date(event.timestamp),
      typeId: event.type_id,
      locationName: event.location_name ?? null,
      namespace: event.namespace ?? null,
      tag: event.tag ?? null,
      link: event.urls?.link ?? null,
      docLink: event.urls?.doc_link ?? null,
      breadcrumb: event.breadcrumb ?? null,
      expression: event.expression ?? null,
      deliveryMode: event.delivery_mode ?? null,
      total: event.total ?? null,
    })),
  );
  return batch.events.length;
}
