import { SellerPageScreen, type SellerCustomer } from '@ldn/feature-seller';
import {
  customerCleared,
  customerSelected,
  selectStoreCode,
  storeCodeChanged,
} from '@ldn/feature-session';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../shell-state';

/**
 * [S2.13] [S2.37] `/seller`: the staff dashboard, on the session's store code and selected customer
 * (the screen clears the customer and sets the user's store on entry).
 */
export function Component() {
  const dispatch = useAppDispatch();
  const storeCode = useAppSelector(selectStoreCode);
  const onStoreCodeChange = useCallback(
    (code: string) => dispatch(storeCodeChanged(code)),
    [dispatch],
  );
  const onCustomerSelected = useCallback(
    (customer: SellerCustomer) => dispatch(customerSelected(customer)),
    [dispatch],
  );
  const onCustomerCleared = useCallback(() => dispatch(customerCleared()), [dispatch]);
  return (
    <SellerPageScreen
      storeCode={storeCode}
      onStoreCodeChange={onStoreCodeChange}
      onCustomerSelected={onCustomerSelected}
      onCustomerCleared={onCustomerCleared}
    />
  );
}
