import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

function Controlled(props: Partial<TextAreaFieldProps> & { readonly initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <TextAreaField
      label="Votre message"
      maxLength={1000}
      {...props}
      value={value}
      onValueChange={setValue}
    />
  );
}

describe('TextAreaField', () => {
  it("[S5.10] counts the characters live: '5/1000', read as '5 caractères sur 1000'", async () => {
    const { user, container } = renderWithProviders(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Votre message' });
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('0 caractère sur 1000');
    await user.type(field, 'Merci');
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('5 caractères sur 1000');
    await expectNoAxeViolations(container);
  });

  it('[S5.10] longer input is cut at maxLength, also when pasting', async () => {
    const { user } = renderWithProviders(<Controlled maxLength={10} initial="Bonjour" />);
    const field = screen.getByRole('textbox', { name: 'Votre message' });
    await user.click(field);
    await user.paste(' à tous');
    expect(field).toHaveValue('Bonjour à ');
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it('[S5.10] hint and error join the counter in the description; the error can be announced', async () => {
    const { container } = renderWithProviders(
      <Controlled
        hint="Envoyé par e-mail."
        error="Écrivez votre message de remerciement."
        announceError
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Votre message' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      '0 caractère sur 1000 Envoyé par e-mail. Écrivez votre message de remerciement.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Écrivez votre message de remerciement.');
    await expectNoAxeViolations(container);
  });

  it('an error is not an alert unless asked', () => {
    renderWithProviders(<Controlled error="Trop long." />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Trop long.')).toBeVisible();
  });
});
