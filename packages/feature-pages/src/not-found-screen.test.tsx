import { screenMessages } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('[S2.23] [S2.47] [S8.3] says the service has difficulties or the page does not exist', async () => {
    const { container } = renderWithProviders(<NotFoundScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Page introuvable' })).toHaveTextContent(
      screenMessages.NOT_FOUND,
    );
    await expectNoAxeViolations(container);
  });

  it('[S2.47] leads home', () => {
    renderWithProviders(<NotFoundScreen />);
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });
});
