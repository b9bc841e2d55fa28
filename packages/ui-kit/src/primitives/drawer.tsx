import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { uiMessages } from '../messages';
import { useFocusReturn } from './focus-return';
import { CloseButton, ModalRoot } from './dialog';

export type DrawerSide = 'left' | 'right';

const slideFrom = (side: DrawerSide) => keyframes`
  from { transform: translateX(${side === 'left' ? '-100%' : '100%'}); }
  to { transform: none; }
`;
const slideFromLeft = slideFrom('left');
const slideFromRight = slideFrom('right');

/** Full width on mobile; `DRAWER_WIDTH_PX` (360 px) from `md` [S2.60]. */
const Panel = styled(RadixDialog.Content)<{ $side: DrawerSide }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  width: 100%;
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.up.md} {
    width: ${({ theme }) => theme.layout.drawerWidthPx}px;
  }
  ${({ theme }) => theme.media.motionOk} {
    animation: ${({ $side }) => ($side === 'left' ? slideFromLeft : slideFromRight)} 200ms ease-out;
  }
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Body = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space.md};
`;

export interface DrawerProps {
  readonly open: boolean;
  /** Called with `false` on Escape, a click on the dimmed page and 'Fermer'. */
  readonly onOpenChange: (open: boolean) => void;
  /** The drawer's title (its accessible name). */
  readonly title: string;
  /** The side it slides from; `left` by default. */
  readonly side?: DrawerSide;
  readonly children?: ReactNode;
  /** The button that opens it; otherwise focus returns where it was before opening. */
  readonly trigger?: ReactNode;
}

/**
 * [S2.60] A panel sliding from the side, on Radix Dialog (modal: focus trapped, Escape closes, focus
 * returns): full width on mobile, 360 px on desktop.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  side = 'left',
  children,
  trigger,
}: DrawerProps) {
  const focusReturn = useFocusReturn(trigger !== undefined);
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <Panel $side={side} aria-describedby={undefined} {...focusReturn}>
        <Header>
          <Title>{title}</Title>
          <CloseButton>{uiMessages.CLOSE}</CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </ModalRoot>
  );
}
