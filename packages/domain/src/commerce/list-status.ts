import { listStatusLabels } from '../messages-other-screens';
import type { ListStatus } from './types';

/**
 * [S4.1] The list statuses in their life order. The wire values are ours (the spec shows only the
 * displayed values): DRAFT before publication, VALIDATED shown 'Validée', CLOSED shown 'Cloturée'.
 */
export const LIST_STATUSES = [
  'DRAFT',
  'VALIDATED',
  'CLOSED',
] as const satisfies readonly ListStatus[];

/** A status as read from the server or a route: possibly missing or unknown. */
type MaybeStatus = string | null | undefined;

/** [S4.1] Is this one of the three list statuses? */
export function isListStatus(status: MaybeStatus): status is ListStatus {
  return (LIST_STATUSES as readonly MaybeStatus[]).includes(status);
}

/** [S4.1] The displayed value of a status: 'Brouillon', 'Validée', 'Cloturée'; '' when unknown. */
export function listStatusLabel(status: MaybeStatus): string {
  return isListStatus(status) ? listStatusLabels[status] : '';
}

/**
 * [S4.1] [S2.6] [S2.34] Published: Validée. A draft is not yet published and a closed list no
 * longer is (the route rules send an unpublished list to Closed when it is closed).
 */
export function isListPublished(status: MaybeStatus): boolean {
  return status === 'VALIDATED';
}

/**
 * [S4.1] [S2.5] [S2.8] Active: participants can contribute and use the cart. The spec makes it the
 * same state as published (Validée, "published/active"); both names are kept because the routes use both.
 */
export function isListActive(status: MaybeStatus): boolean {
  return isListPublished(status);
}

/** [S4.1] [S2.33] Closed (Cloturée): final; no more contributions, no more wallet use. */
export function isListClosed(status: MaybeStatus): boolean {
  return status === 'CLOSED';
}
