import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { payableWalletCents, WalletAmountField } from './wallet-amount-field';

function Controlled({ showError = false }: { readonly showError?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <WalletAmountField
      label="Montant de la participation"
      value={value}
      onValueChange={setValue}
      showError={showError}
    />
  );
}

describe('WalletAmountField', () => {
  it('[S5.2] says whole euros from 5 € to 10 000 € in its hint, and is required', async () => {
    const { container } = renderWithProviders(<Controlled />);
    const field = screen.getByRole('textbox', { name: /Montant de la participation/ });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(
      'En euros entiers (sans centimes), de 5 € à 10 000 €.',
    );
    await expectNoAxeViolations(container);
  });

  it.each([
    ['4', 'Le montant minimum est de 5€.'],
    ['10 001', 'Le montant maximum est de 10 000€.'],
    ['12,50', "Le montant doit être un nombre entier d'euros, sans centimes."],
  ])('[S5.2] %j left: %j', async (typed, message) => {
    const { user, container } = renderWithProviders(<Controlled />);
    const field = screen.getByRole('textbox', { name: /Montant de la participation/ });
    await user.type(field, typed);
    await user.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(message)).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('[S5.2] an amount the wallet takes shows no error', async () => {
    const { user } = renderWithProviders(<Controlled showError />);
    const field = screen.getByRole('textbox', { name: /Montant de la participation/ });
    await user.type(field, '50');
    await user.tab();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['50', 5000],
    ['5', 500],
    ['10 000', 1_000_000],
    ['4', undefined],
    ['12,50', undefined],
    ['', undefined],
    ['abc', undefined],
  ])('[S5.2] payableWalletCents(%j) -> %j', (text, cents) => {
    expect(payableWalletCents(text)).toBe(cents);
  });
});
