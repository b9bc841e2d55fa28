import { formatDateTime, isBlank, textLength, truncateText } from '@ldn/domain';
import { Button, Dialog, VisuallyHidden } from '@ldn/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { THANKS_MAX_LENGTH, type Contribution } from './activity-api';
import { contributorLabel, type ThanksDialogState } from './activity-rules';
import { activityMessages } from './messages';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 140px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 1px;
    }
  }
`;

const Counter = styled.p`
  margin: 0;
  align-self: flex-end;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
`;

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

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

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
  const [message, setMessage] = useState(initialMessage);
  const [tried, setTried] = useState(false);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
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

  const sending = state === 'sending';
  const blank = isBlank(message);
  const problem = tried && blank ? activityMessages.THANKS_REQUIRED : error;
  const submit = () => {
    setTried(true);
    if (!blank && !sending) onSend(message.trim());
  };

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
      <Field>
        <label htmlFor={fieldId}>{activityMessages.THANKS_LABEL}</label>
        <textarea
          id={fieldId}
          value={message}
          readOnly={sending}
          aria-invalid={problem !== undefined || undefined}
          aria-describedby={problem === undefined ? counterId : `${counterId} ${errorId}`}
          onChange={(event) => setMessage(truncateText(event.target.value, THANKS_MAX_LENGTH))}
        />
        <Counter id={counterId}>
          <span aria-hidden="true">
            {textLength(message)}/{THANKS_MAX_LENGTH}
          </span>
          <VisuallyHidden>
            {activityMessages.COUNTER(textLength(message), THANKS_MAX_LENGTH)}
          </VisuallyHidden>
        </Counter>
      </Field>
      {problem !== undefined && (
        <Problem id={errorId} role="alert">
          {problem}
        </Problem>
      )}
    </Dialog>
  );
}
