import {
  useCreateListMutation,
  useDeleteListMutation,
  useGetUserProfileQuery,
  useSetUserCountryMutation,
  useUpdateListMutation,
  type BirthList,
} from '@ldn/api-client';
import { DEFAULT_COUNTRY, errorToastMessages, hrefFor, successToastMessages } from '@ldn/domain';
import { CountryConfirmPopup, toast as appToast, type ToastStore } from '@ldn/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorCode, apiErrorMessage } from '../api-error';
import { fullName } from '../messages';
import { useStorePicker } from '../store-picker/use-store-picker';
import {
  emptyListFormValues,
  firstInvalidField,
  listFormValuesFrom,
  toCreateBody,
  toUpdateBody,
  validateListForm,
  type ListFormValues,
} from './list-form-values';
import { ListFormView } from './list-form-view';

interface ListFormDialogBaseProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The toasts of the app; the ui-kit's store by default. */
  readonly toastStore?: ToastStore;
}

/** [S2.38] The list form: create a list, or edit `list`. */
export type ListFormDialogProps = ListFormDialogBaseProps &
  (
    | { readonly mode: 'create' }
    | {
        readonly mode: 'edit';
        /** The list as loaded (`useGetListQuery`); its owner is the signed-in parent. */
        readonly list: BirthList;
      }
  );

/**
 * [S2.38] [S3.4] [S5.7] [S5.10] [S5.16] [S3.18] [S4.1] [S8.1] [S8.2] The list create/edit form, for
 * Home and the list view. Create publishes at once unless kept as a draft (LIST_CREATED, then the
 * owner's list page); edit saves the information (LIST_UPDATED), makes the list the default one
 * (FAVORITE_LIST_UPDATED) or deletes it after a confirmation (LIST_DELETED, then Home). A refused
 * creation shows the server's message; a customer whose country is unknown confirms living in
 * France first [S5.12], then the creation goes on.
 */
export function ListFormDialog(props: ListFormDialogProps) {
  const { open, onOpenChange, toastStore = appToast } = props;
  const list = props.mode === 'edit' ? props.list : undefined;
  const navigate = useNavigate();
  const { data: profile } = useGetUserProfileQuery(undefined);
  const initialValues = (): ListFormValues =>
    list === undefined ? emptyListFormValues() : listFormValuesFrom(list);

  const [values, setValues] = useState<ListFormValues>(initialValues);
  const [showErrors, setShowErrors] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>(undefined);
  const [countryConfirmOpen, setCountryConfirmOpen] = useState(false);
  // Each opening starts from the list as saved (or an empty form): adjusting state while rendering,
  // as React recommends, rather than in an effect that would show the old values for one frame.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(initialValues());
      setShowErrors(false);
      setServerError(undefined);
    }
  }

  const store = useStorePicker(values.contactStoreCode);
  const [createList, creation] = useCreateListMutation();
  const [updateList, update] = useUpdateListMutation();
  const [setDefault, defaultChange] = useUpdateListMutation();
  const [deleteList, deletion] = useDeleteListMutation();
  const [setCountry, countryChange] = useSetUserCountryMutation();

  const errors = validateListForm(values);
  const ownerName =
    list !== undefined
      ? fullName(list.informations.ownerFirstName, list.informations.ownerLastName)
      : profile?.logged === true
        ? fullName(profile.firstName, profile.lastName)
        : '';

  /** [S8.2] The server's message when it sent one fit to show, else the generic error. */
  const fail = (error: unknown) => {
    const message = apiErrorMessage(error) ?? errorToastMessages.ERROR_OCCURED_TRY_AGAIN;
    setServerError(message);
    toastStore.error(message);
  };

  const create = async () => {
    try {
      const created = await createList(toCreateBody(values)).unwrap();
      toastStore.success(successToastMessages.LIST_CREATED);
      onOpenChange(false);
      void navigate(hrefFor('ListByIdOwner', { id: created.id }));
    } catch (error) {
      if (apiErrorCode(error) === 'COUNTRY_UNKNOWN') setCountryConfirmOpen(true);
      else fail(error);
    }
  };

  const save = async () => {
    setServerError(undefined);
    if (list === undefined) {
      await create();
      return;
    }
    try {
      await updateList({ listId: list.id, body: toUpdateBody(values) }).unwrap();
      toastStore.success(successToastMessages.LIST_UPDATED);
      onOpenChange(false);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <ListFormView
        mode={props.mode}
        open={open}
        onOpenChange={onOpenChange}
        values={values}
        onChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))}
        errors={errors}
        showErrors={showErrors}
        ownerName={ownerName}
        isDraft={list?.informations.status === 'DRAFT'}
        isDefault={list?.isDefault ?? false}
        store={store}
        saving={creation.isLoading || update.isLoading || countryChange.isLoading}
        settingDefault={defaultChange.isLoading}
        deleting={deletion.isLoading}
        serverError={serverError}
        onSubmit={() => {
          const refused = firstInvalidField(errors);
          if (refused !== undefined) {
            setShowErrors(true);
            return refused;
          }
          void save();
          return undefined;
        }}
        {...(list === undefined || list.isHolder === false
          ? // The default list and the removal are the holder's: the co-parent is not offered them.
            {}
          : {
              onSetDefault: () => {
                setServerError(undefined);
                setDefault({
                  listId: list.id,
                  body: { title: list.informations.title, defaultList: true },
                })
                  .unwrap()
                  .then(() => toastStore.success(successToastMessages.FAVORITE_LIST_UPDATED))
                  .catch(fail);
              },
              onDelete: () => {
                setServerError(undefined);
                deleteList({ listId: list.id })
                  .unwrap()
                  .then(() => {
                    toastStore.success(successToastMessages.LIST_DELETED);
                    onOpenChange(false);
                    void navigate(hrefFor('Home'));
                  })
                  // [S7.13] A list with contributions is kept: the server says why.
                  .catch(fail);
              },
            })}
      />
      <CountryConfirmPopup
        open={countryConfirmOpen}
        loading={countryChange.isLoading}
        onCancel={() => setCountryConfirmOpen(false)}
        onConfirm={() => {
          setCountry(DEFAULT_COUNTRY)
            .unwrap()
            .then(async () => {
              setCountryConfirmOpen(false);
              await create();
            })
            .catch(() => {
              setCountryConfirmOpen(false);
              setServerError(errorToastMessages.ERROR_OCCURED_WHILE_SAVING_COUNTRY);
              toastStore.error(errorToastMessages.ERROR_OCCURED_WHILE_SAVING_COUNTRY);
            });
        }}
      />
    </>
  );
}
