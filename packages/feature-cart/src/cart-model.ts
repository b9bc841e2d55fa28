import {
  productLines,
  type ApiCart,
  type CreateContributionBody,
  type CreateFromCartBody,
} from '@ldn/api-client';
import {
  COMPANY_CODE,
  isStaff,
  quantityBounds,
  splitEntriesByRefusedCodes,
  storeDeliveryFeeCents,
  type CartEntry,
  type CartErrorOutcome,
  type QuantityBounds,
  type RoleHolder,
} from '@ldn/domain';
import type { RefusedItem } from '@ldn/ui-kit';

/** [S3.11] The product lines of a cart (the wallet contribution's special item left out). */
export function productEntries(entries: readonly CartEntry[]): readonly CartEntry[] {
  return productLines(entries);
}

/**
 * [S5.5] [S9.5] The stepper of a cart line: 1 to what the line may hold now (`qtyMax`, the
 * server's min(99, wanted − gifted − in progress)); nothing left disables it.
 */
export function cartEntryBounds(entry: Pick<CartEntry, 'details'>): QuantityBounds {
  return quantityBounds({ wanted: entry.details.qtyMax, gifted: 0, inCart: 0 });
}

/** What the add-to-cart stepper of a product page reads. */
export interface AddToCartBoundsInput {
  /** The wanted quantity of the list item. */
  readonly wanted: number;
  /** Units gifted. */
  readonly gifted: number;
  /** Units reserved by payments in progress (`quantityInProgress`), 0 when unknown. */
  readonly inProgress?: number | undefined;
  /** Units of it already in the visitor's cart. */
  readonly inCart: number;
}

/**
 * [S5.5] The add-to-cart stepper of a product page: 1 to 99, capped by the quantity minus the
 * gifted units, the units in progress and those already in the cart.
 */
export function addToCartBounds({
  wanted,
  gifted,
  inProgress = 0,
  inCart,
}: AddToCartBoundsInput): QuantityBounds {
  return quantityBounds({ wanted, gifted: gifted + inProgress, inCart });
}

/** The contributor's fields the screen edits before they are saved. */
export interface ContributorFields {
  readonly contributorName: string;
  readonly contributorEmail: string;
  readonly message: string;
}

