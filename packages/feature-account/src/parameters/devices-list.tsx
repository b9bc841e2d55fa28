import type { AccountSession } from '@ldn/api-client';
import { formatDateFr } from '@ldn/domain';
import { Button, LoadingText } from '@ldn/ui-kit';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Hint } from '../form-controls';
import { accountMessages, deviceDatesText, endSessionName } from '../messages';
import { Actions } from '../page-styles';

export interface DevicesListProps {
  /** The live sessions, the most recently used first (the server's order). */
  readonly sessions: readonly AccountSession[];
  readonly onEnd: (id: string) => void;
  readonly onEndOthers: () => void;
  /** What is being ended: one session's id, or every other one. */
  readonly ending?: string | 'others' | undefined;
  /** Said once a device was signed out. */
  readonly success?: string | undefined;
  readonly error?: string | undefined;
  /**
   * Bumped once a device was signed out: its button is gone, so the focus goes to the list rather
   * than being lost to the page.
   */
  readonly focusKey?: number;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A device: its name and dates, and its button beside them from `md`, under them on phones. */
const Device = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const DeviceText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const DeviceName = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const ThisDevice = styled.span`
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/**
 * ASVS V7.5.2 "Appareils connectés": every live session of the account, this browser's marked
 * 'Cet appareil' and first, each other one with its 'Déconnecter' button (named after its device,
 * so a screen reader tells them apart), and 'Déconnecter tous les autres appareils'. Dates
 * dd/MM/yy [S9.11]. Presentational.
 */
export function DevicesList(props: DevicesListProps) {
  const current = props.sessions.filter((session) => session.current);
  const others = props.sessions.filter((session) => !session.current);
  const busy = props.ending !== undefined;
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (props.focusKey !== undefined && props.focusKey > 0) listRef.current?.focus();
  }, [props.focusKey]);
  return (
    <>
      <List ref={listRef} tabIndex={-1} aria-label={accountMessages.DEVICES_TITLE}>
        {[...current, ...others].map((session) => {
          const signedIn = formatDateFr(session.createdAt);
          return (
            <Device key={session.id}>
              <DeviceText>
                <DeviceName>{session.device}</DeviceName>
                {session.current && <ThisDevice>{accountMessages.THIS_DEVICE}</ThisDevice>}
                <Hint as="span">{deviceDatesText(signedIn, formatDateFr(session.lastSeenAt))}</Hint>
              </DeviceText>
              {!session.current && (
                <Button
                  variant="secondary"
                  loading={props.ending === session.id}
                  disabled={busy}
                  // Its name starts with what it shows (WCAG 2.5.3) and says which device it ends.
                  aria-label={endSessionName(session.device, signedIn)}
                  onClick={() => props.onEnd(session.id)}
                >
                  {accountMessages.END_SESSION}
                </Button>
              )}
            </Device>
          );
        })}
      </List>
      {others.length === 0 && <Hint>{accountMessages.NO_OTHER_DEVICE}</Hint>}
      <div role="status">
        {busy && <LoadingText>{accountMessages.ENDING_SESSIONS}</LoadingText>}
        {!busy && props.success !== undefined && <p>{props.success}</p>}
      </div>
      {props.error !== undefined && <Hint role="alert">{props.error}</Hint>}
      {others.length > 0 && (
        <Actions>
          <Button
            variant="secondary"
            loading={props.ending === 'others'}
            disabled={busy}
            onClick={props.onEndOthers}
          >
            {accountMessages.END_OTHER_DEVICES}
          </Button>
        </Actions>
      )}
    </>
  );
}
