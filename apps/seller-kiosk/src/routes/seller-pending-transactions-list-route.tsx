import { PendingTransactionsListScreen } from '@ldn/feature-seller';
import { selectStoreCode } from '@ldn/feature-session';
import { useKioskSelector } from '../kiosk/hooks';

/** [S2.15] `/kiosk/seller/pendingtransactionslist`: the pending transactions of the session's store. */
export function Component() {
  const storeCode = useKioskSelector(selectStoreCode);
  return <PendingTransactionsListScreen storeCode={storeCode} />;
}
