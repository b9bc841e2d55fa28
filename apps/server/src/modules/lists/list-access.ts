import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_COUNTRY } from '@ldn/domain';
import type { CurrentUser } from '../../identity/session-store';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import {
  countryUnknown,
  crossSiteRequest,
  holderOnly,
  listClosed,
  listNotFound,
  notListOwner,
  unavailableCountry,
  unknownCompany,
} from './list-errors';
import { findList, type ListRow } from './lists-queries';
import { actsAsHolder, actsAsOwner, viewerOf, type Viewer } from './list-view';

/**
 * Who may see and change a list, checked by the server on every route:
 * - the company of the path is the configured one [S1.1], else 404;
 * - a draft exists only for its owner and staff: anyone else gets 404, as for an unknown list,
 *   so drafts do not leak [S4.1] [S2.34];
 * - changes are for the owner and staff: 403 for another signed-in customer (401 for anonymous
 *   visitors comes from the route's `requireLogin`); the owner is the holder or the co-parent he
 *   invited and who accepted (`viewerOf`), except for what is the holder's alone
 *   (`holderOnlyList`);
 * - a closed list refuses changes: 409 LIST_CLOSED [S4.1].
 */

/** [S1.1] The company code of the path must be ours. */
export function assertCompany(company: string, config: Pick<ServerConfig, 'retailerId'>): void {
  if (company !== config.retailerId) throw unknownCompany(company);
}

/** A list the visitor may see, with how he sees it. */
export interface VisibleList {
  readonly list: ListRow;
  readonly viewer: Viewer;
}

/** [S2.3] [S4.1] The list if this visitor may see it: published or closed, or his own, or staff. */
export async function readableList(
  db: Db,
  listId: string,
  user: CurrentUser | null,
): Promise<VisibleList> {
  return visibleList(await findList(db, listId), user);
}

/** [S2.3] [S4.1] {@link readableList} of a row already read (404 when absent or not visible). */
export function visibleList<List extends Pick<ListRow, 'ownerPk' | 'coParentPk' | 'status'>>(
  list: List | undefined,
  user: CurrentUser | null,
): { list: List; viewer: Viewer } {
  if (!list) throw listNotFound();
  const viewer = viewerOf(user, list);
  if (list.status === 'DRAFT' && !actsAsOwner(viewer)) throw listNotFound();
  return { list, viewer };
}

/**
 * [S6.3] [S6.4] The list if this signed-in visitor may change it (owner or staff). With
 * `forUpdate` its row stays locked until the transaction ends, so concurrent changes of one list
 * run one after the other.
 */
export async function manageableList(
  db: Db,
  listId: string,
  user: CurrentUser,
  options: { forUpdate?: boolean } = {},
): Promise<VisibleList> {
  const list = await findList(db, listId, options);
  if (!list) throw listNotFound();
  const viewer = viewerOf(user, list);
  if (!actsAsOwner(viewer)) throw list.status === 'DRAFT' ? listNotFound() : notListOwner();
  return { list, viewer };
}

/**
 * What is the holder's alone (the co-parent's invitation, removing the list): the list if this
 * visitor is its holder or staff; 403 HOLDER_ONLY for the co-parent, as {@link manageableList}
 * for anyone else.
 */
export async function holderOnlyList(
  db: Db,
  listId: string,
  user: CurrentUser,
  options: { forUpdate?: boolean } = {},
): Promise<VisibleList> {
  const found = await manageableList(db, listId, user, options);
  if (!actsAsHolder(found.viewer)) throw holderOnly();
  return found;
}

/** [S4.1] Closing is final. */
export function assertOpen(list: Pick<ListRow, 'status'>): void {
  if (list.status === 'CLOSED') throw listClosed();
}

/**
 * [S7.19] closeList is a GET (the spec's call) that changes a list for good, and the session
 * cookie is SameSite=Lax, which browsers still send on a top-level GET navigation from another
 * site: a link anywhere could close the list of whoever follows it. The XSRF header guards unsafe
 * methods only (the app sends it on those only), so such a GET is refused when the browser says it
 * comes from another site (Fetch Metadata: the app's own calls are `same-origin`, a typed address
 * `none`; browsers without the header are let through as before).
 */
export function assertNotCrossSite(headers: IncomingHttpHeaders): void {
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') throw crossSiteRequest();
}

/**
 * [S5.12] [S4.10] Lists are for residents of France: another country is refused (403
 * UNAVAILABLE_COUNTRY), no country yet asks the app to confirm France first (409 COUNTRY_UNKNOWN).
 */
export function assertListCountry(country: string | null, forStaff: boolean): void {
  if (country === null || country === '') throw countryUnknown();
  if (country !== DEFAULT_COUNTRY) throw unavailableCountry(forStaff);
}
