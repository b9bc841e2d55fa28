import { describe, expect, it } from 'vitest';
import {
  LIST_STATUSES,
  isListActive,
  isListClosed,
  isListPublished,
  isListStatus,
  listStatusLabel,
} from './list-status';

describe('list statuses', () => {
  it('[S4.1] are DRAFT, VALIDATED and CLOSED in life order', () => {
    expect(LIST_STATUSES).toEqual(['DRAFT', 'VALIDATED', 'CLOSED']);
  });

  it.each([
    ['DRAFT', true, 'Brouillon', false, false, false],
    ['VALIDATED', true, 'Validée', true, true, false],
    ['CLOSED', true, 'Cloturée', false, false, true],
    ['Validée', false, '', false, false, false],
    ['validated', false, '', false, false, false],
    ['', false, '', false, false, false],
    [null, false, '', false, false, false],
    [undefined, false, '', false, false, false],
  ])(
    '[S4.1] %j: known %s, shown %j, published %s, active %s, closed %s',
    (status, known, label, published, active, closed) => {
      expect(isListStatus(status)).toBe(known);
      expect(listStatusLabel(status)).toBe(label);
      expect(isListPublished(status)).toBe(published);
      expect(isListActive(status)).toBe(active);
      expect(isListClosed(status)).toBe(closed);
    },
  );
});
