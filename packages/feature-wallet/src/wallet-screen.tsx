import {
  useGetListQuery,
  useGetUserProfileQuery,
  useGetWalletHistoricsQuery,
} from '@ldn/api-client';
import { errorToastMessages, isStaff } from '@ldn/domain';
import { LoadingText } from '@ldn/ui-kit';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { walletMessages } from './messages';
import { WalletView } from './wallet-view';

const Message = styled.p`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

export interface WalletScreenProps {
  /**
   * [S4.1] [S7.19] The closing section, shown under the wallet. Closing belongs to
   * `@ldn/feature-activity` (`CloseListButton`): the app composes it here, as a feature never
   * imports another.
   */
  readonly closeList?: ReactNode;
}

/**
 * [S2.8] [S2.42] [S3.15] [S7.35] Wallet, `/list/{id}/cagnotte`: reads the list (loaded by the
 * navigation rules [S2.31]; a Cloturée list never reaches this page [S2.33]), the profile, and the
 * wallet historics for the owner or staff acting for him. Returns and cancellations made on the
 * Activity page mark the wallet stale, so it is read again when shown.
 */
export function WalletScreen({ closeList }: WalletScreenProps) {
  const { id = '' } = useParams();
  const { data: list, isLoading, isError } = useGetListQuery({ listId: id }, { skip: id === '' });
  const { data: profile } = useGetUserProfileQuery(undefined);
  const canRead =
    list !== undefined && (list.isOwner || (profile?.logged === true && isStaff(profile)));
  const historics = useGetWalletHistoricsQuery(id, { skip: !canRead });

  if (isLoading) return <LoadingText>{walletMessages.LOADING}</LoadingText>;
  if (isError || list === undefined) {
    return <Message role="alert">{errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA}</Message>;
  }
  return (
    <WalletView
      listId={list.id}
      listTitle={list.informations.title}
      canRead={canRead}
      historics={historics.data}
      loading={historics.isFetching && historics.data === undefined}
      error={historics.isError ? errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA : undefined}
      closeList={canRead ? closeList : undefined}
    />
  );
}
