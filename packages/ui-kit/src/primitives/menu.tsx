import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled, { css } from 'styled-components';
import { controlBase } from './focus-ring';
import { portalContainer } from './portal-container';

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly disabled?: boolean;
  /** Called when the item is chosen (plain menus; a choice menu reports `onValueChange`). */
  readonly onSelect?: () => void;
}

export interface MenuProps {
  /** The trigger button's text (and accessible name), e.g. 'Trier' [S2.49]. */
  readonly label: string;
  readonly items: readonly MenuItem[];
  /**
   * Makes it a choice menu (menuitemradio): the id of the chosen item. Leave undefined for a
   * menu of actions.
   */
  readonly value?: string;
  readonly onValueChange?: (id: string) => void;
  /** Which edge of the trigger the list lines up with. */
  readonly align?: 'start' | 'end';
}

const Trigger = styled(RadixMenu.Trigger)`
  ${controlBase}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[data-state='open'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Content = styled(RadixMenu.Content)`
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 200px;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focus};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

const Item = styled(RadixMenu.Item)`
  ${itemStyle}
`;

const RadioItem = styled(RadixMenu.RadioItem)`
  ${itemStyle}
  padding-left: ${({ theme }) => theme.space.xl};
  position: relative;
`;

const Check = styled(RadixMenu.ItemIndicator)`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
`;

const Caret = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * A dropdown menu on Radix DropdownMenu: arrow keys move, Enter or Space chooses, Escape closes and
 * gives focus back to the trigger, typing a letter jumps to an item. With `value` it is a choice
 * menu (a sort menu), each item a `menuitemradio`.
 * https://www.radix-ui.com/primitives/docs/components/dropdown-menu
 */
export function Menu({ label, items, value, onValueChange, align = 'start' }: MenuProps) {
  return (
    <RadixMenu.Root>
      <Trigger>
        {label}
        <Caret />
      </Trigger>
      <RadixMenu.Portal container={portalContainer()}>
        <Content align={align} sideOffset={4}>
          {value === undefined ? (
            items.map((item) => (
              <Item key={item.id} disabled={item.disabled} onSelect={() => item.onSelect?.()}>
                {item.label}
              </Item>
            ))
          ) : (
            <RadixMenu.RadioGroup value={value} onValueChange={(id) => onValueChange?.(id)}>
              {items.map((item) => (
                <RadioItem key={item.id} value={item.id} disabled={item.disabled}>
                  <Check aria-hidden="true">✓</Check>
                  {item.label}
                </RadioItem>
              ))}
            </RadixMenu.RadioGroup>
          )}
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
