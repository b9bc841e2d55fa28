import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { Button } from './button';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Drawer open={open} onOpenChange={setOpen} title="Mon tiroir">
        <a href="/a">Premier</a>
        <a href="/b">Second</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('[S2.60] is a modal dialog named by its title, keyboard-trapped, closed by Escape', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Mon tiroir' });
    await expectNoAxeViolations(document.body);
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("[S2.60] closes with 'Fermer'", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('[S2.60] [S9.12] is full width on mobile and 360 px wide from the desktop switch', () => {
    renderWithProviders(
      <Drawer open onOpenChange={() => {}} title="Menu">
        <p>Contenu</p>
      </Drawer>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    const rule = new RegExp(
      `@media \\(min-width: ${theme.breakpoints.md}px\\)\\{[^}]*width:${theme.layout.drawerWidthPx}px`,
    );
    expect(css).toMatch(rule);
    expect(css).toMatch(/width:100%/);
  });
});
