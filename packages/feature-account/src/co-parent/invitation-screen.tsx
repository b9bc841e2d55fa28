import { useAcceptCoParentInvitationMutation } from '@ldn/api-client';
import { errorToastMessages } from '@ldn/domain';
import { useParams } from 'react-router';
import { apiErrorMessage } from '../api-error';
import { InvitationView } from './invitation-view';

/**
 * `/invitation/:token`: the signed-in customer accepts the co-parent's invitation of the link; the
 * customer's lists are refreshed by the call, so 'Ma liste' shows the list he now manages.
 */
export function InvitationScreen() {
  const { token = '' } = useParams();
  const [accept, accepting] = useAcceptCoParentInvitationMutation();
  const run = () => void accept({ token }).catch(() => undefined);

  if (accepting.isLoading) return <InvitationView status="accepting" />;
  if (accepting.data !== undefined) {
    return (
      <InvitationView
        status="accepted"
        listId={accepting.data.listId}
        title={accepting.data.title}
      />
    );
  }
  if (accepting.isError) {
    return (
      <InvitationView
        status="refused"
        message={apiErrorMessage(accepting.error) ?? errorToastMessages.ERROR_OCCURED_TRY_AGAIN}
        onRetry={run}
      />
    );
  }
  return <InvitationView status="ready" onAccept={run} />;
}
