import { validationMessages } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { PasswordField, type PasswordFieldProps } from './password-field';

function Controlled(props: Omit<PasswordFieldProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = useState('');
  return <PasswordField {...props} value={value} onValueChange={setValue} />;
}

describe('PasswordField', () => {
  it('[ASVS V6.2.7] masks what is typed, keeps it as typed, and carries its autocomplete token', async () => {
    const { user, container } = renderWithProviders(
      <Controlled label="Nouveau mot de passe" autoComplete="new-password" hint="8 caractères." />,
    );
    const input = screen.getByLabelText('Nouveau mot de passe');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription('8 caractères.');
    await user.type(input, ' Bébé 2026 ');
    expect(input).toHaveValue(' Bébé 2026 ');
    await expectNoAxeViolations(container);
  });

  it('[S5.10] shows DEFAULT_INPUT_ERROR when a required one is left blank, and an outside error always', async () => {
    const { user, rerender } = renderWithProviders(
      <Controlled label="Mot de passe actuel" autoComplete="current-password" required />,
    );
    const input = screen.getByLabelText(/Mot de passe actuel/);
    await user.click(input);
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(validationMessages.DEFAULT_INPUT_ERROR);
    rerender(
      <PasswordField
        label="Mot de passe actuel"
        autoComplete="current-password"
        value="azerty"
        onValueChange={() => undefined}
        error="Le mot de passe actuel est incorrect."
      />,
    );
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
      'Le mot de passe actuel est incorrect.',
    );
  });
});
