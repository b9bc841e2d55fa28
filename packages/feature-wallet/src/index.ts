/**
 * @ldn/feature-wallet: the Wallet screen (`/list/{id}/cagnotte`) and its endpoint. Named
 * re-exports (house style rule 2).
 */
export { WalletScreen } from './wallet-screen';
export type { WalletScreenProps } from './wallet-screen';
export { WalletView } from './wallet-view';
export type { WalletViewProps } from './wallet-view';
export {
  movementLabel,
  movementContributor,
  signedEuros,
} from './wallet-rules';
export { walletApi, useGetWalletHistoricsQuery } from './wallet-api';
export type {
  WalletHistorics,
  WalletMovement,
  WalletMovementType,
  WalletCoupon,
} from './wallet-api';
export { walletMessages } from './messages';
