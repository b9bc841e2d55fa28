import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { Button } from './button';
import { Dialog } from './dialog';

function Harness({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="Titre de la popup"
        description="Une description"
        actions={<Button>Valider</Button>}
      >
        <input aria-label="Champ" />
      </Dialog>
    </>
  );
}

describe('Dialog (the popup base)', () => {
  it('[S2.50] is a modal dialog named by its title and described by its description', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Titre de la popup' });
    expect(dialog).toHaveAccessibleDescription('Une description');
    await expectNoAxeViolations(document.body);
  });

  it('[S2.50] traps the focus inside and closes with Escape, giving focus back', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<Harness onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(opener).toHaveFocus();
  });

  it("[S2.50] closes with its 'Fermer' button", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('can hide its close button and go without a description', () => {
    renderWithProviders(
      <Dialog open onOpenChange={() => {}} title="Question" hideCloseButton>
        <p>Texte</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Question' })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
  });
});

describe('Dialog fullScreen (a long form)', () => {
  it('[S2.38] covers the whole phone screen, keeps its title, actions and axe-clean content', async () => {
    renderWithProviders(
      <Dialog
        open
        onOpenChange={() => {}}
        title="Formulaire"
        fullScreen
        actions={<Button>Enregistrer</Button>}
      >
        <input aria-label="Champ" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Formulaire' });
    const style = window.getComputedStyle(dialog);
    expect(style.top).toBe('0px');
    expect(style.bottom).toBe('0px');
    expect(style.maxHeight).toBe('none');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });

  it('is a bottom sheet by default (not full screen)', () => {
    renderWithProviders(
      <Dialog open onOpenChange={() => {}} title="Popup">
        <p>Texte</p>
      </Dialog>,
    );
    expect(window.getComputedStyle(screen.getByRole('dialog')).maxHeight).toBe('90vh');
  });
});
