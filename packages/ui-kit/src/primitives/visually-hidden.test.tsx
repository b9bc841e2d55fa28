import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers in a span out of sight', () => {
    renderWithProviders(
      <button type="button">
        ✕<VisuallyHidden>Fermer</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '✕Fermer' })).toBeInTheDocument();
    const hidden = screen.getByText('Fermer');
    expect(hidden.tagName).toBe('SPAN');
    expect(hidden).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
    expect(hidden).toHaveStyle({ overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' });
  });

  it('hides its child itself with asChild, keeping the child and its props', () => {
    renderWithProviders(
      <section aria-labelledby="titre">
        <VisuallyHidden asChild>
          <h2 id="titre">Liste des produits</h2>
        </VisuallyHidden>
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Liste des produits' });
    expect(heading).toHaveAttribute('id', 'titre');
    expect(heading).toHaveStyle({ position: 'absolute', width: '1px' });
    expect(screen.getByRole('region', { name: 'Liste des produits' })).toBeInTheDocument();
  });
});
