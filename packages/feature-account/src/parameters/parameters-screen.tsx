import {
  useCreateOrUpdateAccountMutation,
  useGetListQuery,
  useGetListsByHybrisIdQuery,
  useGetUserProfileQuery,
  useUpdateListStoreDataMutation,
} from '@ldn/api-client';
import {
  errorToastMessages,
  isListClosed,
  successToastMessages,
  validateRequiredStore,
  validationMessages,
} from '@ldn/domain';
import { toast as appToast, useScreenAction, type ToastStore } from '@ldn/ui-kit';
import { useState } from 'react';
import { apiErrorMessage } from '../api-error';
import { useStorePicker } from '../store-picker/use-store-picker';
import { CoParentSection } from '../co-parent/co-parent-section';
import { AccountSecurityScreen } from './account-security-screen';
import { ParametersView, type ParametersValues } from './parameters-view';

export interface ParametersScreenProps {
  /** The toasts of the app; the ui-kit's store by default. */
  readonly toastStore?: ToastStore;
}

/**
 * [S2.45] [S2.56] [S7.10] [S7.18] [S9.7] [S8.1] Parameters: reads the profile (notification
 * frequency) and the default list (contact store, pickup option), and saves both with the bottom
 * bar's 'saveSettings' (phones) or the in-page button (desktop): the frequency through
 * `createOrUpdateAccount`, the store through `updateListStoreData` when it changed; below, the
 * account's security (AccountSecurityScreen: password, connected devices). Staff never get here
 * (the shell sends them to SellerPage [S6.4]).
 */
export function ParametersScreen({ toastStore = appToast }: ParametersScreenProps) {
  const profile = useGetUserProfileQuery(undefined);
  const user = profile.data?.logged === true ? profile.data : undefined;
  const lists = useGetListsByHybrisIdQuery(undefined, { skip: user === undefined });
  const summaries = lists.data?.lists ?? [];
  // [S4.1] The default list, unless it is closed (a closed list no longer changes).
  const defaultSummary = summaries.find((list) => list.isDefault && !isListClosed(list.status));
  const list = useGetListQuery(
    { listId: defaultSummary?.id ?? '' },
    { skip: defaultSummary === undefined },
  );
  const savedList = defaultSummary === undefined ? undefined : list.data;

  const [values, setValues] = useState<ParametersValues | undefined>(undefined);
  const [loadedFor, setLoadedFor] = useState<string | undefined>(undefined);
  const [showStoreError, setShowStoreError] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>(undefined);
  const [saveAccount, accountSave] = useCreateOrUpdateAccountMutation();
  const [saveStore, storeSave] = useUpdateListStoreDataMutation();
  const store = useStorePicker(values?.contactStoreCode ?? '');

  const ready =
    user !== undefined &&
    lists.data !== undefined &&
    (defaultSummary === undefined || savedList !== undefined);
  // The form starts from what is saved, once everything is read (adjusted while rendering, as
  // React recommends for state derived from new props).
  const loadKey = ready ? `${user.pk}/${savedList?.id ?? ''}` : undefined;
  if (ready && loadKey !== loadedFor) {
    setLoadedFor(loadKey);
    setValues({
      contactStoreCode: savedList?.informations.contactStoreCode ?? '',
      isPickupStoreAllowed: savedList?.informations.isPickupStoreAllowed ?? false,
      notificationFrequency: user.notificationFrequency,
    });
  }

  const storeErrorCode =
    savedList === undefined || values === undefined
      ? undefined
      : validateRequiredStore(values.contactStoreCode);

  const save = async () => {
    if (
      user === undefined ||
      values === undefined ||
      accountSave.isLoading ||
      storeSave.isLoading
    ) {
      return;
    }
    setSaveError(undefined);
    if (storeErrorCode !== undefined) {
      setShowStoreError(true);
      return;
    }
    try {
      await saveAccount({
        userPk: user.pk,
        notificationFrequency: values.notificationFrequency,
      }).unwrap();
      const info = savedList?.informations;
      if (
        savedList !== undefined &&
        info !== undefined &&
        (info.contactStoreCode !== values.contactStoreCode ||
          info.isPickupStoreAllowed !== values.isPickupStoreAllowed)
      ) {
        await saveStore({
          listId: savedList.id,
          body: {
            contactStoreCode: values.contactStoreCode,
            isPickupStoreAllowed: values.isPickupStoreAllowed,
          },
        }).unwrap();
      }
      toastStore.success(successToastMessages.USER_DATA_UPDATED);
    } catch (error) {
      const message = apiErrorMessage(error) ?? errorToastMessages.ERROR_OCCURED_TRY_AGAIN;
      setSaveError(message);
      toastStore.error(message);
    }
  };

  useScreenAction('saveSettings', () => void save());

  if (profile.isError || lists.isError || list.isError) {
    return (
      <ParametersView
        status="error"
        onRetry={() => {
          void profile.refetch();
          if (user !== undefined) void lists.refetch();
          if (defaultSummary !== undefined) void list.refetch();
        }}
      />
    );
  }
  // Staff and visitors are sent away by the shell [S2.18] [S6.4]; until then, nothing to edit.
  if (!ready || values === undefined || user.isStaff) return <ParametersView status="loading" />;

  return (
    <ParametersView
      status="ready"
      hasList={savedList !== undefined}
      listTitle={savedList?.informations.title}
      values={values}
      onChange={(patch) => {
        setValues({ ...values, ...patch });
        setSaveError(undefined);
      }}
      store={store}
      storeError={
        showStoreError && storeErrorCode !== undefined
          ? validationMessages[storeErrorCode]
          : undefined
      }
      saving={accountSave.isLoading || storeSave.isLoading}
      saveError={saveError}
      onSave={() => void save()}
      coParent={
        // The holder invites the co-parent of his default list (never the co-parent himself).
        savedList !== undefined && (savedList.isHolder ?? savedList.isOwner) ? (
          <CoParentSection
            listId={savedList.id}
            suggestedEmail={savedList.informations.coOwnerMail}
            toastStore={toastStore}
          />
        ) : undefined
      }
      security={<AccountSecurityScreen />}
    />
  );
}
