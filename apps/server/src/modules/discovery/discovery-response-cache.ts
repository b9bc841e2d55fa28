import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { appMeta } from '../../db/schema';
import { SerializedResponse, CoalescedLookups, ResponseCache } from '../../http/response-cache';
import type { DiscoveryResponse } from './discovery-engine';
import { discoveryResponseSchema } from '@ldn/contract';

/**
 * [S7.50] Discovery answers kept in memory while the catalogue does not change, so a search over
 * 100,000 products stays fast at 50 connections, and correct with several instances on one
 * database.
 *
 * Each request reads `read:catalogue-version` (migration 0009: bumped by every change of the
 * products, discovery models, scopes or lexicon) with one primary-key look-up (shared by the
 * requests that arrived before it was sent, see CoalescedLookups), and reuses an
 * answer only if it was built at that version for the same endpoint, origin (absolute links) and
 * request body. Refusals are never kept. `took_ms` is the time this request took: the answer is
 * kept as the text around that number.
 */
export class DiscoveryResponseCache {
  private readonly responses = new ResponseCache({
    maxEntries: 5_000,
    maxBytes: 64 * 1024 * 1024,
  });

  /** Built once and prepared: it runs on every request. */
  private readonly versionQuery;

  constructor(db: Db) {
    this.versionQuery = db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, 'read:catalogue-version'))
      .prepare('ldn_read_catalogue_version');
  }

  /** Requests arriving together share one look-up sent after they arrived. */
  private readonly versions = new CoalescedLookups(async () => {
    const [row] = await this.versionQuery.execute();
    // No row: no change of the catalogue since migration 0009 (the row is never removed).
    return row?.value ?? '0';
  });

  /** The catalogue's read version (null: nothing is kept). */
  version(): Promise<string | null> {
    return this.versions.get('catalogue');
  }

  /** The key of a request, or null when it is too big to keep. */
  static keyOf(endpoint: string, origin: string, body: unknown): string | null {
    const key = `${endpoint}|${origin}|${JSON.stringify(body)}`;
    return key.length <= 4_000 ? key : null;
  }

  /** The kept answer's text with this request's `took_ms`, if any. */
  get(key: string, version: string, tookMs: number): Buffer | undefined {
    const kept = this.responses.get(key, version)?.body;
    if (kept === undefined) return undefined;
    const split = kept.indexOf(TOOK_MS_MARK_BYTES);
    return Buffer.concat([
      kept.subarray(0, split),
      Buffer.from(String(tookMs)),
      kept.subarray(split + TOOK_MS_MARK_BYTES.length),
    ]);
  }

  /** Keeps the answer (if `key` and `version`) and gives its text to send. */
  keep(key: string | null, version: string | null, response: DiscoveryResponse): string {
    const text = responseText(response, TOOK_MS_MARK);
    if (key !== null && version !== null)
      this.responses.set(key, version, new SerializedResponse(Buffer.from(text)));
    return text.replace(TOOK_MS_MARK, String(response.took_ms));
  }
}

/** Stands for `took_ms`'s value in a kept answer (cannot occur in JSON text otherwise). */
const TOOK_MS_MARK = '\u0000took_ms\u0000';
const TOOK_MS_MARK_BYTES = Buffer.from(TOOK_MS_MARK);

/**
 * The response as the route's schema serializes it (the zod output, JSON, keys in schema order),
 * with `tookMs` written as given: a number, or the mark a kept answer holds in its place.
 */
export function responseText(response: DiscoveryResponse, tookMs: string): string {
  const { status, settings_id, query, modules } = z.encode(discoveryResponseSchema, response);
  return `${JSON.stringify({ status, settings_id }).slice(0, -1)},"took_ms":${tookMs},${JSON.stringify({ query, modules }).slice(1)}`;
}
