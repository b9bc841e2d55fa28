import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DeferredToaster } from './deferred-toaster';
import { createToastStore } from './toast-store';

describe('DeferredToaster', () => {
  it('[S8.1] loads the toaster when a toast is raised, and shows that toast', async () => {
    const store = createToastStore();
    renderWithProviders(<DeferredToaster store={store} />);
    act(() => {
      store.success('Liste mise à jour');
    });
    expect(await screen.findByText('Liste mise à jour')).toBeInTheDocument();
  });
});
