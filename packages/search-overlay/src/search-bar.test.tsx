import { ThemeProvider } from '@ldn/ui-kit';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar';
import { renderWithProviders } from './test/render';

function setup(value = 'biberon') {
  const onSubmit = vi.fn();
  const rendered = renderWithProviders(
    <ThemeProvider>
      <SearchBar value={value} onChange={() => undefined} onSubmit={onSubmit} />
    </ThemeProvider>,
  );
  return { ...rendered, onSubmit, box: screen.getByRole('searchbox') };
}

describe('SearchBar', () => {
  it('[S4.12] searches at the Enter key itself, before any submission of the form', () => {
    const { onSubmit, box } = setup();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('biberon');
  });

  it('[S4.12] searches once for a typed Enter (the form does not search again)', async () => {
    const { user, onSubmit, box } = setup();
    await user.click(box);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('[S4.12] searches with the magnifier button', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('biberon');
  });

  it('does not search on the Enter that ends an input method composition', () => {
    const { onSubmit, box } = setup();
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
