import type { Contribution } from '@ldn/api-client';
import { Button, Dialog, TextAreaField } from '@ldn/ui-kit';
import styled from 'styled-components';
import { contributorLabel } from './activity-rules';
import { activityMessages } from './messages';
import { THANKS_MAX_LENGTH, useThanksMessage } from './thanks-dialog';

const Text = styled.p`
  margin: 0;
`;

const Recipients = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

export interface ThanksBatchDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The contributions chosen, each to be thanked once with the same message. */
  readonly contributions: readonly Contribution[];
  /** On its way: the text is locked and the button busy. */
  readonly sending: boolean;
  /** The server's refusal, if any. */
  readonly error?: string | undefined;
  readonly onSend: (message: string) => void;
  /** The first text of the message (stories). */
  readonly initialMessage?: string;
}

/**
 * [S4.8] One thanks message for several contributions: who receives it (by e-mail, or only
 * recorded for a relative who left no address), the message (1 to 1000 characters, with a
 * counter, as the single thanks), sent once for all.
 */
export function ThanksBatchDialog({
  open,
  onOpenChange,
  contributions,
  sending,
  error,
  onSend,
  initialMessage = '',
}: ThanksBatchDialogProps) {
  const { message, setMessage, problem, submit } = useThanksMessage({
    initialMessage,
    error,
    sending,
    onSend,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!sending) onOpenChange(next);
      }}
      title={activityMessages.BATCH_TITLE(contributions.length)}
      description={activityMessages.BATCH_TEXT}
      actions={
        <Button loading={sending} onClick={submit}>
          {activityMessages.SEND}
        </Button>
      }
    >
      <Recipients aria-label={activityMessages.BATCH_RECIPIENTS}>
        {contributions.map((contribution) => {
          const who = contributorLabel(contribution);
          return (
            <li key={contribution.contributionId ?? contribution.id}>
              {contribution.contributorEmail === ''
                ? activityMessages.BATCH_NO_EMAIL(who)
                : activityMessages.BATCH_BY_EMAIL(who, contribution.contributorEmail)}
            </li>
          );
        })}
      </Recipients>
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
