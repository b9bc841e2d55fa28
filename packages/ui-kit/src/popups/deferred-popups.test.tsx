import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../primitives/button';
import { renderWithProviders } from '../test/render';
import { DeferredCountryConfirmPopup } from './deferred-flow-popups';
import { DeferredDrawer, deferUntilOpen } from './deferred-popups';

describe('deferred popups (out of the first page JavaScript)', () => {
  it('[S2.50] renders and loads nothing while never opened, then shows the popup when it opens', async () => {
    const load = vi.fn(
      async () => (props: { open: boolean }) => (props.open ? <p>ouvert</p> : null),
    );
    const Popup = deferUntilOpen(load, 'Probe');
    const { rerender } = renderWithProviders(<Popup open={false} />);
    expect(screen.queryByText('ouvert')).toBeNull();
    rerender(<Popup open />);
    expect(await screen.findByText('ouvert')).toBeInTheDocument();
    // Loaded once, even with the idle prefetch.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('[S4.11] [S5.12] the deferred country popup is the real one once open', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <DeferredCountryConfirmPopup open onCancel={() => {}} onConfirm={onConfirm} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Je confirme résider en France' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('[S2.60] the deferred drawer shows its trigger at once, which opens it', async () => {
    function Probe() {
      const [open, setOpen] = useState(false);
      return (
        <DeferredDrawer
          open={open}
          onOpenChange={setOpen}
          title="Filtrer et trier"
          trigger={<Button>Filtrer</Button>}
        >
          <p>Contenu</p>
        </DeferredDrawer>
      );
    }
    const { user } = renderWithProviders(<Probe />);
    const trigger = screen.getByRole('button', { name: 'Filtrer' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Filtrer et trier' })).toBeInTheDocument();
    expect(screen.getByText('Contenu')).toBeInTheDocument();
  });
});
