import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '@ldn/test-kit';
import { screenTitles } from './screen-titles';
import { PlaceholderScreen } from './placeholder-screen';

describe('PlaceholderScreen', () => {
  it("[S2.13] shows the screen's title and that it comes soon", async () => {
    const { container } = renderWithProviders(
      <PlaceholderScreen title={screenTitles.SellerPage} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Espace vendeur' })).toBeInTheDocument();
    expect(screen.getByText('Cet écran arrive bientôt.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('[S2.1]-[S2.23] every route of the table has a French title', () => {
    for (const title of Object.values(screenTitles)) expect(title.trim()).not.toBe('');
  });
});
