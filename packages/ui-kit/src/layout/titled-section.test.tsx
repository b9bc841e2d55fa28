import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { TitledSection } from './titled-section';

describe('TitledSection', () => {
  it('[WCAG 1.3.1] a card that is a region named by its h2, each its own', async () => {
    const { container } = renderWithProviders(
      <main>
        <TitledSection title="Lien de partage">
          <p>Copiez le lien.</p>
        </TitledSection>
        <TitledSection title="QR code">
          <p>Scannez-le.</p>
        </TitledSection>
      </main>,
    );
    const link = screen.getByRole('region', { name: 'Lien de partage' });
    expect(link.tagName).toBe('SECTION');
    expect(link).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Lien de partage' }),
    );
    expect(link).toHaveTextContent('Copiez le lien.');
    expect(screen.getByRole('region', { name: 'QR code' })).not.toBe(link);
    expect(getComputedStyle(link).padding).toBe('16px');
    await expectNoAxeViolations(container);
  });

  it('takes the styles of a screen that extends it', () => {
    const Spaced = styled(TitledSection)`
      margin-top: 40px;
    `;
    renderWithProviders(<Spaced title="Cagnotte" />);
    expect(getComputedStyle(screen.getByRole('region', { name: 'Cagnotte' })).marginTop).toBe(
      '40px',
    );
  });
});
