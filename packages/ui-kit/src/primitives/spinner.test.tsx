import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { LoadingText, Spinner } from './spinner';

describe('Spinner and LoadingText', () => {
  it("says 'Chargement...' politely by default", async () => {
    const { container } = renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    await expectNoAxeViolations(container);
  });

  it('is silent when decorative', () => {
    renderWithProviders(<Spinner label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('[S2.49] shows a visible loading text', async () => {
    const { container } = renderWithProviders(
      <LoadingText>Chargement des articles...</LoadingText>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des articles...');
    await expectNoAxeViolations(container);
  });
});
