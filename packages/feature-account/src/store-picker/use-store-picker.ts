import { useGetStoreQuery, useLazyGetClosestStoresQuery, type NearbyStore } from '@ldn/api-client';
import { errorToastMessages, validatePostalCode, validationMessages } from '@ldn/domain';
import { useState } from 'react';
import { apiErrorMessage } from '../api-error';
import type { StorePickerViewProps, StoreSearchStatus } from './store-picker-view';

/** What the picker's view needs besides the choice itself (given by the form). */
export type StorePickerState = Pick<
  StorePickerViewProps,
  | 'postalCode'
  | 'onPostalCodeChange'
  | 'postalCodeError'
  | 'onSearch'
  | 'status'
  | 'stores'
  | 'searchError'
  | 'selectedLabel'
>;

const NO_STORES: readonly NearbyStore[] = [];

/** 'Paris Vaugirard, 75015 Paris'. */
const storeLabel = (store: {
  readonly name: string;
  readonly postalCode: string;
  readonly city: string;
}): string => `${store.name}, ${store.postalCode} ${store.city}`;

/**
 * [S2.38] [S2.45] [S7.47] [S5.11] The closest-stores search of the contact store picker: checks the
 * postal code (5 digits) before asking the server, and names the chosen store (from the results,
 * else from `getStore` for a store chosen earlier).
 */
export function useStorePicker(selectedCode: string): StorePickerState {
  const [postalCode, setPostalCode] = useState('');
  const [postalCodeError, setPostalCodeError] = useState<string | undefined>(undefined);
  const [searchClosest, result] = useLazyGetClosestStoresQuery();
  const stores = result.data?.stores ?? NO_STORES;
  const inResults = stores.find((store) => store.storeCode === selectedCode);
  const { data: savedStore } = useGetStoreQuery(selectedCode, {
    skip: selectedCode === '' || inResults !== undefined,
  });

  let status: StoreSearchStatus = 'idle';
  if (result.isFetching) status = 'loading';
  else if (result.isError) status = 'error';
  else if (result.isSuccess) status = 'done';

  let selectedLabel: string | undefined;
  if (inResults !== undefined) selectedLabel = storeLabel(inResults);
  else if (savedStore !== undefined && savedStore.storeCode === selectedCode) {
    selectedLabel = storeLabel(savedStore);
  }

  return {
    postalCode,
    onPostalCodeChange: (value) => {
      setPostalCode(value);
      setPostalCodeError(undefined);
    },
    postalCodeError,
    onSearch: () => {
      const error = validatePostalCode(postalCode, { required: true });
      setPostalCodeError(error === undefined ? undefined : validationMessages[error]);
      if (error === undefined) void searchClosest(postalCode, true);
    },
    status,
    stores,
    searchError:
      status === 'error'
        ? (apiErrorMessage(result.error) ?? errorToastMessages.ERROR_OCCURED_WHILE_FETCHING_DATA)
        : undefined,
    selectedLabel,
  };
}
