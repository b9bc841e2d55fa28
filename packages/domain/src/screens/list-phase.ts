import type { ListStatus } from '../commerce/types';
import { isStaff, type RoleHolder } from '../roles';

/**
 * [S4.1] The state of a list as the screens read it: `draft` before publication, `published` for
 * Validée, `closed` for Cloturée. The app maps the list's stored status onto it (the commerce area
 * owns the wire values); the screens only need these three.
 */
export type ListPhase = 'draft' | 'published' | 'closed';

const PHASE_OF_STATUS = {
  DRAFT: 'draft',
  VALIDATED: 'published',
  CLOSED: 'closed',
} as const satisfies Record<ListStatus, ListPhase>;

/** [S4.1] The phase the screens read, from the list's stored status (DRAFT, VALIDATED, CLOSED). */
export function listPhaseOf(status: ListStatus): ListPhase {
  return PHASE_OF_STATUS[status];
}

/** The part of the current list the screen rules read. */
export interface ScreenList {
  readonly id: string;
  readonly phase: ListPhase;
  /** [S3.3] Given by the server for the signed-in user. */
  readonly isOwner: boolean;
}

/**
 * [S2.59] [S6.3] [S6.4] Whether the viewer sees the list as its owner does. Staff act on behalf of
 * the customer whose list they opened (they see "Liste du client" where the owner sees "Ma liste"),
 * so they count as owners (our choice, docs/decisions.md).
 */
export function actsAsOwner(
  list: Pick<ScreenList, 'isOwner'>,
  user: RoleHolder | null | undefined,
): boolean {
  return list.isOwner || isStaff(user);
}

/**
 * [S2.9] [S2.10] ViewFromList and ViewFromClosedList share the pattern `/product/:id/:productId`:
 * the product page of a closed list is ViewFromClosedList (loaded by reference, add-to-list bar),
 * any other is ViewFromList.
 */
export function productRouteName(phase: ListPhase): 'ViewFromList' | 'ViewFromClosedList' {
  return phase === 'closed' ? 'ViewFromClosedList' : 'ViewFromList';
}
