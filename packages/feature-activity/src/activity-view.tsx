import type { Contribution, ContributionEntry, Historics } from '@ldn/api-client';
import { formatDateTime, hrefFor, type ActivityFilter, type ListPhase } from '@ldn/domain';
import { AppLink, LoadingText, Page as ScreenPage } from '@ldn/ui-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ActivityFilterBar } from './activity-filter-bar';
import { canReadActivity, canToggleGiftDelivered, type ActivityViewer } from './activity-rules';
import { ContributionCard } from './contribution-card';
import { GiftDeliveredSwitch, type GiftDeliveredSwitchProps } from './gift-delivered-switch';
import { activityMessages, closingMessages } from './messages';
import { RewardSummary } from './reward-summary';
import { ThanksTracker, type ThanksTrackerProps } from './thanks-tracker';

const Page = styled(ScreenPage).attrs({ width: 'wide', gap: 'lg' })`
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  p {
    margin: 0;
  }
`;

const Heading = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const ListTitle = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Status = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Contributions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const BackLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTargetPx}px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export interface ActivityViewProps {
  readonly listId: string;
  readonly listTitle: string;
  readonly phase: ListPhase;
  /** [S4.1] When the list was closed (ISO), for its status line. */
  readonly closingDate?: string | null | undefined;
  readonly viewer: ActivityViewer;
  /** The activity; `undefined` while it loads or when it failed. */
  readonly historics?: Historics | undefined;
  readonly loading?: boolean;
  /** Why the activity could not be read. */
  readonly error?: string | undefined;
  readonly selectedFilters: readonly ActivityFilter[];
  readonly onToggleFilter: (filter: ActivityFilter) => void;
  readonly onClearFilters: () => void;
  readonly onThank: (contribution: Contribution) => void;
  readonly onReturn: (contribution: Contribution, entry: ContributionEntry) => void;
  readonly onCancelReturn: (contribution: Contribution, entry: ContributionEntry) => void;
  readonly onCancelContribution: (contribution: Contribution) => void;
  readonly onCancelWallet: (contribution: Contribution) => void;
  /**
   * [S4.8] The owner's 'À remercier' view: its chip (with the count when known) and, while it is
   * shown (`active`), the selection of what is left to thank instead of the cards.
   */
  readonly toThank?:
    | (Omit<ThanksTrackerProps, 'contributions'> & {
        readonly active: boolean;
        readonly count: number | undefined;
        readonly onShow: () => void;
      })
    | undefined;
  /** [S4.1] After closing: 'Cadeaux remis'. */
  readonly giftDelivered?: GiftDeliveredSwitchProps | undefined;
  /** [S4.1] [S7.19] The closing section ('Clôturer ma liste'), rendered by the screen. */
  readonly closeList?: ReactNode;
}

/**
 * [S2.7] [S2.41] [S3.14] [S4.8] The Activity page, presentational: the purchase and reward
 * summary with its progress bar, the filters, the contributions newest first, and the closing
 * section; after closing, the Cloturée status and 'Cadeaux remis'. Another customer or a visitor
 * is told the page is the parents'.
 */
export function ActivityView(props: ActivityViewProps) {
  const headingId = useId();
  const listHeadingId = useId();
  const { historics, phase, viewer } = props;

  if (!canReadActivity(viewer)) {
    return (
      <Page aria-labelledby={headingId}>
        <Heading>
          <h1 id={headingId}>{activityMessages.TITLE}</h1>
          <ListTitle>{props.listTitle}</ListTitle>
        </Heading>
        <p>{activityMessages.OWNER_ONLY}</p>
        <BackLink href={hrefFor('ListById', { id: props.listId })}>
          {activityMessages.SEE_THE_LIST}
        </BackLink>
      </Page>
    );
  }

  const contributions = historics?.contributions ?? [];
  const { toThank } = props;
  const thanking = toThank?.active === true;
  return (
    <Page aria-labelledby={headingId}>
      <Heading>
        <h1 id={headingId}>{activityMessages.TITLE}</h1>
        <ListTitle>{props.listTitle}</ListTitle>
        {phase === 'closed' && (
          <Status>
            {closingMessages.STATUS_CLOSED(formatDateTime(props.closingDate ?? '').date)}
          </Status>
        )}
      </Heading>

      {canToggleGiftDelivered(phase, viewer) && props.giftDelivered !== undefined && (
        <GiftDeliveredSwitch {...props.giftDelivered} />
      )}

      {historics !== undefined && <RewardSummary historics={historics} phase={phase} />}

      <Contributions aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>{activityMessages.ITEMS_HEADING}</h2>
        <ActivityFilterBar
          selected={props.selectedFilters}
          onToggle={props.onToggleFilter}
          onClear={props.onClearFilters}
          toThank={toThank && { count: toThank.count, pressed: thanking, onSelect: toThank.onShow }}
        />
        <Count role="status">
          {historics === undefined ? '' : activityMessages.RESULTS_COUNT(contributions.length)}
        </Count>
        {props.loading === true && <LoadingText>{activityMessages.LOADING}</LoadingText>}
        {props.error !== undefined && <Problem role="alert">{props.error}</Problem>}
        {historics !== undefined && contributions.length === 0 && (
          <Empty>
            {thanking
              ? activityMessages.TO_THANK_EMPTY
              : props.selectedFilters.length === 0
                ? activityMessages.EMPTY
                : activityMessages.EMPTY_FILTERED}
          </Empty>
        )}
        {thanking && contributions.length > 0 && (
          <ThanksTracker
            contributions={contributions}
            selected={toThank.selected}
            onSelect={toThank.onSelect}
            onSelectAll={toThank.onSelectAll}
            onThank={toThank.onThank}
          />
        )}
        {!thanking &&
          contributions.map((contribution) => (
            <ContributionCard
              key={`${contribution.kind}-${contribution.id}`}
              contribution={contribution}
              viewer={viewer}
              phase={phase}
              onThank={props.onThank}
              onReturn={props.onReturn}
              onCancelReturn={props.onCancelReturn}
              onCancelContribution={props.onCancelContribution}
              onCancelWallet={props.onCancelWallet}
            />
          ))}
      </Contributions>

      {props.closeList}
    </Page>
  );
}
