import type { ShareListByEmailBody } from '@ldn/api-client';
import { isBlank, isValidEmail } from '@ldn/domain';
import { Button, EmailField, TextAreaField } from '@ldn/ui-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { recipientLabel, removeRecipientLabel, sentMessage, shareMessages } from './messages';
import { MAX_RECIPIENTS, MESSAGE_MAX_LENGTH } from './share-limits';

/** Where a sending stands, kept by the screen (the api mutation's state). */
export type SendState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly count: number }
  | { readonly kind: 'error'; readonly message: string };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  > button {
    /* Level with the input, below the field's label. */
    margin-top: 1.75rem;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Sent = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  &:empty {
    display: none;
  }
`;

const Failed = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Submit = styled.div`
  display: flex;
  flex-direction: column;
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
  }
`;

interface Recipient {
  readonly key: number;
  readonly value: string;
}

/** The recipients to send to: the filled fields, without case-insensitive duplicates. */
export function recipientsToSend(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    if (isBlank(value)) continue;
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept;
}

export interface ShareByEmailFormProps {
  /** The sending's state: a spinner while sending, the confirmation, or the server's message. */
  readonly state: SendState;
  /**
   * Sends the invitation; resolves `true` once the server accepted it (the fields are then
   * emptied for another sending), `false` otherwise (they are kept, to correct and send again).
   */
  readonly onSend: (body: ShareListByEmailBody) => Promise<boolean>;
  /** The fields' first values (stories). */
  readonly initialRecipients?: readonly string[];
  readonly initialMessage?: string;
}

/**
 * [S2.40] [S5.8] The invitation by e-mail: one or more recipients (each the ui-kit's `EmailField`:
 * the domain's e-mail rule and domain suggestions after '@'), up to 20, an optional personal
 * message of at most 1000 characters (longer input is cut, with a counter), and 'Envoyer'.
 * Blank fields are ignored and duplicates sent once; at least one address is needed. On a refused
 * submit the first wrong field takes the focus. The confirmation is announced politely, a failure
 * at once (the server's own message).
 */
export function ShareByEmailForm({
  state,
  onSend,
  initialRecipients = [''],
  initialMessage = '',
}: ShareByEmailFormProps) {
  const formId = useId();
  const nextKey = useRef(initialRecipients.length);
  const [recipients, setRecipients] = useState<readonly Recipient[]>(() =>
    (initialRecipients.length > 0 ? initialRecipients : ['']).map((value, key) => ({ key, value })),
  );
  const [message, setMessage] = useState(initialMessage);
  const [submitted, setSubmitted] = useState(false);
  const sending = state.kind === 'sending';

  const fieldId = (key: number) => `${formId}-recipient-${key}`;
  // Called after a flushSync: the field is in the page, with its error shown.
  const focusField = (key: number) => document.getElementById(fieldId(key))?.focus();

  const values = recipients.map((recipient) => recipient.value);
  const allBlank = values.every((value) => isBlank(value));

  const update = (key: number, value: string) =>
    setRecipients((current) =>
      current.map((recipient) => (recipient.key === key ? { key, value } : recipient)),
    );
  const add = () => {
    const key = nextKey.current;
    nextKey.current += 1;
    flushSync(() => setRecipients((current) => [...current, { key, value: '' }]));
    focusField(key);
  };
  const remove = (index: number) => {
    const next = recipients.filter((_recipient, i) => i !== index);
    flushSync(() => setRecipients(next));
    // The focus goes to the field that took its place, or the new last one.
    const target = next[Math.min(index, next.length - 1)];
    if (target !== undefined) focusField(target.key);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    flushSync(() => setSubmitted(true));
    const firstInvalid = allBlank
      ? recipients[0]
      : recipients.find((recipient) => !isBlank(recipient.value) && !isValidEmail(recipient.value));
    if (firstInvalid !== undefined) {
      focusField(firstInvalid.key);
      return;
    }
    const body: ShareListByEmailBody = isBlank(message)
      ? { recipients: recipientsToSend(values) }
      : { recipients: recipientsToSend(values), message: message.trim() };
    if (await onSend(body)) {
      const key = nextKey.current;
      nextKey.current += 1;
      setRecipients([{ key, value: '' }]);
      setMessage('');
      setSubmitted(false);
    }
  };

  const messageId = `${formId}-message`;

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
      <Fieldset>
        <legend>{shareMessages.RECIPIENTS}</legend>
        {recipients.map((recipient, index) => (
          <Row key={recipient.key}>
            <EmailField
              id={fieldId(recipient.key)}
              label={recipientLabel(index + 1)}
              value={recipient.value}
              onValueChange={(value) => update(recipient.key, value)}
              autoComplete="off"
              // [S5.8] Blank fields are skipped, so each is optional; all blank is refused below.
              showError={submitted}
              error={
                submitted && allBlank && index === 0 ? shareMessages.RECIPIENT_REQUIRED : undefined
              }
              disabled={sending}
            />
            {recipients.length > 1 && (
              <Button
                variant="ghost"
                aria-label={removeRecipientLabel(index + 1)}
                onClick={() => remove(index)}
                disabled={sending}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            )}
          </Row>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={add}
            disabled={sending || recipients.length >= MAX_RECIPIENTS}
            aria-describedby={`${formId}-max`}
          >
            {shareMessages.ADD_RECIPIENT}
          </Button>
        </div>
        <Hint id={`${formId}-max`}>{shareMessages.MAX_RECIPIENTS}</Hint>
      </Fieldset>

      <TextAreaField
        id={messageId}
        label={shareMessages.MESSAGE}
        value={message}
        onValueChange={setMessage}
        maxLength={MESSAGE_MAX_LENGTH}
        disabled={sending}
      />

      {/* Always in the page, so that the confirmation is announced when it appears. */}
      <Sent role="status">{state.kind === 'sent' ? sentMessage(state.count) : ''}</Sent>
      {state.kind === 'error' && <Failed role="alert">{state.message}</Failed>}

      <Submit>
        <Button type="submit" loading={sending}>
          {shareMessages.SEND}
        </Button>
      </Submit>
    </Form>
  );
}
