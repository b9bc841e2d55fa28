import { validationMessages } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { PhoneField } from './phone-field';

function Controlled({ required = false }: { required?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PhoneField label="Téléphone" value={value} onValueChange={setValue} required={required} />
  );
}

describe('PhoneField', () => {
  it('[S5.9] accepts a French number with separators', async () => {
    const { user, container } = renderWithProviders(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(input).toHaveAttribute('type', 'tel');
    await user.type(input, '06 12 34 56 78');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  it('[S5.9] refuses anything else with INVALID_PHONE_NUMBER', async () => {
    const { user, container } = renderWithProviders(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    await user.type(input, '+33 6 12');
    await user.tab();
    expect(input).toHaveAccessibleDescription(validationMessages.INVALID_PHONE_NUMBER);
    await expectNoAxeViolations(container);
  });

  it('[S5.7] asks for the phone when required', async () => {
    const { user } = renderWithProviders(<Controlled required />);
    const input = screen.getByRole('textbox', { name: /Téléphone/ });
    await user.click(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription(validationMessages.REQUIRED_PHONE);
  });
});
