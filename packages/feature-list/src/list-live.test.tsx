import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@ldn/vitest-preset/event-source';
import { expectNoAxeViolations } from '@ldn/test-kit';
import { ListByIdScreen } from './list-screens';
import { guestList, item } from './test/fixtures';
import { renderWithProviders } from './test/render';

const STROLLER = item({ codeAx: '10000002', productName: 'Poussette trio Urban', quantity: 1 });
const BATH = item({ codeAx: '10000003', productName: 'Baignoire pliante', quantity: 2 });

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListByIdScreen, live', () => {
  it('[S2.3] [S3.9] a relative sees a gift made by someone else without a reload: the item shows Offert', async () => {
    let gifted = false;
    const { container, unmount } = renderWithProviders(<ListByIdScreen />, {
      path: '/list/demo00parent',
      routePath: '/list/:id',
      api: {
        getItemsOfListByIdAndCompanyAndCriterias: () =>
          guestList({
            all: [
              gifted
                ? { ...STROLLER, quantityOfContributedItems: 1, availability: 'GIFTED' }
                : STROLLER,
              BATH,
            ],
          }),
      },
    });
    const stroller = await screen.findByRole('article', { name: /Poussette trio Urban/ });
    expect(within(stroller).queryByText('Offert')).toBeNull();
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0] as FakeEventSource;
    expect(source.url).toMatch(
      /\/api\/ldn\/public\/v1\/getListEventsByCompanyAndListId\/aufr\/demo00parent$/,
    );

    gifted = true;
    source.emit('ready');
    source.emit('list-changed');
    expect(
      await within(await screen.findByRole('article', { name: /Poussette trio Urban/ })).findByText(
        'Offert',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: /Baignoire pliante/ })).queryByText('Offert'),
    ).toBeNull();
    await expectNoAxeViolations(container);

    unmount();
    await vi.waitFor(() => expect(source.closed).toBe(true));
  });
});
