import {
  useAddListToCustomerAccountMutation,
  useCreateCustomerMutation,
  useCreateListForOwnerMutation,
  useGetListsByOwnerIdQuery,
  useGetStoreQuery,
  useGetUserProfileQuery,
  useLazyGetCustomerQuery,
  useLazyGetStoreQuery,
  useUpdateCustomerCountryMutation,
  useGetStoreTransactionsQuery,
} from '@ldn/api-client';
import {
  errorToastMessages,
  hrefFor,
  screenMessages,
  successToastMessages,
  validateEmail,
} from '@ldn/domain';
import {
  DeferredCountryConfirmPopup,
  DeferredUnavailableCountryPopup,
  useToast,
  type ToastStore,
} from '@ldn/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sellerMessages } from './messages';
import { randomPassword, type NewCustomerValues, type NewListValues } from './seller-forms';
import {
  SellerPageView,
  type ListsState,
  type LookupOutcome,
  type SellerCustomer,
} from './seller-page-view';
import { listReferenceOf } from './list-reference';
import { errorStatus, refusalMessage } from './api-error';

/**
 * The session the staff screens work with. Features never import one another (design.md §2), so
 * the app passes its session's store code and actions (`@ldn/feature-session`: `selectStoreCode`,
 * `storeCodeChanged`, `customerSelected`, `customerCleared`). Without them the screen keeps the store
 * code for itself (stories, tests).
 */
export interface SellerSessionProps {
  /** [S2.13] The store staff work in (`selectStoreCode`); `undefined`: the screen keeps its own. */
  readonly storeCode?: string | null | undefined;
  readonly onStoreCodeChange?: ((storeCode: string) => void) | undefined;
  /** [S2.1] Staff now act for this customer (`customerSelected`). */
  readonly onCustomerSelected?: ((customer: SellerCustomer) => void) | undefined;
  /** [S2.13] No customer any more (`customerCleared`). */
  readonly onCustomerCleared?: (() => void) | undefined;
}

export interface SellerPageScreenProps extends SellerSessionProps {
  /** The toasts (the kit's store by default). */
  readonly toastStore?: ToastStore;
}

/** [S4.10] [S5.12] FR, or no country given: a customer lists may be created for. */
const livesInFrance = (country: string): boolean => country === '' || country === 'FR';

/**
 * [S2.13] [S2.37] [S4.10] [S5.12] [S5.13] [S7.28] [S7.46] SellerPage `/seller`: on entry, no customer
 * is selected and the store is the user's. Staff look a customer up by e-mail (FR or no country:
 * selected, his lists shown; another country: refused; no account (400): the account form opens
 * with the e-mail), create his account (random password), create a list for him (France only:
 * otherwise the country popup), attach an existing list, change the store code ('Code inconnu'),
 * and open the store's pending transactions. Changes apply to the customer, never to the staff
 * member's own profile [S5.17].
 */
