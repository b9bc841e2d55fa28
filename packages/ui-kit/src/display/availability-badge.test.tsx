import { AVAILABILITY_STYLES, type Availability } from '@ldn/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@ldn/vitest-preset/axe';
import { renderWithProviders } from '../test/render';
import { AvailabilityBadge } from './availability-badge';

describe('AvailabilityBadge', () => {
  it.each([
    ['AVAILABLE', 'En stock'],
    ['UNAVAILABLE', 'Indisponible'],
    ['PERMANENTLY_OUT_OF_STOCK', 'Définitivement en rupture'],
    ['GIFTED', 'Offert'],
  ] as const)(
    '[S3.9] shows %s as %s in the domain colours',
    async (availability: Availability, text) => {
      const { container } = renderWithProviders(<AvailabilityBadge availability={availability} />);
      const badge = screen.getByText(text);
      expect(badge).toHaveStyle({
        backgroundColor: AVAILABILITY_STYLES[availability].fill,
        color: AVAILABILITY_STYLES[availability].text,
      });
      await expectNoAxeViolations(container);
    },
  );
});
