import { suggestEmailDomains, validationMessages } from '@ldn/domain';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { EmailField } from './email-field';

function Controlled({ required = false }: { required?: boolean }) {
  const [value, setValue] = useState('');
  return <EmailField label="E-mail" value={value} onValueChange={setValue} required={required} />;
}

describe('EmailField', () => {
  it('[S5.8] is a combobox that suggests the 12 domains after "@"', async () => {
    const { user, container } = renderWithProviders(<Controlled />);
    const input = screen.getByRole('combobox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'marie');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, '@');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions d’adresses e-mail' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(suggestEmailDomains('marie@'));
    expect(within(listbox).getAllByRole('option')).toHaveLength(12);
    await expectNoAxeViolations(container);
  });

  it('[S5.8] narrows the suggestions as the domain is typed', async () => {
    const { user } = renderWithProviders(<Controlled />);
    await user.type(screen.getByRole('combobox'), 'marie@o');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'marie@orange.fr',
      'marie@outlook.fr',
    ]);
  });

  it('[S5.8] moves through the suggestions with the arrows and takes one with Enter', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'marie@o');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'marie@orange.fr' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'marie@outlook.fr' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('marie@outlook.fr');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('[S5.8] closes the suggestions with Escape and takes one on click', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'paul@');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('paul@');
    await user.type(input, 'g');
    await user.click(screen.getByRole('option', { name: 'paul@gmail.com' }));
    expect(input).toHaveValue('paul@gmail.com');
  });

  it('[S5.8] is valid when optional and empty, INVALID_EMAIL otherwise', async () => {
    const { user, container } = renderWithProviders(<Controlled />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'marie@gmail');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(validationMessages.INVALID_EMAIL);
    await expectNoAxeViolations(container);
  });

  it('[S5.8] asks for a required address', async () => {
    const { user } = renderWithProviders(<Controlled required />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.tab();
    expect(input).toHaveAccessibleDescription(validationMessages.DEFAULT_INPUT_ERROR);
  });
});
