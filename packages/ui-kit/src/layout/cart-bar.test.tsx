import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { collapsed, parent, seller } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { CartBar } from './cart-bar';

const entries = [{ code: 'A1', quantity: 2 }];

describe('CartBar', () => {
  it('[S2.43] shows the total in euros and validates', async () => {
    const onValidate = vi.fn();
    const { user, container } = renderWithProviders(
      <CartBar
        totalCents={123_456}
        validate={{ entries, isLoading: false, contributorEmail: 'marie@gmail.com' }}
        user={parent}
        onValidate={onValidate}
      />,
    );
    expect(screen.getByText(collapsed('1\u202f234,56\u00a0€'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider mon panier' }));
    expect(onValidate).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it("[S2.43] [S6.4] reads 'Valider la transaction' for staff", () => {
    renderWithProviders(
      <CartBar
        totalCents={100}
        validate={{ entries, isLoading: false }}
        user={seller}
        onValidate={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Valider la transaction' })).toBeEnabled();
  });

  it('[S5.1] is disabled with no item', () => {
    renderWithProviders(
      <CartBar
        totalCents={0}
        validate={{ entries: [], isLoading: false }}
        user={parent}
        onValidate={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Valider mon panier' })).toBeDisabled();
  });

  it('[S5.1] is disabled and busy while loading', () => {
    renderWithProviders(
      <CartBar
        totalCents={100}
        validate={{ entries, isLoading: true }}
        user={parent}
        onValidate={() => {}}
      />,
    );
    const button = screen.getByRole('button', { name: 'Valider mon panier' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('[S5.1] [S5.8] is disabled with an invalid contributor e-mail', () => {
    renderWithProviders(
      <CartBar
        totalCents={100}
        validate={{ entries, isLoading: false, contributorEmail: 'marie@' }}
        user={parent}
        onValidate={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Valider mon panier' })).toBeDisabled();
  });
});
