import { Button, LoadingText } from '@ldn/ui-kit';
import { hrefFor } from '@ldn/domain';
import { useId } from 'react';
import { ErrorText, Hint } from '../form-controls';
import { accountMessages, invitationAcceptedText } from '../messages';
import { Actions, Lead, Page, SecondaryLink, Title } from '../page-styles';

export type InvitationViewProps =
  | { readonly status: 'ready'; readonly onAccept: () => void }
  | { readonly status: 'accepting' }
  | { readonly status: 'accepted'; readonly listId: string; readonly title: string }
  | { readonly status: 'refused'; readonly message: string; readonly onRetry: () => void };

/**
 * The co-parent's invitation page (`/invitation/:token`, signed in: the navigation sends a visitor
 * to the login first): 'Accepter l’invitation', then the list the co-parent now manages, or why
 * the server refused (another address, outside France, a used or expired link). Presentational.
 */
export function InvitationView(props: InvitationViewProps) {
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <Title id={titleId}>{accountMessages.INVITATION_TITLE}</Title>
      {props.status === 'accepted' ? (
        <>
          <Lead role="status">{invitationAcceptedText(props.title)}</Lead>
          <Actions>
            <SecondaryLink href={hrefFor('ListByIdOwner', { id: props.listId })}>
              {accountMessages.INVITATION_OPEN_LIST}
            </SecondaryLink>
          </Actions>
        </>
      ) : (
        <>
          <Lead>{accountMessages.INVITATION_TEXT}</Lead>
          <Hint>{accountMessages.INVITATION_SIGN_IN}</Hint>
          {props.status === 'refused' && <ErrorText role="alert">{props.message}</ErrorText>}
          <Actions>
            {props.status === 'accepting' ? (
              <LoadingText>{accountMessages.INVITATION_ACCEPTING}</LoadingText>
            ) : (
              <Button onClick={props.status === 'ready' ? props.onAccept : props.onRetry}>
                {accountMessages.INVITATION_ACCEPT}
              </Button>
            )}
          </Actions>
        </>
      )}
    </Page>
  );
}
