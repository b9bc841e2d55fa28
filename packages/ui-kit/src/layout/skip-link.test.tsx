import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it("is the page's first link, 'Aller au contenu', to the main content (RGAA 12.7)", async () => {
    const { container, user } = renderWithProviders(
      <>
        <SkipLink targetId="contenu" />
        <header>
          <a href="/">Liste de naissance</a>
        </header>
        <main id="contenu" tabIndex={-1}>
          <h1>Accueil</h1>
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(link).toHaveAttribute('href', '#contenu');
    await user.tab();
    expect(link).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
