import { screenMessages } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { ClosedScreen } from './closed-screen';

describe('ClosedScreen', () => {
  it('[S2.21] [S8.3] says the closed list can no longer be reached', async () => {
    const { container } = renderWithProviders(<ClosedScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Liste clôturée' })).toBeInTheDocument();
    expect(screen.getByText(screenMessages.CLOSED_LIST)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('[S2.21] [S2.19] leads home and to the list search', () => {
    renderWithProviders(<ClosedScreen />);
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Rechercher une autre liste' })).toHaveAttribute(
      'href',
      '/list/search',
    );
  });
});
