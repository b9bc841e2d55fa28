import { AppLink, Page as ScreenPage, buttonLinkStyle } from '@ldn/ui-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled(ScreenPage).attrs({ width: 'narrow' })``;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/** Links and buttons of a screen, stacked on phones, in a row from `md`. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
  }
`;

/** The main way out of a screen: an in-app link that looks like the primary button. */
export const PrimaryLink = styled(AppLink)`
  ${buttonLinkStyle}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** A second way out: an in-app link that looks like the secondary button. */
export const SecondaryLink = styled(AppLink)`
  ${buttonLinkStyle}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export interface ScreenFrameProps {
  /** The screen's heading (its `h1`), which also names the region. */
  readonly title: string;
  readonly children?: ReactNode;
}

/** The frame of a static screen: a region named by its `h1`, centred, readable width. */
export function ScreenFrame({ title, children }: ScreenFrameProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Section>
  );
}
