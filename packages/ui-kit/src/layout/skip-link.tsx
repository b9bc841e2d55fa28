import styled from 'styled-components';
import { uiMessages } from '../messages';
import { controlBase } from '../primitives/focus-ring';

/**
 * Off screen until it has the keyboard focus, then over the top bar's top-left corner; a 44 px
 * target with the kit's focus ring, like every control.
 */
const Link = styled.a`
  ${controlBase}
  display: inline-flex;
  align-items: center;
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: 1000;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

export interface SkipLinkProps {
  /** The id of the page's main content: a `<main tabIndex={-1}>`, so that it takes the focus. */
  readonly targetId: string;
}

/**
 * 'Aller au contenu' (RGAA 12.7, WCAG 2.4.1): the page's first link, shown when it has the
 * keyboard focus, that jumps over the bars to the main content. A plain anchor, not the router's
 * link: the browser itself scrolls to the target and gives it the focus.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  return <Link href={`#${targetId}`}>{uiMessages.SKIP_TO_CONTENT}</Link>;
}
