import type { EnvironmentBanner as EnvironmentBannerData } from '@ldn/domain';
import styled from 'styled-components';
import { uiMessages } from '../messages';

const Root = styled.div<{ $color: EnvironmentBannerData['color'] }>`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.banner};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme, $color }) =>
    $color === 'yellow' ? theme.colors.bannerYellow : theme.colors.bannerRed};
  color: ${({ theme, $color }) =>
    $color === 'yellow' ? theme.colors.onBannerYellow : theme.colors.onBannerRed};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: center;
`;

export interface EnvironmentBannerProps {
  /** [S1.7] What the domain's `environmentBanner(label)` returns; `null` (PROD) renders nothing. */
  readonly banner: EnvironmentBannerData | null;
}

/**
 * [S1.7] [S9.12] The banner of a non-production environment: 'Vous êtes sur l'environnement X !',
 * yellow for STAGING, red for any other label; nothing for PROD.
 */
export function EnvironmentBanner({ banner }: EnvironmentBannerProps) {
  if (banner === null) return null;
  return (
    <Root
      role="note"
      aria-label={uiMessages.ENVIRONMENT}
      $color={banner.color}
      data-color={banner.color}
    >
      {banner.text}
    </Root>
  );
}
