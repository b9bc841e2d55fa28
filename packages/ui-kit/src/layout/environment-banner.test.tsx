import { environmentBanner } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { EnvironmentBanner } from './environment-banner';

describe('EnvironmentBanner', () => {
  it('[S1.7] shows no banner for PROD', () => {
    const { container } = renderWithProviders(
      <EnvironmentBanner banner={environmentBanner('PROD')} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("[S1.7] is yellow for STAGING: 'Vous êtes sur l'environnement STAGING !'", async () => {
    const { container } = renderWithProviders(
      <EnvironmentBanner banner={environmentBanner('STAGING')} />,
    );
    const banner = screen.getByRole('note', { name: 'Environnement' });
    expect(banner).toHaveTextContent("Vous êtes sur l'environnement STAGING !");
    expect(banner).toHaveStyle({ backgroundColor: theme.colors.bannerYellow });
    await expectNoAxeViolations(container);
  });

  it('[S1.7] is red for any other label', () => {
    renderWithProviders(<EnvironmentBanner banner={environmentBanner('RECETTE')} />);
    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent("Vous êtes sur l'environnement RECETTE !");
    expect(banner).toHaveStyle({ backgroundColor: theme.colors.bannerRed });
  });
});
