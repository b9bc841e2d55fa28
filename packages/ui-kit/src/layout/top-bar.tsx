import { PAGE_TITLE_PREFIX, type Header, type MenuAction } from '@ldn/domain';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AppLink } from '../link/link-context';
import { cartButtonName, uiMessages } from '../messages';
import { controlBase } from '../primitives/focus-ring';
import { MenuEntryView } from './menu-entry-view';
import { TOP_BAR_ATTRIBUTE } from './top-bar-anchor';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.topBar};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.topBarHeightPx}px;
  padding: 0 ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.up.md} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const iconButton = css`
  ${controlBase}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const MenuButton = styled.button`
  ${iconButton}
`;

const Logo = styled(AppLink)`
  ${iconButton}
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** [S2.62] The header links: desktop only (the bottom bar and the drawer serve phones). */
const Nav = styled.nav`
  flex: 1;
  ${({ theme }) => theme.media.down.md} {
    display: none;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
  ${({ theme }) => theme.media.up.md} {
    display: none;
  }
`;

const NavEntry = styled(MenuEntryView)`
  ${iconButton}
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** [S4.8] What is left to thank, beside Activity. */
const Due = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const CartLink = styled(AppLink)`
  ${iconButton}
  position: relative;
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 20px;
  text-align: center;
`;

const BurgerIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const CartIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 100-2 1 1 0 000 2zm8 0a1 1 0 100-2 1 1 0 000 2z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

export interface TopBarProps {
  /** [S2.62] What the domain's `headerFor(...)` returns. */
  readonly header: Header;
  /** Called with the action of an action link (`staffLogout`). */
  readonly onAction?: (action: MenuAction) => void;
  /** Shows the menu button that opens the drawer [S2.60]. */
  readonly onOpenMenu?: () => void;
  /** Whether the drawer is open (the menu button's `aria-expanded`). */
  readonly menuOpen?: boolean;
  /** The logo's picture; the product name 'Liste de naissance' by default. */
  readonly logo?: ReactNode;
  /** The logo link's accessible name, when `logo` is a picture without text. */
  readonly logoLabel?: string;
}

/**
 * [S2.62] The top bar: menu button, logo (to SellerPage for staff, else Home), the header links on
 * desktop (my list, share, activity, wallet, staff help, staff logout with the first name), and the
 * cart button with its item-count badge (only for a Validée list).
 */
export function TopBar({
  header,
  onAction,
  onOpenMenu,
  menuOpen = false,
  logo,
  logoLabel,
}: TopBarProps) {
  const { cartButton } = header;
  return (
    <Bar {...{ [TOP_BAR_ATTRIBUTE]: '' }}>
      {onOpenMenu !== undefined && (
        <MenuButton
          type="button"
          aria-label={uiMessages.OPEN_MENU}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
        >
          <BurgerIcon />
        </MenuButton>
      )}
      <Logo href={header.logoHref} aria-label={logoLabel}>
        {logo ?? PAGE_TITLE_PREFIX}
      </Logo>
      <Spacer />
      <Nav aria-label={uiMessages.MAIN_NAVIGATION}>
        <ul>
          {header.links.map((entry) => (
            <li key={entry.id}>
              <NavEntry
                entry={entry}
                onAction={onAction}
                accessibleLabel={entry.accessibleLabel}
                detail={entry.detail !== undefined && <Due>{entry.detail}</Due>}
              />
            </li>
          ))}
        </ul>
      </Nav>
      {cartButton !== null && (
        <CartLink
          href={cartButton.href}
          aria-label={cartButtonName(cartButton.label, cartButton.badge)}
        >
          <CartIcon />
          {cartButton.badge !== null && <Badge aria-hidden="true">{cartButton.badge}</Badge>}
        </CartLink>
      )}
    </Bar>
  );
}
