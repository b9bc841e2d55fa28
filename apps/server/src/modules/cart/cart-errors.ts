import {
  formatEuros,
  groupGiftMessages,
  validationMessages,
  type GroupGiftPartError,
  type WalletAmountError,
} from '@ldn/domain';
import { cartErrorBodySchema, type CartErrorBody } from '@ldn/contract';
import { HttpError } from '../../http/error-body';
import { moneyMessages as text } from './money-messages';

/**
 * The refusals of the cart and of its validation, each with a stable `code` and a French message
 * (the domain's text where it has one). Cart validation refusals carry the [S8.4] `ldnErrorMsg`
 * too. Checkout and in-store sales refuse a cart with these as well.
 */

/**
 * Why a cart line is refused at validation [S8.4]. `PURCHASE_IN_PROGRESS`: more is asked than
 * remains only because other payments (or in-store sales) under way hold units; `remaining` says
 * what is free now.
 */
export type RefusalReason =
  | 'QUANTITY_EXCEEDED'
  | 'PURCHASE_IN_PROGRESS'
  | 'ITEM_NOT_IN_LIST'
  | 'PRODUCT_UNAVAILABLE'
  | 'STORE_DELIVERY_UNAVAILABLE'
  // A group gift: a unit asked rather than a part, a part asked of an ordinary item, a part the
  // rule refuses, a part over what remains (`remainingAmount`), nothing free while others pay.
  | 'GROUP_GIFT_PARTS_ONLY'
  | 'NOT_A_GROUP_GIFT'
  | 'GROUP_GIFT_PART_REFUSED'
  | 'GROUP_GIFT_OVER_REMAINING'
  | 'GROUP_GIFT_HELD'
  | 'GROUP_GIFT_FUNDED';

/** One refused line: its code, why, and (for the quantity reasons) how many units remain. */
export interface RefusedItem {
  readonly codeAx: string;
  readonly reason: RefusalReason;
  readonly remaining?: number;
  /** For a group gift: the cents a part may still be. */
  readonly remainingAmount?: number;
}

/** [S8.4] The body of a refused cart validation. */
export { cartErrorBodySchema, type CartErrorBody };

/**
 * [S8.4] [S4.4] A cart validation refused: thrown inside the transaction (so nothing is written)
 * and answered with the `ldnErrorMsg` shape the domain's `parseCartError` reads.
 */
export class CartRefusal extends Error {
  override name = 'CartRefusal';
  constructor(
    readonly status: 400 | 404 | 409 | 429,
    readonly code: string,
    message: string,
    readonly items: readonly RefusedItem[] = [],
    readonly reason: string = code,
    /** For a 429: when to try again (`Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  body(): CartErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ldnErrorMsg: {
        errMessage: this.message,
        reason: this.reason,
        items: this.items.map((item) => ({ ...item })),
      },
    };
  }
}

/** The message of a refusal that names one group gift's part alone; undefined otherwise. */
function groupGiftRefusalMessage(items: readonly RefusedItem[]): string | undefined {
  const [item] = items;
  if (items.length !== 1 || !item) return undefined;
  switch (item.reason) {
    case 'GROUP_GIFT_PARTS_ONLY':
    case 'GROUP_GIFT_PART_REFUSED':
      return text.groupGiftPartsOnly;
    case 'NOT_A_GROUP_GIFT':
      return text.notAGroupGift;
    case 'GROUP_GIFT_OVER_REMAINING':
      return text.groupGiftRemainder(formatEuros(item.remainingAmount ?? 0));
    case 'GROUP_GIFT_HELD':
      return text.groupGiftHeld;
    case 'GROUP_GIFT_FUNDED':
      return text.groupGiftFunded;
    default:
      return undefined;
  }
}

/** Refused lines: one reason when they share it, `ITEMS_REFUSED` otherwise. */
export function itemsRefused(items: readonly RefusedItem[]): CartRefusal {
  const reasons = new Set(items.map((item) => item.reason));
  const only = reasons.size === 1 ? [...reasons][0] : undefined;
  const message =
    groupGiftRefusalMessage(items) ??
    (only === 'STORE_DELIVERY_UNAVAILABLE'
      ? text.storeDeliveryUnavailable
      : only === 'PURCHASE_IN_PROGRESS'
        ? text.itemsBeingBought
        : text.itemsRefused);
  return new CartRefusal(409, 'CART_ITEMS_REFUSED', message, items, only ?? 'ITEMS_REFUSED');
}

/** [S5.2] A wallet amount the domain's rule refuses: its code and verbatim text. */
export const walletAmountRefused = (error: WalletAmountError): HttpError =>
  new HttpError(400, validationMessages[error], error);

export const invalidEmail = (): HttpError =>
  new HttpError(400, validationMessages.INVALID_EMAIL, 'INVALID_EMAIL');

export const cartEmpty = (): HttpError => new HttpError(409, text.cartEmpty, 'CART_EMPTY');

/**
 * [S5.5] More is asked than can be gifted now; `held`: only because units are being bought by
 * others (the message says so, rather than that the product was offered).
 */
export const quantityNotAvailable = (remaining: number, held = false): HttpError =>
  new HttpError(
    409,
    held ? text.quantityHeld(remaining) : text.quantityNotAvailable(remaining),
    'QUANTITY_NOT_AVAILABLE',
  );

/** A group gift takes parts, not units; an ordinary item takes units, not parts. */
export const groupGiftPartsOnly = (): HttpError =>
  new HttpError(409, text.groupGiftPartsOnly, 'GROUP_GIFT_PARTS_ONLY');
export const notAGroupGift = (): HttpError =>
  new HttpError(400, text.notAGroupGift, 'NOT_A_GROUP_GIFT');

/**
 * [S5.2] A part of a group gift the rule refuses now: its bounds (400, the domain's texts), or
 * more than what remains (409, saying how much), nothing left while others pay, fully funded.
 */
export function groupGiftPartRefused(
  error: GroupGiftPartError,
  remainingCents: number,
  held: boolean,
): HttpError {
  switch (error) {
    case 'GROUP_GIFT_PART_OVER_REMAINING':
      return new HttpError(
        409,
        text.groupGiftRemainingOnly(formatEuros(remainingCents)),
        'GROUP_GIFT_OVER_REMAINING',
      );
    case 'GROUP_GIFT_FUNDED':
      return held
        ? new HttpError(409, text.groupGiftHeld, 'GROUP_GIFT_HELD')
        : new HttpError(409, text.groupGiftFunded, 'GROUP_GIFT_FUNDED');
    default:
      return new HttpError(400, groupGiftMessages[error], error);
  }
}

export const productUnavailable = (): HttpError =>
  new HttpError(409, text.productUnavailable, 'PRODUCT_UNAVAILABLE');

export const unknownStore = (): HttpError => new HttpError(400, text.unknownStore, 'UNKNOWN_STORE');
