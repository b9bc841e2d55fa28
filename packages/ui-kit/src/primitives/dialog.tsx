import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { uiMessages } from '../messages';
import { useFocusReturn } from './focus-return';
import { portalContainer } from './portal-container';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

/** The dimmed page behind a dialog or drawer. */
const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(43, 35, 48, 0.5);
  ${({ theme }) => theme.media.motionOk} {
    animation: ${fadeIn} 150ms ease-out;
  }
`;

/**
 * A long form (the list form [S2.38]): the whole screen on phones, so the keyboard and the fields
 * fit; from `md` a wider card than a popup's.
 */
const fullScreenContent = css`
  top: 0;
  max-height: none;
  border-radius: 0;
  ${({ theme }) => theme.media.up.md} {
    top: 50%;
    width: min(880px, calc(100vw - 32px));
    max-height: 90vh;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

/** Mobile first: a sheet at the bottom of the screen; from `md` a centred card. */
const Content = styled(RadixDialog.Content)<{ $fullScreen: boolean }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  left: 0;
  right: 0;
  bottom: 0;
  max-height: 90vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.up.md} {
    left: 50%;
    right: auto;
    bottom: auto;
    top: 50%;
    width: min(560px, calc(100vw - 32px));
    transform: translate(-50%, -50%);
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  ${({ theme }) => theme.media.motionOk} {
    animation: ${riseIn} 200ms ease-out;
  }
  &:focus {
    outline: none;
  }
  ${({ $fullScreen }) => $fullScreen && fullScreenContent}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Description = styled(RadixDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The round 'Fermer' button of dialogs and the drawer. */
export const CloseButton = styled(RadixDialog.Close)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.layout.touchTargetPx}px;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The row of buttons at the bottom of a dialog: stacked on mobile, in a row from `md`. In a
 * full-screen dialog it stays in view at the bottom while the form scrolls.
 */
const DialogActions = styled.div<{ $fullScreen: boolean }>`
  ${({ $fullScreen, theme }) =>
    $fullScreen &&
    css`
      position: sticky;
      bottom: calc(-1 * ${theme.space.lg});
      margin: 0 calc(-1 * ${theme.space.lg}) calc(-1 * ${theme.space.lg});
      padding: ${theme.space.md} ${theme.space.lg};
      background: ${theme.colors.surface};
      border-top: 1px solid ${theme.colors.border};
    `}
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export interface ModalRootProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly trigger?: ReactNode;
  /** The content: a styled `RadixDialog.Content`. */
  readonly children: ReactNode;
}

/** The frame shared by the dialog and the drawer: root, optional trigger, portal and overlay. */
export function ModalRoot({ open, onOpenChange, trigger, children }: ModalRootProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal container={portalContainer()}>
        <Overlay />
        {children}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The `onOpenChange` of a dialog its owner opens: only the closing (Escape, a click outside,
 * 'Fermer') is news, reported to `close`.
 */
export function onClosing(close: () => void): (open: boolean) => void {
  return (open) => {
    if (!open) close();
  };
}

export interface DialogProps {
  readonly open: boolean;
  /** Called with `false` on Escape, on a click outside and on 'Fermer'. */
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  /** Read with the title when the dialog opens. */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** The buttons: stacked on mobile (main action on top), in a row from `md`. */
  readonly actions?: ReactNode;
  /** Hides the 'Fermer' button when the dialog must be answered with its own buttons. */
  readonly hideCloseButton?: boolean;
  /** The element that opens the dialog; otherwise focus returns where it was before opening. */
  readonly trigger?: ReactNode;
  /**
   * A long form: the whole screen on phones, a wide card from `md`, the actions kept in view.
   * False (a popup) by default.
   */
  readonly fullScreen?: boolean;
}

/**
 * [S2.50] The popup base, on Radix Dialog: a modal with a title, an optional description, a 'Fermer'
 * button; focus is trapped inside, Escape closes it, and focus returns to what opened it.
 * https://www.radix-ui.com/primitives/docs/components/dialog
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  hideCloseButton = false,
  trigger,
  fullScreen = false,
}: DialogProps) {
  const focusReturn = useFocusReturn(trigger !== undefined);
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <Content
        $fullScreen={fullScreen}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        {...focusReturn}
      >
        <Header>
          <Title>{title}</Title>
          {!hideCloseButton && <CloseButton>{uiMessages.CLOSE}</CloseButton>}
        </Header>
        {description !== undefined && <Description>{description}</Description>}
        {children}
        {actions !== undefined && <DialogActions $fullScreen={fullScreen}>{actions}</DialogActions>}
      </Content>
    </ModalRoot>
  );
}
