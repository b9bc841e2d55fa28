import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { cardStyle } from './card-style';

const Card = styled.section`
  ${cardStyle}
  ${({ theme }) => theme.media.up.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
`;

export interface TitledSectionProps {
  /** The section's heading (an `h2`), which names it. */
  readonly title: ReactNode;
  readonly children?: ReactNode;
  /** For `styled(TitledSection)`: a screen's spacing and layout inside the card. */
  readonly className?: string | undefined;
}

/**
 * A card of a screen that is a region named by its `h2` (WCAG 1.3.1): screen readers list it
 * among the landmarks by its title. Extend it with `styled(TitledSection)`.
 */
export function TitledSection({ title, children, className }: TitledSectionProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={className}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </Card>
  );
}
