/**
 * @ldn/feature-wallet: the Wallet screen (`/list/{id}/cagnotte`), over the wallet hook of
 * `@ldn/api-client`. Named re-exports (house style rule 2).
 */
export { WalletScreen } from './wallet-screen';
export type { WalletScreenProps } from './wallet-screen';
export { WalletView } from './wallet-view';
export type { WalletViewProps } from './wallet-view';
export { movementLabel, movementContributor, signedEuros } from './wallet-rules';
export { walletMessages } from './messages';
