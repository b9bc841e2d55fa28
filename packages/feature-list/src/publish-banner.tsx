import { useUpdateListMutation } from '@ldn/api-client';
import { errorToastMessages, successToastMessages } from '@ldn/domain';
import { Button, useToast } from '@ldn/ui-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { listMessages } from './messages';

const Banner = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.up.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0;
  }
`;

export interface PublishBannerViewProps {
  readonly onPublish: () => void;
  readonly publishing: boolean;
  /** [S6.4] Staff acting for the customer read staff labels ('Publier la liste du client'). */
  readonly staff?: boolean | undefined;
}

/** [S4.1] The draft's banner: what a draft means, and 'Publier ma liste'. */
export function PublishBannerView({ onPublish, publishing, staff = false }: PublishBannerViewProps) {
  const titleId = useId();
  return (
    <Banner aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{staff ? listMessages.DRAFT_TITLE_STAFF : listMessages.DRAFT_TITLE}</h2>
        <p>{staff ? listMessages.DRAFT_TEXT_STAFF : listMessages.DRAFT_TEXT}</p>
      </div>
      <Button onClick={onPublish} loading={publishing}>
        {staff ? listMessages.PUBLISH_CUSTOMER_LIST : listMessages.PUBLISH_MY_LIST}
      </Button>
    </Banner>
  );
}

export interface PublishBannerProps {
  readonly listId: string;
  /** Told once the list is published (the app may show the share page). */
  readonly onPublished?: (() => void) | undefined;
  /** [S6.4] Staff acting for the customer. */
  readonly staff?: boolean | undefined;
}

/**
 * [S4.1] [S7.17] [S8.1] [S8.2] Publishes a draft: `updateList` with `status: 'VALIDATED'`, then
 * the LIST_UPDATED toast (the list is read again through its tag, and the banner leaves with the
 * draft); a failure shows ERROR_OCCURED_TRY_AGAIN and keeps the banner.
 */
export function PublishBanner({ listId, onPublished, staff }: PublishBannerProps) {
  const [updateList, { isLoading }] = useUpdateListMutation();
  const toast = useToast();
  const publish = async () => {
    try {
      await updateList({ listId, body: { status: 'VALIDATED' } }).unwrap();
      toast.success(successToastMessages.LIST_UPDATED);
      onPublished?.();
    } catch {
      toast.error(errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
    }
  };
  return (
    <PublishBannerView onPublish={() => void publish()} publishing={isLoading} staff={staff} />
  );
}