/** The signed-in visitor, as far as the contributor's fields read him. */
export interface SignedInContributor extends RoleHolder {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/**
 * [S2.43] [S3.11] The contributor's name and e-mail the cart offers when it has none saved: a
 * signed-in relative's own (he may change or clear them). Staff sell for a customer, so they get
 * nothing of theirs; an anonymous visitor types them.
 */
export function contributorDefaults(
  user: SignedInContributor | null,
): Pick<ContributorFields, 'contributorName' | 'contributorEmail'> {
  if (user === null || isStaff(user)) return { contributorName: '', contributorEmail: '' };
  return {
    contributorName: `${user.firstName.trim()} ${user.lastName.trim()}`.trim(),
    contributorEmail: user.email.trim(),
  };
}

/**
 * [S7.8] The body of the validation: the cart without its entries' details nor the server's
 * totals, with the contributor's fields as typed. The wallet contribution travels once, as
 * `contributionAmount` (its special entry is left out, so the two can never disagree).
 */
export function contributionBody(cart: ApiCart, fields: ContributorFields): CreateContributionBody {
  return {
    ldnId: cart.ldnId,
    entries: productLines(cart.entries).map(
      ({ code, codeAs400, quantity, isSetAside, partCents }) => ({
        code,
        codeAs400,
        quantity,
        isSetAside,
        // A part of a group gift travels with its amount.
        ...(partCents === undefined ? {} : { partCents }),
      }),
    ),
    giftMessageData: cart.giftMessageData,
    contributorName: fields.contributorName.trim(),
    contributorEmail: fields.contributorEmail.trim(),
    message: fields.message.trim(),
    contributionAmount: cart.contributionAmount,
    walletAmount: cart.walletAmount,
    makeAvailableToTheHolder: cart.makeAvailableToTheHolder,
    holderFavoriteStore: cart.holderFavoriteStore,
    clientType: cart.clientType,
    transactionType: cart.transactionType,
    deliveryOption: cart.deliveryOption,
  };
}

/** What a seller's in-store transaction adds to the cart [S4.5] [S4.6]. */
export interface TransactionOptions {
  /** The store staff work in (SellerPage's choice, else the seller's store). */
  readonly storeCode: string | null;
  readonly sellerPk: string | null;
  /** [S4.5] The holder's wallet to use, in cents (0: not used). */
  readonly potCents: number;
}

/**
 * [S3.12] [S4.5] [S4.6] The in-store transaction of a seller's cart: its products (a wallet
 * contribution is not sold in store), the buyer (the holder himself, or a relative named by the
 * form), the transaction type and the holder's wallet used.
 */
export function transactionBody(
  cart: ApiCart,
  fields: ContributorFields,
  options: TransactionOptions,
): CreateFromCartBody {
  const entries = productEntries(cart.entries).map((entry) => ({
    codeAx: entry.code,
    company: COMPANY_CODE,
    price: entry.details.price,
    quantity: entry.quantity,
  }));
  return {
    ldnId: cart.ldnId,
    company: COMPANY_CODE,
    ...(options.storeCode ? { storeCode: options.storeCode } : {}),
    ...(options.sellerPk ? { sellerPk: options.sellerPk } : {}),
    message: fields.message.trim(),
    messageFrom: fields.contributorName.trim(),
    emailFrom: fields.contributorEmail.trim(),
    totalPrice: cart.productsTotal,
    isSelfPurchase: cart.clientType === 'HOLDER',
    holderFavoriteStore: cart.holderFavoriteStore,
    entries,
    usePot: options.potCents > 0,
    potAmount: options.potCents,
    potCurrency: 'EUR',
    isVae: cart.transactionType === 'VAE',
    isCmd: cart.transactionType !== 'VAE',
  };
}

/** [S9.3] The delivery choice of a cart. */
export interface DeliveryChoice {
  /** Some product is to be delivered (a contribution alone is not). */
  readonly hasProducts: boolean;
  /** [S7.40] [S7.41] The store delivery may be chosen. */
  readonly storeDeliveryAvailable: boolean;
  /** [S9.3] Its fee for these products: 2,90 €, or 0 from 59 €. */
  readonly storeDeliveryFeeCents: number;
}

/** [S9.3] What the delivery options show, from the server's cart and the domain's fee rule. */
export function deliveryChoice(cart: ApiCart): DeliveryChoice {
  return {
    hasProducts: productEntries(cart.entries).length > 0,
    storeDeliveryAvailable: cart.storeDeliveryAvailable,
    storeDeliveryFeeCents: storeDeliveryFeeCents(cart.productsTotal),
  };
}

/**
 * [S4.4] [S8.4] The refused entries of a cart error: named by the cart's lines (a code the cart
 * does not hold is listed by its code).
 */
export function refusedItemsOf(
  entries: readonly CartEntry[],
  outcome: CartErrorOutcome,
): readonly RefusedItem[] {
  if (outcome.kind !== 'refusedItems') return [];
  const { refused } = splitEntriesByRefusedCodes(entries, outcome.refusedCodes);
  const named = new Set(refused.flatMap((entry) => [entry.code, entry.codeAs400]));
  return [
    ...refused.map((entry): RefusedItem => ({
      code: entry.code,
      productName: entry.details.productName,
    })),
    ...outcome.refusedCodes
      .filter((code) => !named.has(code))
      .map((code): RefusedItem => ({ code })),
  ];
}

/** [S4.4] The lines to remove from the cart after a refusal. */
export function refusedEntryCodes(
  entries: readonly CartEntry[],
  outcome: CartErrorOutcome,
): readonly string[] {
  if (outcome.kind !== 'refusedItems') return [];
  return splitEntriesByRefusedCodes(entries, outcome.refusedCodes).refused.map(
    (entry) => entry.code,
  );
}

/** How the checkout sent the buyer back: `?paiement=` of the return address. */
export type CheckoutOutcome = 'ok' | 'refus' | 'annule' | 'expire';

/** The return of the checkout: `/list/{id}/cart?paiement={outcome}&paymentId={id}`. */
export interface CheckoutReturn {
  readonly outcome: CheckoutOutcome;
  readonly paymentId: string;
}

const OUTCOMES: readonly string[] = ['ok', 'refus', 'annule', 'expire'];

/** Reads the checkout's return from the address, `null` when the page is the plain cart. */
export function checkoutReturnOf(params: URLSearchParams): CheckoutReturn | null {
  const outcome = params.get('paiement');
  if (outcome === null || !OUTCOMES.includes(outcome)) return null;
  return { outcome: outcome as CheckoutOutcome, paymentId: params.get('paymentId') ?? '' };
}

/**
 * The live list: the products of `next` that nothing is left of any more (`qtyMax` 0) although
 * `previous`, an earlier answer shown on the same page, still had some: someone else has just
 * given them. A line that had nothing left already is not news.
 */
export function newlyUnavailableCodes(
  previous: ApiCart | undefined,
  next: ApiCart | undefined,
): readonly string[] {
  if (previous === undefined || next === undefined || previous.ldnId !== next.ldnId) return [];
  const before = new Map(productEntries(previous.entries).map((entry) => [entry.code, entry]));
  return productEntries(next.entries)
    .filter(
      (entry) => entry.details.qtyMax === 0 && (before.get(entry.code)?.details.qtyMax ?? 0) > 0,
    )
    .map((entry) => entry.code);
}
