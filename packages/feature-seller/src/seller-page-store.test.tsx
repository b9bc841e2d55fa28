import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { SellerPageScreen } from './seller-page-screen';
import { profileAnswer, STORE } from './test/fixtures';

describe("SellerPageScreen's store", () => {
  it("[S2.13] [S2.37] while the store's name is read, its code alone: never 'S001 (S001)'", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderWithProviders(
      <SellerPageScreen
        onStoreCodeChange={vi.fn()}
        onCustomerSelected={vi.fn()}
        onCustomerCleared={vi.fn()}
      />,
      {
        path: '/seller',
        routePath: '/seller',
        api: {
          getUserProfil: profileAnswer,
          'getStoreByCompanyAndStoreCode/aufr/S001': async () => {
            await held;
            return { status: 200, body: STORE };
          },
          getReservedContributionFromWinshopForStore: { status: 200, body: [] },
        },
      },
    );
    expect(await screen.findByText(/^Magasin actuel :/)).toHaveTextContent(
      /^Magasin actuel : S001$/,
    );
    release();
    await waitFor(() => {
      expect(screen.getByText(/^Magasin actuel :/)).toHaveTextContent(
        `Magasin actuel : ${STORE.name} (S001)`,
      );
    });
    await expectNoAxeViolations();
  });
});
