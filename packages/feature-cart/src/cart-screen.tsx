import {
  errorBodyOf,
  ldnApi,
  serverMessageOf,
  useFollowListQuery,
  useGetListQuery,
  useGetStoreQuery,
  useGetUserProfileQuery,
  useSetWalletContributionMutation,
  useGetCartQuery,
  type ApiCart,
  type UpdateCartBody,
  useCreateContributionFromCartMutation,
  useCreateContributionMutation,
  useGetPaymentStatusQuery,
  useRemoveCartEntryMutation,
  useSetCartEntryQuantityMutation,
  useUpdateCartMutation,
} from '@ldn/api-client';
import {
  actsAsOwner,
  bottomBarButton,
  decideCartSubmission,
  errorToastMessages,
  hrefFor,
  isCartValidateDisabled,
  isStaff,
  isValidEmail,
  parseCartError,
  type CartErrorOutcome,
} from '@ldn/domain';
import { CartErrorPopup, toast, useScreenAction, WalletPopup, type RefusedItem } from '@ldn/ui-kit';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  cartBusyChanged,
  cartDraftCleared,
  contributorEmailTyped,
  selectCartDraft,
} from './cart-draft-slice';
import {
  checkoutReturnOf,
  contributionBody,
  contributorDefaults,
  newlyUnavailableCodes,
  refusedEntryCodes,
  refusedItemsOf,
  transactionBody,
  type ContributorFields,
} from './cart-model';
import { CartView, type CartLoadState } from './cart-view';
import { PAYMENT_POLL_MS, returnViewOf } from './checkout-return-model';
import { CheckoutReturnView } from './checkout-return-view';
import { useCartDispatch, useCartSelector } from './hooks';
import { cartOfList } from './list-cart';
import { cartMessages } from './messages';

/** The real browser: a full page load of the checkout (same origin). */
const assignLocation = (url: string): void => window.location.assign(url);

/** The contributor's fields whose trimmed value differs from the cart's (to save them). */
function changedFields(cart: ApiCart, fields: ContributorFields): UpdateCartBody {
  const changes: { -readonly [Key in keyof ContributorFields]?: string } = {};
  for (const key of ['contributorName', 'contributorEmail', 'message'] as const) {
    const value = fields[key].trim();
    if (value !== cart[key]) changes[key] = value;
  }
  return changes;
}

export interface CartScreenProps {
  /** [S2.56] The phone's bottom bar carries the cart bar: no validate button in the page. */
  readonly barShowsAction?: boolean | undefined;
  /** [S4.3] Sends the browser to the checkout page (a full page load by default). */
  readonly goToCheckout?: ((url: string) => void) | undefined;
  /**
   * [S2.13] [S4.5] The store staff work in (the app's session): its point-of-sale system decides
   * where a seller's cart goes, and the transaction is made in it. `null`: the seller's own store.
   */
  readonly storeCode?: string | null | undefined;
}

interface CartErrorState {
  readonly outcome: CartErrorOutcome;
  readonly refused: readonly RefusedItem[];
}

/**
 * [S2.6] [S2.43] [S4.3] [S4.4] Cart `/list/{id}/cart`: the visitor's cart of this list, edited
 * line by line on the server (each change answers the whole cart), validated into a payment
 * (`create-contribution`) and sent to the checkout; a refusal removes the refused products and
 * lists them in the cart error popup ([S8.4]), else shows the message. The checkout comes back to
 * this address with `?paiement=ok|refus|annule|expire&paymentId=...`: thanks once recorded
 * (polling the payment's status), else what went wrong above the kept cart. The bar's
 * 'validateCart' runs the same validation.
 */
