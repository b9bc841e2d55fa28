import { AppLink, Page as ScreenPage, buttonLinkStyle } from '@ldn/ui-kit';
import styled, { css } from 'styled-components';

/** A screen's frame: centred, readable width, room on the sides. */
export const Page = styled(ScreenPage).attrs({ spacing: 'compact' })``;

export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Subtitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/** Links and buttons of a block: stacked on phones, in a row from `md`. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
`;

/** Shown from `md` only: on phones the bottom bar carries the same action [S2.52] [S2.56]. */
export const DesktopOnly = styled.div`
  ${({ theme }) => theme.media.down.md} {
    display: none;
  }
`;

const primaryLook = css`
  ${buttonLinkStyle}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const secondaryLook = css`
  ${buttonLinkStyle}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** A full page load (the external login) that looks like the primary button. */
export const PrimaryAnchor = styled.a`
  ${primaryLook}
`;

/** A full page load that looks like the secondary button. */
export const SecondaryAnchor = styled.a`
  ${secondaryLook}
`;

/** An in-app link that looks like the secondary button. */
export const SecondaryLink = styled(AppLink)`
  ${secondaryLook}
`;

/**
 * A section of Parameters below the settings' form, with its own saves (the co-parent, the
 * account's security): set apart by a rule.
 */
export const SettingsSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
