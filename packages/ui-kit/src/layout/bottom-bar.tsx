import {
  bottomBarButton,
  shareValidatedBar,
  type BottomBarVariant,
  type ListBar,
  type MenuAction,
  type RoleHolder,
} from '@ldn/domain';
import styled, { css } from 'styled-components';
import { uiMessages } from '../messages';
import { Button } from '../primitives/button';
import { controlBase } from '../primitives/focus-ring';
import { CartBar, type CartBarProps } from './cart-bar';
import { MenuEntryView } from './menu-entry-view';
import type { ScreenActionStates } from './screen-actions';

/** [S2.51] Mobile only: fixed at the bottom, hidden from the desktop switch. */
const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.bottomBar};
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.bottomBarHeightPx}px;
  padding: ${({ theme }) => theme.space.sm};
  padding-bottom: max(${({ theme }) => theme.space.sm}, env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.up.md} {
    display: none;
  }
`;

const Links = styled.ul`
  display: flex;
  justify-content: space-around;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    flex: 1;
    display: flex;
  }
`;

const linkStyle = css`
  ${controlBase}
  flex: 1;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-align: center;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const BarLink = styled(MenuEntryView)`
  ${linkStyle}
`;

const Amount = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** [S4.8] What is left to thank, under Activity. */
const Due = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  > * {
    flex: 1;
  }
`;

export interface BottomBarProps {
  /** [S2.51]-[S2.58] What the domain's `bottomBarFor(...)` returns; `null` renders nothing. */
  readonly variant: BottomBarVariant | null;
  /** The signed-in user (labels differ for staff [S6.4]). */
  readonly user: RoleHolder | null;
  /** [S2.59] [S2.53] The domain's `listBarFor(...)`, for `listBar` and `closedListBar`. */
  readonly listBar?: ListBar | null;
  /** [S2.55] The list id, for `shareValidated`. */
  readonly listId?: string | null;
  /**
   * [S2.55] Whether the signed-in user owns the list (`list.isOwner`), for `shareValidated`: its
   * way back leads the owner to his list page and a relative to the list's public page.
   */
  readonly isListOwner?: boolean;
  /** [S2.43] The cart bar's data, for `cart`. */
  readonly cart?: Omit<CartBarProps, 'user' | 'onValidate'> | null;
  /** Called with the action of a button (create list, add to cart, validate cart...). */
  readonly onAction: (action: MenuAction) => void;
  /** The one-button bar's action is running: its button is busy. */
  readonly loading?: boolean;
  /** The one-button bar's button is disabled (e.g. nothing left to add). */
  readonly disabled?: boolean;
  /**
   * What the page shown says of its actions (`useScreenActionStates`): a button whose action its
   * page cannot run now is disabled, with the page's reason as its description, or busy.
   */
  readonly actionStates?: ScreenActionStates | undefined;
}

interface BarActionButtonProps {
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled: boolean;
  readonly loading: boolean;
  /** Why it is disabled; read with the button (the page shows the same text). */
  readonly reason: string | undefined;
}

/**
 * A bar button acting on the page. Disabled, it keeps the page's reason as its description: a
 * `title`, so the text the page shows is not in the document twice.
 */
function BarActionButton({ label, onClick, disabled, loading, reason }: BarActionButtonProps) {
  return (
    <Button
      fullWidth
      loading={loading}
      disabled={disabled}
      title={disabled ? reason : undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/**
 * [S2.51]-[S2.59] The mobile bottom bar, in the variant the domain chose: the list bar (participate
 * button, or links with the wallet amount in euros), the reduced bar of a Cloturée list, the cart
 * bar, the share page's bar of a Validée list, or one button (create a list, add to cart, add to
 * list, save settings, save changes).
 */
export function BottomBar({
  variant,
  user,
  listBar,
  listId,
  isListOwner = false,
  cart,
  onAction,
  loading = false,
  disabled = false,
  actionStates,
}: BottomBarProps) {
  if (variant === null) return null;
  const stateOf = (action: MenuAction | null) =>
    action === null ? undefined : actionStates?.get(action);
  // Links make a navigation landmark; a bar of buttons is a labelled region.
  const isNavigation =
    variant === 'shareValidated' ||
    ((variant === 'listBar' || variant === 'closedListBar') && listBar?.kind === 'links');
  return isNavigation ? (
    <Bar aria-label={uiMessages.BOTTOM_BAR}>{renderVariant()}</Bar>
  ) : (
    <Bar as="div" role="region" aria-label={uiMessages.BOTTOM_BAR}>
      {renderVariant()}
    </Bar>
  );

  function renderVariant() {
    switch (variant) {
      case 'listBar':
      case 'closedListBar':
        if (!listBar) return null;
        if (listBar.kind === 'participate') {
          return (
            <Actions>
              {listBar.entries.map((entry) => {
                const state = stateOf(entry.kind === 'action' ? entry.action : null);
                return (
                  <BarActionButton
                    key={entry.id}
                    label={entry.label}
                    disabled={state?.disabled ?? false}
                    loading={state?.busy ?? false}
                    reason={state?.reason}
                    onClick={() => entry.kind === 'action' && onAction(entry.action)}
                  />
                );
              })}
            </Actions>
          );
        }
        return (
          <Links>
            {listBar.entries.map((entry) => (
              <li key={entry.id}>
                <BarLink
                  entry={entry}
                  onAction={onAction}
                  accessibleLabel={entry.accessibleLabel}
                  detail={
                    entry.detail !== undefined &&
                    (entry.id === 'activity' ? (
                      <Due>{entry.detail}</Due>
                    ) : (
                      <Amount>{entry.detail}</Amount>
                    ))
                  }
                />
              </li>
            ))}
          </Links>
        );
      case 'shareValidated':
        if (!listId) return null;
        return (
          <Links>
            {shareValidatedBar(listId, user, isListOwner).map((entry) => (
              <li key={entry.id}>
                <BarLink entry={entry} />
              </li>
            ))}
          </Links>
        );
      case 'cart':
        if (!cart) return null;
        return <CartBar {...cart} user={user} onValidate={() => onAction('validateCart')} />;
      case 'createList':
      case 'addToCart':
      case 'addToList':
      case 'saveSettings':
      case 'saveChanges': {
        const button = bottomBarButton(variant, user);
        const state = stateOf(button.kind === 'action' ? button.action : null);
        return (
          <BarActionButton
            label={button.label}
            loading={loading || (state?.busy ?? false)}
            disabled={disabled || (state?.disabled ?? false)}
            reason={state?.reason}
            onClick={() => button.kind === 'action' && onAction(button.action)}
          />
        );
      }
      default:
        return null;
    }
  }
}
