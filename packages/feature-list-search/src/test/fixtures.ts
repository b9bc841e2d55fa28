import type { ListSummary, SearchListsResult } from '@ldn/api-client';

/** A published list as [S7.15] sends it. */
export function summary(overrides: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 'demo00parent',
    number: 1001,
    company: 'aufr',
    title: 'La liste de Léa',
    status: 'VALIDATED',
    statusLabel: 'Validée',
    isDefault: true,
    ownerFirstName: 'Camille',
    ownerLastName: 'Martin',
    coOwnerFirstName: 'Paul',
    coOwnerLastName: 'Durand',
    childFirstName: 'Léa',
    childBirthday: '2026-03-05T00:00:00.000Z',
    numberImage: 'img1',
    creationDate: '2026-01-10T00:00:00.000Z',
    ...overrides,
  };
}

/** A search answer with `count` lists. */
export function searchAnswer(count: number, tooMany = false): SearchListsResult {
  return {
    lists: Array.from({ length: count }, (_, index) =>
      summary({ id: `list${index}`, number: 1000 + index, title: `Liste ${index + 1}` }),
    ),
    tooMany,
  };
}