export function SellerPageScreen({
  storeCode: sessionStoreCode,
  onStoreCodeChange,
  onCustomerSelected,
  onCustomerCleared,
  toastStore,
}: SellerPageScreenProps) {
  const toast = useToast(toastStore);
  const navigate = useNavigate();
  const { data: profile } = useGetUserProfileQuery(undefined);
  const userStore = profile?.logged ? profile.store : null;

  // --- the store [S2.13] [S7.46] ---
  const [ownStoreCode, setOwnStoreCode] = useState<string | null>(null);
  const storeCode = (sessionStoreCode === undefined ? ownStoreCode : sessionStoreCode) ?? userStore;
  const setStoreCode = (code: string) => {
    setOwnStoreCode(code);
    onStoreCodeChange?.(code);
  };

  // [S2.13] On entry: no customer; the store is the user's (once the profile is known).
  const entered = useRef({ cleared: false, store: false });
  useEffect(() => {
    if (!entered.current.cleared) {
      entered.current.cleared = true;
      onCustomerCleared?.();
    }
    if (!entered.current.store && userStore) {
      entered.current.store = true;
      setOwnStoreCode(userStore);
      onStoreCodeChange?.(userStore);
    }
  }, [userStore, onCustomerCleared, onStoreCodeChange]);

  const { data: store } = useGetStoreQuery(storeCode ?? '', { skip: !storeCode });
  const [checkStore, storeCheck] = useLazyGetStoreQuery();
  const [storeError, setStoreError] = useState<string>();
  const changeStore = async (code: string) => {
    setStoreError(undefined);
    try {
      const found = await checkStore(code).unwrap();
      setStoreCode(found.storeCode || code);
      toast.success(sellerMessages.STORE_CHANGED(found.name));
    } catch (error) {
      if (errorStatus(error) === 404 || errorStatus(error) === 400) {
        setStoreError(screenMessages.UNKNOWN_STORE_CODE);
      } else {
        toast.error(errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
      }
    }
  };
  const { data: pending } = useGetStoreTransactionsQuery(storeCode ?? '', { skip: !storeCode });

  // --- the customer [S4.10] ---
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<LookupOutcome>({ kind: 'idle' });
  const [customer, setCustomer] = useState<SellerCustomer | null>(null);
  const [customerCountry, setCustomerCountry] = useState('');
  const [lookUp, lookup] = useLazyGetCustomerQuery();
  const select = (selected: SellerCustomer, country: string) => {
    setCustomer(selected);
    setCustomerCountry(country);
    setOutcome({ kind: 'found' });
    onCustomerSelected?.(selected);
  };
  const search = async () => {
    if (validateEmail(email, { required: true }) !== undefined) return;
    setCustomer(null);
    setAttachError(undefined);
    onCustomerCleared?.();
    try {
      const found = await lookUp(email.trim(), false).unwrap();
      const country = found.naosCountryNoFallback;
      if (!livesInFrance(country)) {
        setOutcome({ kind: 'nonFr' });
        toast.error(errorToastMessages.UNAVAILABLE_COUNTRY_STAFF);
        return;
      }
      select(
        { uid: found.uid, pk: found.pk, firstName: found.firstName, lastName: found.lastName },
        country,
      );
    } catch (error) {
      if (errorStatus(error) === 400 || errorStatus(error) === 404) {
        // [S4.10] No account: keep the e-mail for the account form.
        setOutcome({ kind: 'unknown' });
        setAccountEmail(email.trim());
        setCreateOpen(true);
      } else {
        setOutcome({ kind: 'error' });
        toast.error(errorToastMessages.ERROR_OCCURED_WHILE_SEARCHING_ACCOUNT);
      }
    }
  };

  const listsQuery = useGetListsByOwnerIdQuery(customer?.pk ?? '', { skip: customer === null });
  // [S2.37] `currentData`, not `data`: while a new customer's lists load, `data` still holds the
  // previous customer's, which would show under the new name.
  const lists: ListsState | undefined =
    customer === null
      ? undefined
      : listsQuery.isError
        ? { kind: 'error' }
        : listsQuery.currentData
          ? { kind: 'ready', lists: listsQuery.currentData.lists }
          : { kind: 'loading' };

  // --- the account [S5.13] ---
  const [createOpen, setCreateOpen] = useState(false);
  const [accountEmail, setAccountEmail] = useState('');
  const [accountError, setAccountError] = useState<string>();
  const [createCustomer, creation] = useCreateCustomerMutation();
  const createAccount = async (values: NewCustomerValues) => {
    setAccountError(undefined);
    try {
      const created = await createCustomer({
        titleCode: values.titleCode,
        firstName: values.firstName,
        lastName: values.lastName,
        uid: values.email,
        phone: values.phone,
        naosCountry: values.country,
        password: randomPassword(),
      }).unwrap();
      toast.success(sellerMessages.ACCOUNT_CREATED);
      setCreateOpen(false);
      setEmail(values.email);
      select(
        {
          uid: values.email.toLowerCase(),
          pk: created.pk,
          firstName: values.firstName,
          lastName: values.lastName,
        },
        values.country,
      );
    } catch (error) {
      setAccountError(
        errorStatus(error) === 409
          ? sellerMessages.ACCOUNT_EXISTS
          : refusalMessage(error, errorToastMessages.ERROR_OCCURED_TRY_AGAIN),
      );
    }
  };

  // --- a list for the customer [S5.12] [S7.12] ---
  const [createList, listCreation] = useCreateListForOwnerMutation();
  const [updateCountry, countryUpdate] = useUpdateCustomerCountryMutation();
  const [listError, setListError] = useState<string>();
  const [popup, setPopup] = useState<'none' | 'confirm' | 'unavailable'>('none');
  const pendingList = useRef<NewListValues | null>(null);
  const sendList = async (values: NewListValues) => {
    if (customer === null) return;
    if (!storeCode) {
      setListError(sellerMessages.LIST_NEEDS_STORE);
      return;
    }
    try {
      const list = await createList({
        ownerPk: customer.pk,
        title: values.title,
        ...(values.childFirstName === '' ? {} : { childFirstName: values.childFirstName }),
        contactStoreCode: storeCode,
      }).unwrap();
      toast.success(successToastMessages.LIST_CREATED);
      await navigate(hrefFor('ListByIdOwner', { id: list.id }));
    } catch (error) {
      setListError(refusalMessage(error, errorToastMessages.ERROR_OCCURED_TRY_AGAIN));
    }
  };
  const onCreateList = (values: NewListValues) => {
    setListError(undefined);
    if (customerCountry === 'FR') {
      void sendList(values);
    } else if (customerCountry === '') {
      // [S5.12] The customer confirms living in France first.
      pendingList.current = values;
      setPopup('confirm');
    } else {
      setPopup('unavailable');
    }
  };
  const confirmFrance = async () => {
    if (customer === null) return;
    try {
      await updateCountry({ uid: customer.uid, naosCountry: 'FR' }).unwrap();
      setCustomerCountry('FR');
      setPopup('none');
      const values = pendingList.current;
      pendingList.current = null;
      if (values) await sendList(values);
    } catch {
      setPopup('none');
      toast.error(errorToastMessages.ERROR_OCCURED_WHILE_SAVING_COUNTRY);
    }
  };

  // --- attach a list [S7.28] ---
  const [attachList, attach] = useAddListToCustomerAccountMutation();
  const [attachError, setAttachError] = useState<string>();
  const onAttachList = async (typed: string) => {
    if (customer === null) return;
    setAttachError(undefined);
    // [S1.4] The number the screens show ('Liste n° 100038'), or the list's id.
    const listId = listReferenceOf(typed);
    if (listId === undefined) {
      setAttachError(sellerMessages.ATTACH_INVALID);
      return;
    }
    try {
      await attachList({ listId, ownerPk: customer.pk }).unwrap();
      toast.success(sellerMessages.ATTACHED);
    } catch (error) {
      const status = errorStatus(error);
      setAttachError(
        status === 404
          ? sellerMessages.ATTACH_UNKNOWN
          : status === 400
            ? sellerMessages.ATTACH_INVALID
            : refusalMessage(error, errorToastMessages.ERROR_OCCURED_WHILE_LINKING_LIST),
      );
    }
  };

  return (
    <>
      <SellerPageView
        email={email}
        onEmailChange={setEmail}
        onSearch={() => void search()}
        searching={lookup.isFetching}
        outcome={outcome}
        customer={customer}
        lists={lists}
        createAccountOpen={createOpen}
        onOpenCreateAccount={() => setCreateOpen(true)}
        createAccountEmail={accountEmail}
        creatingAccount={creation.isLoading}
        createAccountError={accountError}
        onCreateAccount={(values) => void createAccount(values)}
        creatingList={listCreation.isLoading}
        createListError={listError}
        onCreateList={onCreateList}
        attaching={attach.isLoading}
        attachError={attachError}
        onAttachList={(listId) => void onAttachList(listId)}
        storeCode={storeCode}
        storeName={store?.name}
        checkingStore={storeCheck.isFetching}
        storeError={storeError}
        onChangeStore={(code) => void changeStore(code)}
        pendingCount={pending?.length}
      />
      <DeferredCountryConfirmPopup
        open={popup === 'confirm'}
        loading={countryUpdate.isLoading}
        onCancel={() => setPopup('none')}
        onConfirm={() => void confirmFrance()}
      />
      <DeferredUnavailableCountryPopup
        open={popup === 'unavailable'}
        message={errorToastMessages.UNAVAILABLE_COUNTRY_STAFF}
        onClose={() => setPopup('none')}
      />
    </>
  );
}
