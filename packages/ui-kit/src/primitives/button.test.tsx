import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { Button } from './button';

describe('Button', () => {
  it('calls back on click and by keyboard', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Enregistrer</Button>);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    screen.getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is busy and refuses clicks while loading, keeping its label', async () => {
    const onClick = vi.fn();
    const { user, container } = renderWithProviders(
      <Button loading onClick={onClick}>
        Enregistrer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('is a button, not a submit, unless asked', () => {
    renderWithProviders(<Button variant="secondary">Annuler</Button>);
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveAttribute('type', 'button');
  });
});
