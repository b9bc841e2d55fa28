import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PARENT, sessionOf } from '@ldn/test-kit';
import { renderWithProviders } from '../test/render';

/** Counts the imports of the overlay's chunk (its module, evaluated on its first import). */
const imported = vi.hoisted(() => vi.fn());
vi.mock('@ldn/search-overlay', async (importOriginal) => {
  imported();
  return importOriginal();
});

/** Longer than `whenIdle`'s wait where the browser has no `requestIdleCallback` (jsdom). */
const IDLE_MS = 600;
const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_MS));

// In this order: the module cache is the file's, and a loaded chunk stays loaded.
describe('the products overlay chunk, loaded ahead', () => {
  it('[S1.6] is not loaded for a visitor, who cannot open the overlay', async () => {
    renderWithProviders('/mentions', { preloadedState: { session: sessionOf(null) } });
    await screen.findByRole('heading', { level: 1, name: 'Mentions légales' }, { timeout: 5_000 });
    await idle();
    expect(imported).not.toHaveBeenCalled();
  });

  it('[S1.6] [S2.49] is loaded once the browser is idle for a signed-in customer, before any opening', async () => {
    renderWithProviders('/mentions', {
      preloadedState: { session: sessionOf(PARENT) },
      cookie: PARENT.pk,
    });
    await screen.findByRole('heading', { level: 1, name: 'Mentions légales' }, { timeout: 5_000 });
    await waitFor(() => expect(imported).toHaveBeenCalledOnce(), { timeout: 5_000 });
    expect(screen.queryByRole('dialog', { name: 'Produits' })).not.toBeInTheDocument();
  });
});
