import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { CountryConfirmPopup } from './country-confirm-popup';

describe('CountryConfirmPopup', () => {
  it('[S2.50] [S4.11] [S5.12] asks to confirm living in France, and confirms', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <CountryConfirmPopup open onCancel={() => {}} onConfirm={onConfirm} />,
    );
    expect(screen.getByRole('dialog', { name: 'Résidez-vous en France ?' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Je confirme résider en France' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('[S4.11] cancels with its button and with Escape', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <CountryConfirmPopup open onCancel={onCancel} onConfirm={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('[S4.11] makes the confirm button busy while the country is saved', () => {
    renderWithProviders(
      <CountryConfirmPopup open loading onCancel={() => {}} onConfirm={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Je confirme résider en France' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
