import type { Footer as FooterData, MenuAction } from '@ldn/domain';
import styled from 'styled-components';
import { uiMessages } from '../messages';
import { MenuEntryView } from './menu-entry-view';

/** [S2.61] Desktop only: the drawer serves phones. */
const Root = styled.footer`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.down.md} {
    display: none;
  }
`;

const Links = styled.ul<{ $small?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme, $small }) => ($small ? theme.typography.size.sm : theme.typography.size.md)};
`;

const Entry = styled(MenuEntryView)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface FooterProps {
  /** [S2.61] What the domain's `footerFor(...)` returns; `null` (mobile) renders nothing. */
  readonly footer: FooterData | null;
  /** Called with an entry's action (open the external products panel). */
  readonly onAction?: (action: MenuAction) => void;
}

/** [S2.61] [S2.48] The desktop footer: the useful links, then the legal links. */
export function Footer({ footer, onAction }: FooterProps) {
  if (footer === null) return null;
  return (
    <Root>
      <nav aria-label={uiMessages.FOOTER_LINKS}>
        <Links>
          {footer.main.map((entry) => (
            <li key={entry.id}>
              <Entry entry={entry} onAction={onAction} />
            </li>
          ))}
        </Links>
      </nav>
      <nav aria-label={uiMessages.LEGAL_LINKS}>
        <Links $small>
          {footer.legal.map((entry) => (
            <li key={entry.id}>
              <Entry entry={entry} onAction={onAction} />
            </li>
          ))}
        </Links>
      </nav>
    </Root>
  );
}
