import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { controlledRender } from './controlled-story';
import { TextField } from './text-field';

describe('controlledRender (stories of the inputs)', () => {
  it('[design.md Storybook] keeps the typed value, starting from the story args', async () => {
    const render = controlledRender(TextField);
    const { user } = renderWithProviders(
      render({ label: 'Nom de la liste', value: 'La liste', onValueChange: vi.fn() }),
    );
    const field = screen.getByRole('textbox', { name: 'Nom de la liste' });
    expect(field).toHaveValue('La liste');
    await user.type(field, ' de Léa');
    expect(field).toHaveValue('La liste de Léa');
  });
});
