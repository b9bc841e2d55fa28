import type { Contribution } from '@ldn/api-client';
import { formatDateTime, isBlank } from '@ldn/domain';
import { Button, Dialog, TextAreaField } from '@ldn/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { contributorLabel, type ThanksDialogState } from './activity-rules';
import { activityMessages } from './messages';

const Text = styled.p`
  margin: 0;
`;

const Sent = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** [S7.31] The thanks message's maximum length (the server's limit). */
export const THANKS_MAX_LENGTH = 1000;

/**
 * [S4.8] The message of a thanks being written, for one contribution or several: required (told
 * once a send was tried), sent trimmed, never while a send is on its way.
 */
export function useThanksMessage({
  initialMessage,
  error,
  sending,
  onSend,
}: {
  readonly initialMessage: string;
  /** The server's refusal, shown when the message itself is fine. */
  readonly error: string | undefined;
  readonly sending: boolean;
  readonly onSend: (message: string) => void;
}) {
  const [message, setMessage] = useState(initialMessage);
  const [tried, setTried] = useState(false);
  const blank = isBlank(message);
  const problem = tried && blank ? activityMessages.THANKS_REQUIRED : error;
  const submit = () => {
    setTried(true);
    if (!blank && !sending) onSend(message.trim());
  };
  return { message, setMessage, problem, submit };
}

export interface ThanksDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly contribution: Contribution;
  /** [S4.8] open: writing; view: already sent, read-only; sending: on its way. */
  readonly state: ThanksDialogState;
  /** The server's refusal, if any. */
  readonly error?: string | undefined;
  readonly onSend: (message: string) => void;
  /** The first text of the message (stories). */
  readonly initialMessage?: string;
}

/**
 * [S4.8] [S7.31] The thanks popup: the owner writes one message per contribution (1 to 1000
 * characters, with a counter), sent by e-mail when the contributor left an address. Once sent it
 * only shows what was sent and when ('view'); while sending, the text is locked and the button busy.
 */
export function ThanksDialog({
  open,
  onOpenChange,
  contribution,
  state,
  error,
  onSend,
  initialMessage = '',
}: ThanksDialogProps) {
  const sending = state === 'sending';
  const { message, setMessage, problem, submit } = useThanksMessage({
    initialMessage,
    error,
    sending,
    onSend,
  });
  const who = contributorLabel(contribution);

  if (state === 'view' && contribution.thanks !== null) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={activityMessages.THANKS_VIEW_TITLE(who)}
      >
        <Sent>{contribution.thanks.message}</Sent>
        <Text>
          {activityMessages.THANKS_SENT_ON(formatDateTime(contribution.thanks.date).date)}
        </Text>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!sending) onOpenChange(next);
      }}
      title={activityMessages.THANKS_TITLE(who)}
      description={
        contribution.contributorEmail === ''
          ? activityMessages.THANKS_NO_EMAIL
          : activityMessages.THANKS_BY_EMAIL(contribution.contributorEmail)
      }
      actions={
        <Button loading={sending} onClick={submit}>
          {activityMessages.SEND}
        </Button>
      }
    >
      <Text>{activityMessages.THANKS_ONCE}</Text>
      <TextAreaField
        label={activityMessages.THANKS_LABEL}
        value={message}
        onValueChange={setMessage}
        maxLength={THANKS_MAX_LENGTH}
        minHeight={140}
        readOnly={sending}
        error={problem}
        announceError
      />
    </Dialog>
  );
}
