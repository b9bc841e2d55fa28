import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { Menu } from './menu';

describe('Menu', () => {
  it('opens from the keyboard, moves with the arrows, chooses with Enter and gives focus back', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    const { user } = renderWithProviders(
      <Menu
        label="Actions"
        items={[
          { id: 'edit', label: 'Modifier', onSelect: edit },
          { id: 'remove', label: 'Supprimer', onSelect: remove },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Modifier' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Supprimer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(remove).toHaveBeenCalledOnce();
    expect(edit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape without choosing', async () => {
    const edit = vi.fn();
    const { user } = renderWithProviders(
      <Menu label="Actions" items={[{ id: 'edit', label: 'Modifier', onSelect: edit }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(edit).not.toHaveBeenCalled();
  });

  it('[S2.49] [S9.8] as a choice menu, checks the chosen item and reports a new choice', async () => {
    function Sort() {
      const [value, setValue] = useState('popularity');
      return (
        <Menu
          label="Trier"
          value={value}
          onValueChange={setValue}
          items={[
            { id: 'popularity', label: 'Pertinence' },
            { id: 'price_asc', label: 'Prix croissant' },
          ]}
        />
      );
    }
    const { user } = renderWithProviders(<Sort />);
    await user.click(screen.getByRole('button', { name: 'Trier' }));
    expect(screen.getByRole('menuitemradio', { name: 'Pertinence' })).toBeChecked();
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('menuitemradio', { name: 'Prix croissant' }));
    await user.click(screen.getByRole('button', { name: 'Trier' }));
    expect(screen.getByRole('menuitemradio', { name: 'Prix croissant' })).toBeChecked();
    expect(screen.getByRole('menuitemradio', { name: 'Pertinence' })).not.toBeChecked();
  });
});
