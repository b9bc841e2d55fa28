import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  PERSONALIZATION_IMAGES,
  personalizationImage,
} from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { theme } from '../theme/theme';
import { HeaderIllustration } from './header-illustration';

describe('HeaderIllustration', () => {
  it.each(PERSONALIZATION_IMAGES.map((image) => [image.value, image] as const))(
    '[S3.18] draws %s in its colour with its motif, hidden from screen readers',
    async (_value, image) => {
      const { container } = renderWithProviders(<HeaderIllustration image={image} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('data-motif', image.motif);
      expect(container.querySelector('rect')).toHaveAttribute('fill', image.color);
      // Six shapes, every other one in the accent colour.
      expect(svg?.querySelectorAll(':scope > g')).toHaveLength(6);
      await expectNoAxeViolations(container);
    },
  );

  it('[S3.18] the theme text reads on every header colour (WCAG AA)', () => {
    for (const image of PERSONALIZATION_IMAGES) {
      expect(contrastRatio(theme.colors.text, image.color), image.value).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it('[S3.18] an unknown image value draws img1, the clouds', () => {
    const { container } = renderWithProviders(
      <HeaderIllustration image={personalizationImage('img42')} />,
    );
    expect(container.querySelector('svg')).toHaveAttribute('data-motif', 'clouds');
  });
});
