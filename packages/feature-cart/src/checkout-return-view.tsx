import { formatEuros } from '@ldn/domain';
import { AppLink, Button, LoadingText } from '@ldn/ui-kit';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { ReturnView } from './checkout-return-model';
import { amountPaidText, cartMessages } from './messages';

const Panel = styled.section<{ $tone: 'success' | 'warning' | 'info' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSurface
      : $tone === 'warning'
        ? theme.colors.warningSurface
        : theme.colors.surfaceAlt};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    color: ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.colors.success
        : $tone === 'warning'
          ? theme.colors.warning
          : theme.colors.text};
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ButtonLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const TEXTS: Record<ReturnView, { readonly title: string; readonly text: string }> = {
  success: { title: cartMessages.SUCCESS_TITLE, text: cartMessages.SUCCESS_TEXT },
  waiting: { title: cartMessages.WAITING_TITLE, text: cartMessages.WAITING_TEXT },
  declined: { title: cartMessages.DECLINED_TITLE, text: cartMessages.DECLINED_TEXT },
  cancelled: { title: cartMessages.CANCELLED_TITLE, text: cartMessages.CANCELLED_TEXT },
  expired: { title: cartMessages.EXPIRED_TITLE, text: cartMessages.EXPIRED_TEXT },
  unknown: { title: cartMessages.UNKNOWN_TITLE, text: cartMessages.UNKNOWN_TEXT },
};

export interface CheckoutReturnViewProps {
  readonly view: ReturnView;
  /** [S2.3] The list, for 'Retour à la liste'. */
  readonly listHref: string;
  /** The amount paid, in cents, once known. */
  readonly amountCents?: number | undefined;
  /** Declined, cancelled, expired: pay again with the cart kept (`null`: nothing to pay). */
  readonly onRetry?: (() => void) | null;
  readonly retrying?: boolean;
}

/**
 * [S4.3] The return from the checkout: thanks once the gift is recorded (the cart is reset),
 * a waiting text while it is being recorded, or what went wrong (declined: 'Le paiement a été
 * refusé', cancelled, expired, unknown) with the cart kept and 'Réessayer le paiement'. The
 * heading takes the focus, so that the outcome is read first.
 */
export function CheckoutReturnView({
  view,
  listHref,
  amountCents,
  onRetry = null,
  retrying = false,
}: CheckoutReturnViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    heading.current?.focus();
  }, [view]);
  const { title, text } = TEXTS[view];
  const tone = view === 'success' ? 'success' : view === 'waiting' ? 'info' : 'warning';
  return (
    <Panel $tone={tone} aria-labelledby={headingId} aria-live="polite">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      {view === 'waiting' && <LoadingText />}
      {view === 'success' && amountCents !== undefined && (
        <p>{amountPaidText(formatEuros(amountCents))}</p>
      )}
      <Actions>
        {view === 'success' && <ButtonLink href={listHref}>{cartMessages.BACK_TO_LIST}</ButtonLink>}
        {view !== 'success' && view !== 'waiting' && onRetry !== null && (
          <Button onClick={onRetry} loading={retrying}>
            {cartMessages.RETRY_PAYMENT}
          </Button>
        )}
      </Actions>
    </Panel>
  );
}
