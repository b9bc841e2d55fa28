import {
  useGetCoParentQuery,
  useInviteCoParentMutation,
  useRemoveCoParentMutation,
} from '@ldn/api-client';
import { errorToastMessages, validateEmail, validationMessages } from '@ldn/domain';
import { toast as appToast, type ToastStore } from '@ldn/ui-kit';
import { useState } from 'react';
import { apiErrorMessage } from '../api-error';
import { accountMessages } from '../messages';
import { CoParentView } from './co-parent-view';

export interface CoParentSectionProps {
  /** The holder's list whose co-parent is shown. */
  readonly listId: string;
  /** The e-mail the list form holds for the co-parent [S3.4], proposed for the invitation. */
  readonly suggestedEmail?: string | undefined;
  readonly toastStore?: ToastStore;
}

/**
 * The co-parent of the holder's list (docs/decisions.md "Co-parent"): reads it, sends the
 * invitation (checked with the e-mail rule [S5.8] before it leaves) and withdraws it or the
 * access; the server's refusals are shown as it words them.
 */
export function CoParentSection({
  listId,
  suggestedEmail = '',
  toastStore = appToast,
}: CoParentSectionProps) {
  const coParent = useGetCoParentQuery({ listId });
  const [invite, inviting] = useInviteCoParentMutation();
  const [revoke, revoking] = useRemoveCoParentMutation();
  const [email, setEmail] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  if (coParent.data === undefined) {
    if (coParent.isError) {
      return (
        <CoParentView
          status="error"
          message={
            apiErrorMessage(coParent.error) ?? errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA
          }
        />
      );
    }
    return <CoParentView status="loading" />;
  }
  const typed = email ?? (coParent.data.email || suggestedEmail);

  const send = async () => {
    if (inviting.isLoading) return;
    const invalid = validateEmail(typed, { required: true });
    if (invalid !== undefined) {
      setError(validationMessages[invalid]);
      return;
    }
    setError(undefined);
    try {
      await invite({ listId, body: { email: typed.trim() } }).unwrap();
      toastStore.success(accountMessages.CO_PARENT_INVITED);
    } catch (caught) {
      setError(apiErrorMessage(caught) ?? errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
    }
  };
  const withdraw = async () => {
    setError(undefined);
    try {
      await revoke({ listId }).unwrap();
      setEmail(undefined);
      toastStore.success(accountMessages.CO_PARENT_REVOKED);
    } catch (caught) {
      setError(apiErrorMessage(caught) ?? errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
    }
  };

  return (
    <CoParentView
      status="ready"
      coParent={coParent.data}
      email={typed}
      onEmailChange={(value) => {
        setEmail(value);
        setError(undefined);
      }}
      onInvite={() => void send()}
      inviting={inviting.isLoading}
      onRevoke={() => void withdraw()}
      revoking={revoking.isLoading}
      error={error}
    />
  );
}
