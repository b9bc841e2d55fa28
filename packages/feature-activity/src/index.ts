/**
 * @ldn/feature-activity: the Activity screen (`/list/{id}/activite`), over the activity hooks of
 * `@ldn/api-client`, and closing a list (used by the Activity and Wallet pages). Named re-exports
 * (house style rule 2).
 */
export { ActivityScreen } from './activity-screen';
export type { ActivityScreenProps } from './activity-screen';
export { ActivityView } from './activity-view';
export type { ActivityViewProps } from './activity-view';
export { ActivityFilterBar, toggleActivityFilter } from './activity-filter-bar';
export type { ActivityFilterBarProps } from './activity-filter-bar';
export { ContributionCard } from './contribution-card';
export type { ContributionCardProps } from './contribution-card';
export { RewardSummary } from './reward-summary';
export type { RewardSummaryProps } from './reward-summary';
export { ThanksDialog, THANKS_MAX_LENGTH } from './thanks-dialog';
export type { ThanksDialogProps } from './thanks-dialog';
export { ThanksTracker, thanksIdOf } from './thanks-tracker';
export type { ThanksTrackerProps } from './thanks-tracker';
export { ThanksBatchDialog } from './thanks-batch-dialog';
export type { ThanksBatchDialogProps } from './thanks-batch-dialog';
export { ReturnDialog } from './return-dialog';
export type { ReturnDialogProps, ReturnDialogMode } from './return-dialog';
export { CancelDialog } from './cancel-dialog';
export type { CancelDialogProps, CancelKind } from './cancel-dialog';
export { CloseListDialog } from './close-list-dialog';
export type { CloseListDialogProps, ClosingReward } from './close-list-dialog';
export { CloseListButton } from './close-list-button';
export type { CloseListButtonProps } from './close-list-button';
export { GiftDeliveredSwitch } from './gift-delivered-switch';
export type { GiftDeliveredSwitchProps } from './gift-delivered-switch';
export {
  canReadActivity,
  contributorLabel,
  contributionKindLabel,
  hasReturnedItems,
  canSendThanks,
  thanksDialogStateOf,
  canReturnEntry,
  canCancelReturn,
  canCancelContribution,
  canCancelWalletContribution,
  rewardProgress,
  canCloseList,
  canToggleGiftDelivered,
} from './activity-rules';
export type { ActivityViewer, ThanksDialogState, RewardProgress } from './activity-rules';
export { apiErrorMessage } from './api-error';
export { activityMessages, closingMessages } from './messages';
