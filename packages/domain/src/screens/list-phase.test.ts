import { describe, expect, it } from 'vitest';
import { actsAsOwner, listPhaseOf, productRouteName, type ListPhase } from './list-phase';

describe('list phase', () => {
  it.each<[ListPhase, string]>([
    ['closed', 'ViewFromClosedList'],
    ['published', 'ViewFromList'],
    ['draft', 'ViewFromList'],
  ])('[S2.9] [S2.10] the product page of a %s list is %s', (phase, name) => {
    expect(productRouteName(phase)).toBe(name);
  });

  it.each([
    [true, null, true],
    [true, { pk: 'c1', roles: [] }, true],
    [false, { pk: 'c1', roles: [] }, false],
    [false, null, false],
    [false, { pk: 's1', roles: ['SELLER'] }, true],
    [false, { pk: 'a1', roles: ['ACCOUNTANT'] }, true],
  ])(
    '[S2.59] [S6.3] [S6.4] isOwner %s and user %j: acts as owner %s',
    (isOwner, user, expected) => {
      expect(actsAsOwner({ isOwner }, user)).toBe(expected);
    },
  );
});

describe('listPhaseOf', () => {
  it.each([
    ['DRAFT', 'draft'],
    ['VALIDATED', 'published'],
    ['CLOSED', 'closed'],
  ] as const)('[S4.1] the stored status %s is the phase %s', (status, phase) => {
    expect(listPhaseOf(status)).toBe(phase);
  });
});
