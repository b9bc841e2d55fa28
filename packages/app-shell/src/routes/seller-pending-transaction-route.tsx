import { PendingTransactionScreen } from '@ldn/feature-seller';

/** [S2.16] `/seller/pendingtransaction/{id}`: one transaction, its ticket, confirm or cancel. */
export function Component() {
  return <PendingTransactionScreen />;
}