export function CartScreen({
  barShowsAction = false,
  goToCheckout = assignLocation,
  storeCode = null,
}: CartScreenProps) {
  const { id: listId = '' } = useParams();
  const [params] = useSearchParams();
  const checkoutReturn = checkoutReturnOf(params);
  const dispatch = useCartDispatch();
  const cartQuery = useGetCartQuery(undefined);
  const list = useGetListQuery({ listId }, { skip: listId === '' });
  const profile = useGetUserProfileQuery(undefined);
  const user = profile.data?.logged === true ? profile.data : null;
  const navigate = useNavigate();
  // [S4.5] The seller's store: its point-of-sale system changes where the cart goes.
  const staffStoreCode = storeCode ?? user?.store ?? null;
  const store = useGetStoreQuery(staffStoreCode ?? '', {
    skip: staffStoreCode === null || !isStaff(user),
  });
  const [walletPopupOpen, setWalletPopupOpen] = useState(false);
  const { cart, otherListId } = cartOfList(cartQuery.data, listId);
  // The live list: each change of the list reads the cart again, and a line whose last units
  // someone else has just given is flagged (the validation refuses it, as it always did).
  useFollowListQuery(listId, { skip: listId === '' });
  const [shownCart, setShownCart] = useState(cartQuery.data);
  const [justGifted, setJustGifted] = useState<readonly string[]>([]);
  const draft = useCartSelector(selectCartDraft);

  const [setContribution, contributionState] = useSetWalletContributionMutation();
  const [setQuantity, setQuantityState] = useSetCartEntryQuantityMutation();
  const [removeEntry, removeState] = useRemoveCartEntryMutation();
  const [updateCart, updateState] = useUpdateCartMutation();
  // The contributor's fields are saved apart: saving them never holds the validation back (the
  // validation saves what changed itself).
  const [saveFields] = useUpdateCartMutation();
  const [createContribution] = useCreateContributionMutation();
  const [createFromCart] = useCreateContributionFromCartMutation();
  const [submitting, setSubmitting] = useState(false);
  if (shownCart !== cartQuery.data) {
    setShownCart(cartQuery.data);
    const stillGone = justGifted.filter((code) =>
      cartQuery.data?.entries.some((entry) => entry.code === code && entry.details.qtyMax === 0),
    );
    // The visitor's own validation holds the units it pays for: that is not someone else's gift.
    const fresh = submitting ? [] : newlyUnavailableCodes(shownCart, cartQuery.data);
    setJustGifted([...new Set([...stillGone, ...fresh])]);
  }
  const [validateTried, setValidateTried] = useState(false);
  const [cartError, setCartError] = useState<CartErrorState | null>(null);
  /** `null`: the field shows the server's value. */
  const [name, setName] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // [S2.43] A signed-in relative finds his name and e-mail there; saved with the validation.
  const defaults = contributorDefaults(user);
  const fields: ContributorFields = {
    contributorName: name ?? (cart.contributorName || defaults.contributorName),
    contributorEmail:
      draft.contributorEmail ?? (cart.contributorEmail || defaults.contributorEmail),
    message: message ?? cart.message,
  };
  const busy =
    contributionState.isLoading ||
    setQuantityState.isLoading ||
    removeState.isLoading ||
    updateState.isLoading;

  // [S5.1] The shell's cart bar reads the same state as the page.
  useEffect(() => {
    dispatch(cartBusyChanged(busy || submitting));
  }, [dispatch, busy, submitting]);
  useEffect(() => () => void dispatch(cartDraftCleared()), [dispatch]);

  // The checkout's return: the payment's status, read again every second while it is recorded.
  const [polling, setPolling] = useState(true);
  const statusQuery = useGetPaymentStatusQuery(checkoutReturn?.paymentId ?? '', {
    skip:
      checkoutReturn === null || checkoutReturn.outcome !== 'ok' || checkoutReturn.paymentId === '',
    pollingInterval: polling ? PAYMENT_POLL_MS : 0,
  });
  const returnView = checkoutReturn === null ? null : returnViewOf(checkoutReturn, statusQuery);
  /** When the payment was seen recorded: the cart read after it is the emptied one. */
  const recordedAt = returnView === 'success' ? (statusQuery.fulfilledTimeStamp ?? null) : null;
  // The local state follows the return's view as it changes, while rendering (no extra pass).
  const [seenView, setSeenView] = useState<typeof returnView | undefined>(undefined);
  if (seenView !== returnView) {
    setSeenView(returnView);
    setPolling(returnView === 'waiting');
    if (returnView === 'success') {
      setName(null);
      setMessage(null);
    }
  }
  useEffect(() => {
    if (returnView !== 'success') return;
    // [S4.3] Recorded: the server emptied the cart and the list has new gifts.
    dispatch(ldnApi.util.invalidateTags(['Cart', 'List', 'ListItems']));
    dispatch(cartDraftCleared());
  }, [dispatch, returnView]);

  /** Runs a cart change; a refusal shows the server's message. */
  const change = async (request: { unwrap: () => Promise<ApiCart> }): Promise<ApiCart | null> => {
    try {
      return await request.unwrap();
    } catch (error) {
      toast.error(serverMessageOf(error) ?? errorToastMessages.ERROR_OCCURED_TRY_AGAIN);
      return null;
    }
  };

  const validateState = {
    entries: cart.entries,
    isLoading: busy || submitting || cartQuery.isFetching,
    contributorEmail: fields.contributorEmail,
  };

  const listWalletCents = list.data?.walletAmount ?? 0;

  /**
   * [S4.3] [S4.5] Validates the cart: a relative (and an ACCOUNTANT) goes to the checkout; a
   * SELLER selling to the holder is first offered the holder's wallet; a seller's sale becomes an
   * in-store transaction (PendingTransaction next), unless the store runs the alternate point of
   * sale and the sale is not take-away (checkout). `useWallet` is the wallet popup's answer.
   */
  const validate = async (useWallet?: boolean) => {
    setValidateTried(true);
    if (isCartValidateDisabled(validateState)) return;
    const next = decideCartSubmission({
      user,
      clientType: cart.clientType,
      listWalletCents,
      totalCents: cart.productsTotal,
      store: store.data ?? null,
      transactionType: cart.transactionType,
      walletPopupAnswered: useWallet !== undefined,
    });
    if (next.step === 'walletPopup') {
      setWalletPopupOpen(true);
      return;
    }
    setWalletPopupOpen(false);
    setSubmitting(true);
    try {
      const changes = changedFields(cart, fields);
      const current = Object.keys(changes).length > 0 ? await updateCart(changes).unwrap() : cart;
      if (next.step === 'transaction') {
        const potCents = useWallet === true ? Math.min(listWalletCents, current.productsTotal) : 0;
        const transaction = await createFromCart(
          transactionBody(current, fields, {
            storeCode: staffStoreCode,
            sellerPk: user?.pk ?? null,
            potCents,
          }),
        ).unwrap();
        dispatch(ldnApi.util.invalidateTags(['Cart', 'List', 'ListItems']));
        setSubmitting(false);
        await navigate(hrefFor('PendingTransaction', { id: transaction.id }));
        return;
      }
      const payment = await createContribution(contributionBody(current, fields)).unwrap();
      // [S4.3] The page is left for the checkout: it stays busy until then.
      goToCheckout(payment.checkoutUrl);
    } catch (error) {
      // [S4.4] [S8.4] The refused products leave the cart and are listed in the popup.
      const outcome = parseCartError(errorBodyOf(error));
      const refused = refusedItemsOf(cart.entries, outcome);
      for (const code of refusedEntryCodes(cart.entries, outcome)) {
        await removeEntry(code)
          .unwrap()
          .catch(() => undefined);
      }
      setSubmitting(false);
      setCartError({ outcome, refused });
    }
  };
  useScreenAction('validateCart', () => void validate());

  const saveField = (field: keyof ContributorFields) => {
    const value = fields[field].trim();
    if (cart.ldnId === '' || value === cart[field]) return;
    if (field === 'contributorEmail' && !isValidEmail(value)) return;
    void change(saveFields({ [field]: value }));
  };

  const listHref = hrefFor('ListById', { id: listId });
  const loadState: CartLoadState =
    cartQuery.data !== undefined ? 'ready' : cartQuery.isError ? 'error' : 'loading';

  if (returnView === 'success' || returnView === 'waiting') {
    // [S4.3] The thanks and the cart read again after the recording (the server emptied it); the
    // cart read before it, still full, is not shown meanwhile.
    const refreshed =
      returnView === 'success' &&
      recordedAt !== null &&
      (cartQuery.fulfilledTimeStamp ?? 0) >= recordedAt;
    const afterPayment: CartLoadState = refreshed
      ? loadState
      : cartQuery.isError && returnView === 'success'
        ? 'error'
        : 'loading';
    return (
      <CartView
        {...viewBase()}
        loadState={afterPayment}
        banner={
          <CheckoutReturnView
            view={returnView}
            listHref={listHref}
            amountCents={statusQuery.data?.amount}
          />
        }
      />
    );
  }

  return (
    <>
      <CartView
        {...viewBase()}
        loadState={loadState}
        banner={
          returnView !== null && (
            <CheckoutReturnView
              view={returnView}
              listHref={listHref}
              onRetry={
                isCartValidateDisabled({ ...validateState, isLoading: false })
                  ? null
                  : () => void validate()
              }
              retrying={submitting}
            />
          )
        }
      />
      {/* [S4.5] [S2.50] The seller offers the holder's wallet before the transaction. */}
      <WalletPopup
        open={walletPopupOpen}
        walletAmountCents={listWalletCents}
        totalCents={cart.productsTotal}
        onUseWallet={() => void validate(true)}
        onSkipWallet={() => void validate(false)}
        onCancel={() => setWalletPopupOpen(false)}
        loading={submitting}
      />
      <CartErrorPopup
        open={cartError !== null}
        onClose={() => setCartError(null)}
        outcome={
          cartError?.outcome ?? { kind: 'default', messageCode: 'DIFFICULTIES_TO_VALIDATE_CART' }
        }
        refusedItems={cartError?.refused}
      />
    </>
  );

  function viewBase() {
    return {
      listTitle: list.data?.informations.title ?? null,
      listHref,
      onRetryLoad: () => void cartQuery.refetch(),
      cart,
      otherCartHref: otherListId === null ? null : hrefFor('Cart', { id: otherListId }),
      fields,
      onFieldChange: (field: keyof ContributorFields, value: string) => {
        if (field === 'contributorName') setName(value);
        else if (field === 'message') setMessage(value);
        else dispatch(contributorEmailTyped(value));
      },
      onFieldBlur: saveField,
      showEmailError: validateTried,
      onQuantityChange: (code: string, quantity: number) =>
        void change(setQuantity({ code, quantity })),
      onRemove: (code: string) => void change(removeEntry(code)),
      onWalletSubmit: (cents: number) => {
        const first = cart.contributionAmount === 0;
        void change(setContribution({ listId, cents })).then((saved) => {
          if (saved !== null && first) toast.success(cartMessages.WALLET_ADDED);
        });
      },
      onWalletRemove: () => void change(setContribution({ listId, cents: 0 })),
      onDeliveryChange: (deliveryOption: ApiCart['deliveryOption']) =>
        void change(updateCart({ deliveryOption })),
      // [S3.11] Only the holder (or staff for him) buys as the holder; the server makes anyone
      // else a relative, so the choice is not offered to them.
      onClientTypeChange:
        list.data !== undefined && actsAsOwner(list.data, user)
          ? (clientType: ApiCart['clientType']) => void change(updateCart({ clientType }))
          : null,
      onTransactionTypeChange: isStaff(user)
        ? (transactionType: ApiCart['transactionType']) =>
            void change(updateCart({ transactionType }))
        : null,
      busy,
      submitting,
      validateLabel: bottomBarButton('cart', user).label,
      validateDisabled: isCartValidateDisabled(validateState),
      onValidate: () => void validate(),
      showValidateButton: !barShowsAction,
      justGiftedCodes: justGifted,
    };
  }
}
