import { validationMessages } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <TextField {...rest} value={value} onValueChange={setValue} />;
}

describe('TextField', () => {
  it('[S5.10] is labelled and shows no error before it is left', async () => {
    const { container } = renderWithProviders(<Controlled label="Nom de la liste" required />);
    const input = screen.getByRole('textbox', { name: 'Nom de la liste (obligatoire)' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-required', 'true');
    await expectNoAxeViolations(container);
  });

  it('[S5.10] shows DEFAULT_INPUT_ERROR, linked by aria-describedby, when a required field is left blank', async () => {
    const { user, container } = renderWithProviders(<Controlled label="Prénom" required />);
    const input = screen.getByRole('textbox', { name: /Prénom/ });
    await user.click(input);
    await user.type(input, '   ');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(validationMessages.DEFAULT_INPUT_ERROR);
    await expectNoAxeViolations(container);
    await user.type(input, 'Léa');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('[S5.10] with validateOnBlur false, a required field left blank stays quiet until a submit', async () => {
    const { user, rerender } = renderWithProviders(
      <Controlled label="Numéro de ticket" required validateOnBlur={false} />,
    );
    const input = screen.getByRole('textbox', { name: /Numéro de ticket/ });
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<Controlled label="Numéro de ticket" required validateOnBlur={false} showError />);
    expect(screen.getByRole('textbox', { name: /Numéro de ticket/ })).toHaveAccessibleDescription(
      validationMessages.DEFAULT_INPUT_ERROR,
    );
  });

  it('[S5.10] never complains about an optional empty field', async () => {
    const { user } = renderWithProviders(<Controlled label="Message" />);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-invalid');
  });

  it('[S5.10] truncates typed and pasted input at maxLength', async () => {
    const { user } = renderWithProviders(<Controlled label="Code" maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'abcdefgh');
    expect(input).toHaveValue('abcde');
    await user.clear(input);
    await user.click(input);
    await user.paste('😀😀😀😀😀😀');
    expect(input).toHaveValue('😀😀😀😀😀');
  });

  it('shows an outside error at once, and its own error after a submit', () => {
    const { rerender } = renderWithProviders(
      <TextField label="Nom" value="x" onValueChange={() => {}} error="Nom déjà pris." />,
    );
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription(
      'Nom déjà pris.',
    );
    rerender(<TextField label="Nom" value="" onValueChange={() => {}} required showError />);
    expect(screen.getByRole('textbox', { name: /Nom/ })).toHaveAccessibleDescription(
      validationMessages.DEFAULT_INPUT_ERROR,
    );
  });
});
