import { validationMessages } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { ContributionPopup } from './contribution-popup';

const amount = () => screen.getByRole('textbox', { name: /Montant de votre participation/ });

describe('ContributionPopup', () => {
  it('[S2.59] [S5.2] submits a valid amount in cents', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <ContributionPopup open onCancel={() => {}} onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('dialog', { name: 'Participer à la cagnotte' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
    await user.type(amount(), '25');
    await user.click(screen.getByRole('button', { name: 'Participer' }));
    expect(onSubmit).toHaveBeenCalledWith(2_500);
  });

  it("[S5.2] refuses less than 5 €: 'Le montant minimum est de 5€.'", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <ContributionPopup open onCancel={() => {}} onSubmit={onSubmit} />,
    );
    await user.type(amount(), '4,99');
    await user.tab();
    expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining(validationMessages.WALLET_AMOUNT_MIN),
    );
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Participer' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("[S5.2] refuses more than 10 000 €: 'Le montant maximum est de 10 000€.'", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <ContributionPopup open onCancel={() => {}} onSubmit={onSubmit} />,
    );
    await user.type(amount(), '10 000,01{Enter}');
    expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining(validationMessages.WALLET_AMOUNT_MAX),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('[S5.2] [S9.4] accepts the bounds, whole euros only', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <ContributionPopup open onCancel={() => {}} onSubmit={onSubmit} />,
    );
    await user.type(amount(), '10 000{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith(1_000_000);
    await user.clear(amount());
    await user.type(amount(), '12,50{Enter}');
    expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining("Le montant doit être un nombre entier d'euros, sans centimes."),
    );
    expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining('En euros entiers (sans centimes), de 5 € à 10 000 €.'),
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('[S5.2] asks for an amount when none is typed, and cancels', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ContributionPopup open onCancel={onCancel} onSubmit={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Participer' }));
    expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining(validationMessages.DEFAULT_INPUT_ERROR),
    );
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
