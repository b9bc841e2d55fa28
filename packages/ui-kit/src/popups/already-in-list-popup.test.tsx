import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { AlreadyInListPopup } from './already-in-list-popup';

describe('AlreadyInListPopup', () => {
  it('[S2.50] [S4.11] offers to add the product anyway', async () => {
    const onAddAnyway = vi.fn();
    const { user } = renderWithProviders(
      <AlreadyInListPopup
        open
        productName="Poussette Trio"
        onAddAnyway={onAddAnyway}
        onCancel={() => {}}
      />,
    );
    expect(
      screen.getByRole('dialog', { name: 'Ce produit est déjà dans votre liste' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Poussette Trio')).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Ajouter quand même' }));
    expect(onAddAnyway).toHaveBeenCalledOnce();
  });

  it('[S4.11] cancels with its button and with Escape', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <AlreadyInListPopup open onAddAnyway={() => {}} onCancel={onCancel} />,
    );
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
