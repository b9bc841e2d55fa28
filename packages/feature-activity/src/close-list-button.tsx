import {
  ldnApi,
  useCloseListMutation,
  useGetListQuery,
  useGetUserProfileQuery,
  useGetHistoricsQuery,
} from '@ldn/api-client';
import { errorToastMessages, isStaff, listPhaseOf, type ActivityFilter } from '@ldn/domain';
import { Button, useToast, cardStyle } from '@ldn/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { canCloseList } from './activity-rules';
import { CloseListDialog } from './close-list-dialog';
import { useActivityDispatch } from './hooks';
import { closingMessages } from './messages';
import { apiErrorMessage } from './api-error';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${cardStyle}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  p {
    margin: 0;
  }
  ${({ theme }) => theme.media.up.md} {
    padding: ${({ theme }) => theme.space.lg};
    align-items: flex-start;
  }
`;

/** The Activity page's first read (no filter): the same cache entry, read once. */
const NO_FILTER: readonly ActivityFilter[] = [];

export interface CloseListButtonProps {
  readonly listId: string;
  /**
   * Called once the list is closed. The Wallet page goes to the Activity then: the wallet of a
   * Cloturée list is no longer shown [S2.8] [S2.33].
   */
  readonly onClosed?: () => void;
}

/**
 * [S4.1] [S7.19] 'Clôturer ma liste' (staff: 'Clôturer la liste du client'), from the owner's
 * Activity or Wallet page: shown for a Validée list to its owner or staff acting for him; opens
 * the confirmation, then closes with the api-client's `closeList` (a GET carrying the XSRF header).
 * The list is read again (its status becomes Cloturée, so relatives land on Closed); the activity
 * and the wallet too (the reward coupons appear). A refusal (a purchase in progress...) is shown in
 * the dialog with the server's message.
 */
export function CloseListButton({ listId, onClosed }: CloseListButtonProps) {
  const titleId = useId();
  const dispatch = useActivityDispatch();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const { data: list } = useGetListQuery({ listId }, { skip: listId === '' });
  const { data: profile } = useGetUserProfileQuery(undefined);
  const { data: historics } = useGetHistoricsQuery({ listId, filters: NO_FILTER }, { skip: !open });
  const [closeList, { isLoading: closing }] = useCloseListMutation();

  if (list === undefined) return null;
  const staff = profile?.logged === true && isStaff(profile);
  const viewer = { isOwner: list.isOwner, isStaff: staff };
  if (!canCloseList(listPhaseOf(list.informations.status), viewer)) return null;

  const confirm = async () => {
    setError(undefined);
    const result = await closeList({ listId });
    if ('error' in result) {
      setError(apiErrorMessage(result.error, errorToastMessages.ERROR_OCCURED_WHILE_CLOSING_LIST));
      return;
    }
    dispatch(ldnApi.util.invalidateTags(['Historics', 'Wallet']));
    setOpen(false);
    toast.success(closingMessages.CLOSED);
    onClosed?.();
  };

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{closingMessages.SECTION}</h2>
      <p>{closingMessages.SECTION_TEXT}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {staff ? closingMessages.CLOSE_CUSTOMER_LIST : closingMessages.CLOSE_MY_LIST}
      </Button>
      <CloseListDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(undefined);
        }}
        closing={closing}
        error={error}
        walletAmount={list.walletAmount ?? 0}
        reward={historics}
        onConfirm={() => void confirm()}
      />
    </Section>
  );
}
