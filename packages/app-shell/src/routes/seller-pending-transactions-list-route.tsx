import { PendingTransactionsListScreen } from '@ldn/feature-seller';
import { selectStoreCode } from '@ldn/feature-session';
import { useAppSelector } from '../shell-state';

/** [S2.15] `/seller/pendingtransactionslist`: the pending transactions of the session's store. */
export function Component() {
  const storeCode = useAppSelector(selectStoreCode);
  return <PendingTransactionsListScreen storeCode={storeCode} />;
}
