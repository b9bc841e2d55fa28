import { AppLink, Page as ScreenPage, buttonLinkStyle } from '@ldn/ui-kit';
import styled, { css } from 'styled-components';

/** A staff page: one column, readable width; every target at least 44 px (kiosk, design.md). */
export const Page = styled(ScreenPage).attrs({ element: 'div', width: 'wide' })``;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/** One task of a staff page, in a card. */
export const Card = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const SubTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/** A form's fields, stacked. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Buttons and links side by side, wrapping on small screens. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const Muted = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Paragraph = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
`;

/** A refusal shown in the page (not a toast), read at once. */
export const Alert = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const Plain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Also as wide as a touch target: a short label stays easy to hit. */
const linkBase = css`
  ${buttonLinkStyle}
  min-width: ${({ theme }) => theme.layout.touchTargetPx}px;
`;

/** An in-app link that looks like the primary button. */
export const PrimaryLink = styled(AppLink)`
  ${linkBase}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** An in-app link that looks like the secondary button. */
export const SecondaryLink = styled(AppLink)`
  ${linkBase}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The external login: a full page load, so a plain anchor styled as the primary button. */
export const ExternalButtonLink = styled.a`
  ${linkBase}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;
