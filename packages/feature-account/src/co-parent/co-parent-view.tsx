import type { CoParent } from '@ldn/api-client';
import { formatDateTime } from '@ldn/domain';
import { Button, Dialog, EmailField, LoadingText, uiMessages } from '@ldn/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ErrorText, Hint } from '../form-controls';
import {
  accountMessages,
  coParentAcceptedText,
  coParentPendingText,
  coParentRevokeText,
  fullName,
} from '../messages';
import { SettingsSection, Subtitle } from '../page-styles';

export type CoParentViewProps =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | {
      readonly status: 'ready';
      readonly coParent: CoParent;
      /** The address typed for an invitation. */
      readonly email: string;
      readonly onEmailChange: (email: string) => void;
      /** Sends the invitation (a new one replaces a pending one). */
      readonly onInvite: () => void;
      readonly inviting: boolean;
      /** Withdraws the invitation or the access, once confirmed. */
      readonly onRevoke: () => void;
      readonly revoking: boolean;
      /** Why the last invitation or withdrawal failed (the server's French message). */
      readonly error?: string | undefined;
    };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const State = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Badge = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The co-parent of the holder's default list, in Parameters: 'Inviter le co-parent' (an e-mail
 * field and its button), the invitation's state (en attente / accepté par ...), and 'Retirer
 * l’accès' with a confirmation. Presentational.
 */
export function CoParentView(props: CoParentViewProps) {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `${prefix}-co-parent`;
  const [confirming, setConfirming] = useState(false);
  if (props.status === 'loading') {
    return (
      <SettingsSection aria-labelledby={titleId}>
        <Subtitle id={titleId}>{accountMessages.CO_PARENT_TITLE}</Subtitle>
        <LoadingText>{accountMessages.CO_PARENT_LOADING}</LoadingText>
      </SettingsSection>
    );
  }
  if (props.status === 'error') {
    return (
      <SettingsSection aria-labelledby={titleId}>
        <Subtitle id={titleId}>{accountMessages.CO_PARENT_TITLE}</Subtitle>
        <ErrorText role="alert">{props.message}</ErrorText>
      </SettingsSection>
    );
  }
  const { coParent } = props;
  const name = fullName(coParent.firstName, coParent.lastName);
  const accepted = coParent.state === 'ACCEPTED';
  const pending = coParent.state === 'PENDING';
  return (
    <SettingsSection aria-labelledby={titleId}>
      <Subtitle id={titleId}>{accountMessages.CO_PARENT_TITLE}</Subtitle>
      <Hint>{accountMessages.CO_PARENT_INTRO}</Hint>
      {pending && (
        <State>
          <Badge>{accountMessages.CO_PARENT_PENDING}</Badge>
          {coParentPendingText(coParent.email, formatDateTime(coParent.expiresAt ?? '').date)}
        </State>
      )}
      {accepted && (
        <State>
          <Badge>{accountMessages.CO_PARENT_ACCEPTED}</Badge>
          {coParentAcceptedText(name, coParent.email)}
        </State>
      )}
      {!accepted && (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onInvite();
          }}
        >
          <EmailField
            label={accountMessages.CO_PARENT_EMAIL}
            value={props.email}
            onValueChange={props.onEmailChange}
            required
            autoComplete="off"
          />
          <Row>
            <Button type="submit" loading={props.inviting}>
              {pending ? accountMessages.CO_PARENT_INVITE_AGAIN : accountMessages.CO_PARENT_INVITE}
            </Button>
          </Row>
        </Form>
      )}
      {(accepted || pending) && (
        <Row>
          <Button variant="secondary" loading={props.revoking} onClick={() => setConfirming(true)}>
            {accountMessages.CO_PARENT_REVOKE}
          </Button>
        </Row>
      )}
      {props.error !== undefined && <ErrorText role="alert">{props.error}</ErrorText>}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          accepted ? accountMessages.CO_PARENT_REVOKE_TITLE : accountMessages.CO_PARENT_CANCEL_TITLE
        }
        description={
          accepted
            ? coParentRevokeText(name || coParent.email)
            : accountMessages.CO_PARENT_CANCEL_TEXT
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {uiMessages.CANCEL}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                props.onRevoke();
              }}
            >
              {accountMessages.CO_PARENT_REVOKE}
            </Button>
          </>
        }
      />
    </SettingsSection>
  );
}
