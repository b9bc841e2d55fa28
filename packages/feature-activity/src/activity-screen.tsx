import {
  useGetListQuery,
  useGetUserProfileQuery,
  useUpdateGiftDeliveredMutation,
  useCancelContributionMutation,
  useCancelReturnProductMutation,
  useCancelWalletContributionMutation,
  useGetHistoricsQuery,
  useGetReturnsByEntryQuery,
  useGetToThankCountQuery,
  useReturnProductMutation,
  useSendThankMutation,
  useSendThanksMutation,
  type Contribution,
  type ContributionEntry,
} from '@ldn/api-client';
import { errorToastMessages, isStaff, listPhaseOf, type ActivityFilter } from '@ldn/domain';
import { LoadingText, useToast } from '@ldn/ui-kit';
import { useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { toggleActivityFilter } from './activity-filter-bar';
import { canReadActivity, thanksDialogStateOf, type ActivityViewer } from './activity-rules';
import { ActivityView } from './activity-view';
import { CancelDialog, type CancelKind } from './cancel-dialog';
import { CloseListButton } from './close-list-button';
import { activityMessages } from './messages';
import { ReturnDialog, type ReturnDialogMode } from './return-dialog';
import { ThanksBatchDialog } from './thanks-batch-dialog';
import { ThanksDialog } from './thanks-dialog';
import { thanksIdOf } from './thanks-tracker';
import { apiErrorMessage } from './api-error';

const Message = styled.p`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

/** The popup open on the page, with what it is about. */
type OpenDialog =
  | { readonly kind: 'thanks'; readonly contribution: Contribution }
  | { readonly kind: 'thanksBatch'; readonly contributions: readonly Contribution[] }
  | {
      readonly kind: ReturnDialogMode;
      readonly contribution: Contribution;
      readonly entry: ContributionEntry;
    }
  | { readonly kind: CancelKind; readonly contribution: Contribution };

/** [S4.8] The most contributions thanked at once (the server's limit): 'Tout sélectionner' stops there. */
const THANKS_BATCH_MAX = 50;

/** [S7.34] The return popup, with the entry's history of returns read from the server. */
function ReturnDialogHost({
  mode,
  entry,
  onClose,
}: {
  readonly mode: ReturnDialogMode;
  readonly entry: ContributionEntry;
  readonly onClose: () => void;
}) {
  const toast = useToast();
  const { data: returns } = useGetReturnsByEntryQuery(entry.id);
  const [returnProduct, returnState] = useReturnProductMutation();
  const [cancelReturn, cancelState] = useCancelReturnProductMutation();
  const [error, setError] = useState<string>();
  const confirm = async (quantity: number) => {
    setError(undefined);
    const call = mode === 'return' ? returnProduct : cancelReturn;
    const result = await call({ id: entry.id, quantity });
    if ('error' in result) {
      setError(apiErrorMessage(result.error, errorToastMessages.ERROR_OCCURED_TRY_AGAIN));
      return;
    }
    toast.success(
      mode === 'return' ? activityMessages.RETURN_DONE : activityMessages.RETURN_CANCELLED_DONE,
    );
    onClose();
  };
  return (
    <ReturnDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      mode={mode}
      entry={entry}
      history={returns?.returns}
      pending={returnState.isLoading || cancelState.isLoading}
      error={error}
      onConfirm={(quantity) => void confirm(quantity)}
    />
  );
}

export interface ActivityScreenProps {
  /**
   * Called once the list is closed from this page (the app may, e.g., scroll to the top). The
   * page stays: the activity of a Cloturée list is still the owner's.
   */
  readonly onListClosed?: () => void;
}

/**
 * [S2.7] [S2.41] [S3.14] [S4.1] [S4.8] [S7.31]-[S7.37] Activity, `/list/{id}/activite`: reads
 * the list (loaded by the navigation rules [S2.31]), the profile, and the historics with the
 * chosen filters; opens the thanks, return and cancellation popups and runs their calls, each of
 * which refreshes the activity, the wallet and the list [S7.37]; closing the list and, once
 * closed, 'Cadeaux remis'.
 */
export function ActivityScreen({ onListClosed }: ActivityScreenProps) {
  const { id = '' } = useParams();
  const toast = useToast();
  const [filters, setFilters] = useState<readonly ActivityFilter[]>([]);
  const [thanking, setThanking] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [dialogError, setDialogError] = useState<string>();
  const {
    data: list,
    isLoading: listLoading,
    isError: listFailed,
  } = useGetListQuery({ listId: id }, { skip: id === '' });
  const { data: profile } = useGetUserProfileQuery(undefined);
  const viewer: ActivityViewer = {
    isOwner: list?.isOwner ?? false,
    isStaff: profile?.logged === true && isStaff(profile),
  };
  const readable = list !== undefined && canReadActivity(viewer);
  // [S4.8] Thanks are the owner's: staff acting for him do not get the 'À remercier' view.
  const thanker = viewer.isOwner && !viewer.isStaff;
  const toThankView = thanker && thanking;
  const historics = useGetHistoricsQuery(
    toThankView ? { listId: id, toThank: true } : { listId: id, filters },
    { skip: !readable },
  );
  const toThankCount = useGetToThankCountQuery(id, { skip: !readable || !thanker });
  const [sendThank, thankState] = useSendThankMutation();
  const [sendThanks, thanksState] = useSendThanksMutation();
  const [cancelContribution, cancelState] = useCancelContributionMutation();
  const [cancelWallet, cancelWalletState] = useCancelWalletContributionMutation();
  const [updateGiftDelivered, giftState] = useUpdateGiftDeliveredMutation();

  if (listLoading) return <LoadingText>{activityMessages.LOADING}</LoadingText>;
  if (listFailed || list === undefined) {
    // A 400/404 already sent the app to Not found [S7.1]; anything else is worth a retry later.
    return <Message role="alert">{errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA}</Message>;
  }

  const close = () => {
    setDialog(null);
    setDialogError(undefined);
  };

  const thank = async (contribution: Contribution, message: string) => {
    setDialogError(undefined);
    const result = await sendThank({
      contributionId: contribution.contributionId ?? contribution.id,
      message,
    });
    if ('error' in result) {
      setDialogError(
        apiErrorMessage(result.error, errorToastMessages.ERROR_OCCURED_WHILE_SENDING_MESSAGE),
      );
      return;
    }
    toast.success(
      result.data.emailed
        ? activityMessages.THANKS_SENT
        : activityMessages.THANKS_SAVED_NOT_EMAILED,
    );
    close();
  };

  const thankSeveral = async (contributions: readonly Contribution[], message: string) => {
    setDialogError(undefined);
    const result = await sendThanks({
      listId: list.id,
      body: { contributionIds: contributions.map(thanksIdOf), message },
    });
    if ('error' in result) {
      setDialogError(
        apiErrorMessage(result.error, errorToastMessages.ERROR_OCCURED_WHILE_SENDING_MESSAGE),
      );
      return;
    }
    toast.success(activityMessages.BATCH_SENT(result.data.thanked.length));
    setSelected(new Set());
    close();
  };

  // While a view's answer loads, RTK Query's `data` is still the last view's: the 'À remercier'
  // view waits for its own (`currentData`) rather than offer thanked contributions to select.
  const historicsShown = toThankView ? historics.currentData : historics.data;
  /** What is left to thank, as shown: the selection only ever holds these. */
  const toThankShown = toThankView ? (historicsShown?.contributions ?? []) : [];
  const select = (contributionId: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(contributionId);
      else next.delete(contributionId);
      return next;
    });

  const cancel = async (kind: CancelKind, contribution: Contribution) => {
    setDialogError(undefined);
    const body = { id: contribution.contributionId ?? contribution.id };
    const result = await (kind === 'wallet' ? cancelWallet(body) : cancelContribution(body));
    if ('error' in result) {
      setDialogError(apiErrorMessage(result.error, errorToastMessages.ERROR_OCCURED_TRY_AGAIN));
      return;
    }
    toast.success(
      kind === 'wallet'
        ? activityMessages.WALLET_CANCELLED_DONE
        : activityMessages.CONTRIBUTION_CANCELLED_DONE,
    );
    close();
  };

  const toggleGiftDelivered = async (checked: boolean) => {
    const result = await updateGiftDelivered({ listId: list.id, isGiftDelivered: checked });
    // [S8.2] The generic error covers the gift delivery.
    if ('error' in result) toast.error(errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
  };

  const phase = listPhaseOf(list.informations.status);
  return (
    <>
      <ActivityView
        listId={list.id}
        listTitle={list.informations.title}
        phase={phase}
        closingDate={list.informations.closingDate}
        viewer={viewer}
        historics={historicsShown}
        loading={historics.isFetching && historicsShown === undefined}
        error={
          historics.isError
            ? apiErrorMessage(historics.error, errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA)
            : undefined
        }
        selectedFilters={toThankView ? [] : filters}
        onToggleFilter={(filter) => {
          setThanking(false);
          setFilters((current) => toggleActivityFilter(current, filter));
        }}
        onClearFilters={() => {
          setThanking(false);
          setFilters([]);
        }}
        toThank={
          thanker
            ? {
                active: toThankView,
                count: toThankCount.data?.count,
                onShow: () => {
                  setThanking(true);
                  setFilters([]);
                },
                selected,
                onSelect: select,
                onSelectAll: (checked) =>
                  setSelected(
                    new Set(checked ? toThankShown.slice(0, THANKS_BATCH_MAX).map(thanksIdOf) : []),
                  ),
                onThank: () =>
                  setDialog({
                    kind: 'thanksBatch',
                    contributions: toThankShown.filter((contribution) =>
                      selected.has(thanksIdOf(contribution)),
                    ),
                  }),
              }
            : undefined
        }
        onThank={(contribution) => setDialog({ kind: 'thanks', contribution })}
        onReturn={(contribution, entry) => setDialog({ kind: 'return', contribution, entry })}
        onCancelReturn={(contribution, entry) =>
          setDialog({ kind: 'cancelReturn', contribution, entry })
        }
        onCancelContribution={(contribution) => setDialog({ kind: 'contribution', contribution })}
        onCancelWallet={(contribution) => setDialog({ kind: 'wallet', contribution })}
        giftDelivered={{
          checked: list.informations.isGiftDelivered,
          pending: giftState.isLoading,
          onChange: (checked) => void toggleGiftDelivered(checked),
        }}
        closeList={
          <CloseListButton listId={list.id} {...(onListClosed && { onClosed: onListClosed })} />
        }
      />

      {dialog?.kind === 'thanks' && (
        <ThanksDialog
          open
          onOpenChange={(open) => {
            if (!open) close();
          }}
          contribution={dialog.contribution}
          state={thanksDialogStateOf(dialog.contribution, thankState.isLoading)}
          error={dialogError}
          onSend={(message) => void thank(dialog.contribution, message)}
        />
      )}
      {dialog?.kind === 'thanksBatch' && (
        <ThanksBatchDialog
          open
          onOpenChange={(open) => {
            if (!open) close();
          }}
          contributions={dialog.contributions}
          sending={thanksState.isLoading}
          error={dialogError}
          onSend={(message) => void thankSeveral(dialog.contributions, message)}
        />
      )}
      {(dialog?.kind === 'return' || dialog?.kind === 'cancelReturn') && (
        <ReturnDialogHost
          key={`${dialog.kind}-${dialog.entry.id}`}
          mode={dialog.kind}
          entry={dialog.entry}
          onClose={close}
        />
      )}
      {(dialog?.kind === 'contribution' || dialog?.kind === 'wallet') && (
        <CancelDialog
          open
          onOpenChange={(open) => {
            if (!open) close();
          }}
          kind={dialog.kind}
          contribution={dialog.contribution}
          pending={cancelState.isLoading || cancelWalletState.isLoading}
          error={dialogError}
          onConfirm={() => void cancel(dialog.kind, dialog.contribution)}
        />
      )}
    </>
  );
}
