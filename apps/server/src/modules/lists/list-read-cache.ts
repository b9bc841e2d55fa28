import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../identity/session-store';
import type { Db } from '../../db/database';
import {
  SerializedResponse,
  jsonBytes,
  CoalescedLookups,
  ResponseCache,
} from '../../http/response-cache';
import { visibleList } from './list-access';
import { actsAsOwner, toListResponse, type Viewer } from './list-view';
import { findList, findListItems, findListVersionRow, type ListVersionRow } from './lists-queries';
import { listSchema, type ListFiltersBody } from '@ldn/contract';

/**
 * [S7.14] The public read of a list, answered from memory when nothing it shows has changed: a
 * 200-item list is read by many relatives at once right after it is shared, and must stay fast.
 *
 * One small query reads the list's owner, status and read version (migration 0009), shared by
 * the requests for the list that arrived before it was sent; the access rules run on that row. A kept answer is used only if it was built at that version for
 * the same kind of viewer (owner, staff, anyone else: what they see differs) and the same filters;
 * otherwise the items are read and the answer built, serialized through the route's schema, and
 * kept, with its brotli or gzip form made once when a client accepts one. Nothing is kept across a change: a change of the list, its items or the catalogue bumps
 * the version in PostgreSQL, which every instance reads before answering.
 */
export class ListReadCache {
  private readonly responses = new ResponseCache({
    maxEntries: 2_000,
    maxBytes: 64 * 1024 * 1024,
  });

  /** The version rows of requests arriving together are read by one query (CoalescedLookups). */
  private readonly versionLookups: CoalescedLookups<ListVersionRow | undefined>;

  constructor(private readonly db: Db) {
    this.versionLookups = new CoalescedLookups((listId) => findListVersionRow(db, listId));
  }

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    listId: string,
    user: CurrentUser | null,
    filters: ListFiltersBody,
  ): Promise<FastifyReply> {
    const versionRow = await this.versionLookups.get(listId);
    const version = versionRow?.readVersion ?? null;
    const filtersKey = JSON.stringify(filters);
    const key = `${listId}|${viewerClass(visibleList(versionRow, user).viewer)}|${filtersKey}`;
    const cacheable = version !== null && filtersKey.length <= 2_000;
    const kept = cacheable ? this.responses.get(key, version) : undefined;
    if (kept) return kept.send(request, reply);
    // Read after the version: what is built is at least as new as the version it is kept under.
    const { list, viewer } = visibleList(await findList(this.db, listId), user);
    const items = await findListItems(this.db, list.id, { includeHidden: actsAsOwner(viewer) });
    const built = new SerializedResponse(
      jsonBytes(listSchema, toListResponse(list, items, viewer, filters)),
    );
    if (cacheable && key === `${listId}|${viewerClass(viewer)}|${filtersKey}`) {
      this.responses.set(key, version, built);
    }
    return built.send(request, reply);
  }
}

/** What a viewer sees depends only on this: the holder, the co-parent, staff, or anyone else. */
function viewerClass(viewer: Viewer): string {
  return `${viewer.isOwner ? 'owner' : '-'}${viewer.isHolder ? 'holder' : '-'}${viewer.isStaff ? 'staff' : '-'}`;
}
