import type { BirthList } from '@ldn/api-client';
import type { CurrentList } from '@ldn/feature-session';
import { listWith } from '@ldn/test-kit';

/** A relative's current list, published, its wallet at 42,50 €. */
export const PUBLISHED_LIST: CurrentList = {
  id: 'demo00parent',
  phase: 'published',
  isOwner: false,
  walletAmountCents: 4_250,
};

/** The list answer behind `PUBLISHED_LIST` (or another id and status): a relative's view. */
export function listAnswer(id: string, status: 'DRAFT' | 'VALIDATED' | 'CLOSED'): BirthList {
  return listWith(id, { status, isOwner: false, walletAmount: 4_250 });
}
