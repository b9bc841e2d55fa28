import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { RadioGroup, type RadioGroupProps } from './radio-group';

type Who = 'holder' | 'relative' | 'staff';

const OPTIONS: RadioGroupProps<Who>['options'] = [
  { value: 'holder', label: 'Le détenteur', description: 'Celui qui a créé la liste' },
  { value: 'relative', label: 'Un proche' },
  { value: 'staff', label: 'Le magasin', disabled: true },
];

function Controlled(
  props: Partial<RadioGroupProps<Who>> & { readonly onChosen?: (value: Who) => void },
) {
  const [value, setValue] = useState<Who | ''>(props.value ?? '');
  return (
    <RadioGroup<Who>
      legend="Qui offre ?"
      options={OPTIONS}
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onChosen?.(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('[WCAG 1.3.1] [WCAG 4.1.2] a group named by its legend; each option named by its label alone', async () => {
    const { container } = renderWithProviders(<Controlled />);
    const group = screen.getByRole('group', { name: 'Qui offre ?' });
    const holder = within(group).getByRole('radio', { name: 'Le détenteur' });
    expect(holder).toHaveAccessibleDescription('Celui qui a créé la liste');
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const radio of within(group).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('clicking an option card chooses it; a disabled option cannot be chosen', async () => {
    const onChosen = vi.fn();
    const { user, container } = renderWithProviders(<Controlled onChosen={onChosen} />);
    await user.click(screen.getByText('Un proche'));
    expect(screen.getByRole('radio', { name: 'Un proche' })).toBeChecked();
    expect(onChosen).toHaveBeenLastCalledWith('relative');
    await user.click(screen.getByText('Le magasin'));
    expect(screen.getByRole('radio', { name: 'Le magasin' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Le magasin' })).toBeDisabled();
    expect(onChosen).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('Tab reaches the chosen option, the arrow keys move the choice', async () => {
    const { user } = renderWithProviders(<Controlled value="relative" />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Un proche' })).toHaveFocus();
    // Held down: Radix moves the focus on the next tick and chooses while the key is pressed.
    await user.keyboard('{ArrowUp>}');
    const holder = screen.getByRole('radio', { name: 'Le détenteur' });
    await waitFor(() => expect(holder).toHaveFocus());
    expect(holder).toBeChecked();
    await user.keyboard('{/ArrowUp}');
  });

  it('an error is the description of the group and of each option', async () => {
    const { container } = renderWithProviders(
      <Controlled error="Choisissez qui offre." hideLegend />,
    );
    const group = screen.getByRole('group', { name: 'Qui offre ?' });
    expect(group).toHaveAccessibleDescription('Choisissez qui offre.');
    expect(screen.getByRole('radio', { name: 'Un proche' })).toHaveAccessibleDescription(
      'Choisissez qui offre.',
    );
    await expectNoAxeViolations(container);
  });

  it('a disabled group chooses nothing and shows its note', async () => {
    const onChosen = vi.fn();
    const { user, container } = renderWithProviders(
      <Controlled disabled note={<p>Le panier est payé.</p>} onChosen={onChosen} />,
    );
    await user.click(screen.getByText('Un proche'));
    expect(onChosen).not.toHaveBeenCalled();
    expect(screen.getByText('Le panier est payé.')).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
