import { formatEuros } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { WalletPopup } from './wallet-popup';

describe('WalletPopup', () => {
  it('[S2.50] [S4.5] asks staff whether to use the wallet, with both amounts in euros', async () => {
    const onUseWallet = vi.fn();
    const onSkipWallet = vi.fn();
    const { user } = renderWithProviders(
      <WalletPopup
        open
        walletAmountCents={12_000}
        totalCents={8_990}
        onUseWallet={onUseWallet}
        onSkipWallet={onSkipWallet}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Utiliser la cagnotte ?' });
    expect(dialog).toHaveAccessibleDescription(
      `La cagnotte de la liste s’élève à ${formatEuros(12_000)}. Voulez-vous l’utiliser pour régler ce panier de ${formatEuros(8_990)} ?`,
    );
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Utiliser la cagnotte' }));
    await user.click(screen.getByRole('button', { name: 'Ne pas utiliser la cagnotte' }));
    expect(onUseWallet).toHaveBeenCalledOnce();
    expect(onSkipWallet).toHaveBeenCalledOnce();
  });

  it('[S4.5] goes back to the cart with Escape, and is busy while the transaction is created', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <WalletPopup
        open
        loading
        walletAmountCents={100}
        totalCents={100}
        onUseWallet={() => {}}
        onSkipWallet={() => {}}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Utiliser la cagnotte' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Ne pas utiliser la cagnotte' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
