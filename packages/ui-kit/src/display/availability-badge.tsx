import { AVAILABILITY_STYLES, type Availability } from '@ldn/domain';
import styled from 'styled-components';

const Badge = styled.span<{ $availability: Availability }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $availability }) => theme.colors.availability[$availability].fill};
  color: ${({ theme, $availability }) => theme.colors.availability[$availability].text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  white-space: nowrap;
`;

export interface AvailabilityBadgeProps {
  /** [S3.9] The value to show; for an item, the domain's `itemAvailability(item)` (Offert wins). */
  readonly availability: Availability;
}

/**
 * [S3.9] The availability badge: En stock, Indisponible, Définitivement en rupture or Offert, in the
 * fill and text colours of the domain's `AVAILABILITY_STYLES` (readable at WCAG AA).
 */
export function AvailabilityBadge({ availability }: AvailabilityBadgeProps) {
  return (
    <Badge $availability={availability} data-availability={availability}>
      {AVAILABILITY_STYLES[availability].label}
    </Badge>
  );
}
