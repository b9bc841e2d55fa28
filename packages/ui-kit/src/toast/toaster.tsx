import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS } from '@ldn/domain';
import { useLayoutEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { TOP_BAR_SELECTOR } from '../layout/top-bar-anchor';
import { uiMessages } from '../messages';
import { toast as defaultStore, type ToastStore } from './toast-store';
import { useToast } from './use-toast';

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 16px)); }
  to { transform: none; }
`;

/**
 * [S8.1] Top right (full width on small phones), above everything but below the page's top bar,
 * whose links and cart button stay reachable (its top is set from the bar's bottom). The empty
 * list lets clicks through: only a toast itself takes them.
 */
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  pointer-events: none;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  outline: none;
  /* A modal dialog is open (its scroll lock marks the body): the top bar is inert behind its
     overlay, and a phone's dialog rises to just under it, so the toast goes back to the very top,
     over the inert bar rather than over the dialog's own buttons. */
  body[data-scroll-locked] & {
    top: 0 !important;
  }
`;

const Root = styled(RadixToast.Root)<{ $variant: 'success' | 'error' }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-left: 6px solid
    ${({ theme, $variant }) => ($variant === 'success' ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) =>
    $variant === 'success' ? theme.colors.successSurface : theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.motionOk} {
    &[data-state='open'] {
      animation: ${slideIn} 200ms ease-out;
    }
  }
`;

const Description = styled(RadixToast.Description)`
  flex: 1;
  margin: 0;
`;

const Close = styled(RadixToast.Close)`
  flex: none;
  min-width: ${({ theme }) => theme.layout.touchTargetPx}px;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export interface ToasterProps {
  /** The store to show; the app's `toast` by default. */
  readonly store?: ToastStore;
}

/**
 * The bottom of the page's top bar (`TOP_BAR_SELECTOR`) in the window, 0 without one, followed as
 * the page scrolls or resizes while `active` (the banner above the sticky bar scrolls away).
 */
function useTopBarBottom(active: boolean): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    if (!active) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const bar = document.querySelector(TOP_BAR_SELECTOR);
      setBottom(bar === null ? 0 : Math.max(0, Math.round(bar.getBoundingClientRect().bottom)));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [active]);
  return bottom;
}

/**
 * [S8.1] [S8.2] Shows the store's toast at the top right, just below the page's top bar (never
 * over its links), on Radix Toast: it closes by itself after
 * `TOAST_DURATION_MS` (3000 ms; the timer pauses while the pointer or keyboard focus is on it, so
 * it can be read), success toasts are announced politely, error toasts assertively. Render it once,
 * near the root of the app.
 * https://www.radix-ui.com/primitives/docs/components/toast
 */
export function Toaster({ store = defaultStore }: ToasterProps) {
  const { current, dismiss } = useToast(store);
  const top = useTopBarBottom(current !== null);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      label={uiMessages.TOAST_LABEL}
    >
      {current !== null && (
        <Root
          key={current.id}
          $variant={current.variant}
          type={current.variant === 'error' ? 'foreground' : 'background'}
          data-variant={current.variant}
          open
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
        >
          <Description>{current.message}</Description>
          <Close>{uiMessages.CLOSE}</Close>
        </Root>
      )}
      <Viewport label={uiMessages.TOAST_REGION} style={{ top }} />
    </RadixToast.Provider>
  );
}
