import type { ListSummary, SearchListsResult } from '@ldn/api-client';
import { listSummary } from '@ldn/test-kit/fixtures';

/** A published list as [S7.15] sends it. */
export function summary(overrides: Partial<ListSummary> = {}): ListSummary {
  return listSummary({
    coOwnerFirstName: 'Paul',
    coOwnerLastName: 'Durand',
    childBirthday: '2026-03-05T00:00:00.000Z',
    creationDate: '2026-01-10T00:00:00.000Z',
    ...overrides,
  });
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
