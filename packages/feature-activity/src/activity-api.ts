import { apiClientConfig, ldnApi, type ApiErrorBody } from '@ldn/api-client';
import { effectiveActivityFilters, type ActivityFilter } from '@ldn/domain';

/**
 * The wire shapes of the activity, returns, thanks and cancellations (spec §7 "Activity, wallet,
 * returns"), written from the server's schemas (apps/server/src/modules/contributions). Every
 * amount is in integer cents; dates are ISO 8601 UTC strings.
 */

/** [S3.14] One gifted line of a contribution. */
export interface ContributionEntry {
  /** The contribution ENTRY id: what returns are keyed by [S7.33] [S7.34]. */
  readonly id: number;
  readonly codeAx: string;
  readonly productName: string;
  readonly img: string;
  readonly quantity: number;
  readonly unitPrice: number;
  /** quantity × unitPrice. */
  readonly amount: number;
  readonly quantityReturned: number;
  /** [S5.3] What may still be returned (quantity − returned). */
  readonly returnableQuantity: number;
}

/** [S3.14] What a contribution is: a relative's gift, a self purchase, a wallet-only payment, a coupon. */
export type ContributionKind = 'GIFT' | 'SELF_PURCHASE' | 'WALLET' | 'COUPON';

/** [S3.14] [S4.8] A staff-cancelled contribution is CANCELLED. */
export type ContributionStatus = 'CONFIRMED' | 'CANCELLED';

/** [S4.8] The thanks sent for a contribution (once). */
export interface ContributionThanks {
  readonly message: string;
  readonly date: string;
}

/** [S3.14] [S7.32] One activity item. */
export interface Contribution {
  readonly id: number;
  /** `null` for a coupon. */
  readonly contributionId: number | null;
  readonly kind: ContributionKind;
  readonly status: ContributionStatus;
  readonly date: string;
  readonly contributorName: string;
  /** No name was given: the screens say 'Anonyme'. */
  readonly isAnonymous: boolean;
  /** Shown to the owner and staff (the only readers of this call); '' when none was given. */
  readonly contributorEmail: string;
  readonly message: string;
  readonly giftMessageData: { readonly message: string; readonly from: string };
  readonly entries: readonly ContributionEntry[];
  readonly productsAmount: number;
  readonly walletAmount: number;
  readonly deliveryFee: number;
  readonly totalAmount: number;
  readonly thanks: ContributionThanks | null;
  readonly cancelledAt: string | null;
  /** [S2.42] A reward coupon (kind COUPON), granted at closing. */
  readonly coupon: { readonly code: string; readonly amount: number } | null;
}

/** [S2.41] [S7.32] The answer of the historics. */
export interface Historics {
  /** Newest first. */
  readonly contributions: readonly Contribution[];
  /** Products of confirmed contributions, returned units excluded. */
  readonly purchaseAmount: number;
  /** [S4.9] 10 % once the threshold is reached (after closing: what was granted). */
  readonly rewardAmount: number;
  readonly minPurchaseAmountForReward: number;
  readonly remainingAmountForReward: number;
  readonly walletAmount: number;
  readonly walletTotalAmount: number;
}

/** The arguments of the historics: the list and its filters (none = all four [S2.41]). */
export interface GetHistoricsArgs {
  readonly listId: string;
  readonly filters?: readonly ActivityFilter[] | undefined;
}

/** [S7.33] A return or a cancelled return, by quantity. `id` is the contribution entry id. */
export interface ReturnProductBody {
  readonly id: number;
  readonly quantity: number;
}

/** [S7.34] The returns of one contribution entry. */
export interface EntryReturns {
  readonly entryId: number;
  readonly contributionId: number;
  readonly codeAx: string;
  readonly quantity: number;
  readonly quantityReturned: number;
  readonly returnableQuantity: number;
  readonly returns: readonly {
    readonly id: number;
    readonly type: 'RETURN' | 'RETURN_CANCELLED';
    readonly quantity: number;
    readonly date: string;
  }[];
}

/** [S7.31] */
export interface SendThankBody {
  readonly contributionId: number;
  /** 1 to {@link THANKS_MAX_LENGTH} characters. */
  readonly message: string;
}

/** [S7.31] `emailed` is false when the contributor left no e-mail. */
export interface SendThankResult {
  readonly status: 'SENT';
  readonly emailed: boolean;
}

/** [S7.36] The wallet after a cancellation. */
export interface WalletAmounts {
  readonly walletAmount: number;
  readonly walletTotalAmount: number;
}

/** [S7.31] The thanks message's maximum length (the server's limit). */
export const THANKS_MAX_LENGTH = 1000;

const company = () => encodeURIComponent(apiClientConfig().company);

/**
 * [S7.37] What a return, a cancelled return or a cancellation makes stale: the activity, the
 * wallet, and the list (its gifted counts change: the list is refreshed).
 */
const AFTER_MONEY_CHANGE = ['Historics', 'Wallet', 'List', 'ListItems'] as const;

/**
 * The activity endpoints (house style rule 6). The mutations' refusals (400 bad quantity, 404
 * unknown entry, 409 ...) are answers the screen shows, never a trip to Not found; a POST is never
 * retried.
 */
export const activityApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    /** [S2.41] [S7.32] Newest first; the filters sent are the domain's effective ones. */
    getHistorics: build.query<Historics, GetHistoricsArgs>({
      query: ({ listId, filters }) => ({
        url: `/ldn/v1/getHistoricsByCompanyAndListIdAndCriterias/${company()}/${encodeURIComponent(listId)}`,
        method: 'POST',
        body: { filtersBy: effectiveActivityFilters(filters) },
      }),
      providesTags: ['Historics'],
    }),
    /** [S7.34] The returns of one gifted line. */
    getReturnsByEntry: build.query<EntryReturns, number>({
      query: (entryId) => `/ldn/v1/getReturnsByContributionEntryId/${entryId}`,
      providesTags: ['Historics'],
      extraOptions: { notFoundIsAnswer: true },
    }),
    /** [S7.33] [S5.3] Marks `quantity` units (1..returnable) as returned. */
    returnProduct: build.mutation<EntryReturns, ReturnProductBody>({
      query: (body) => ({ url: '/ldn/v1/returnProduct', method: 'POST', body }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: [...AFTER_MONEY_CHANGE],
    }),
    /** [S7.33] Cancels `quantity` returned units (409 CANT_CANCEL_RETURN once gifted again). */
    cancelReturnProduct: build.mutation<EntryReturns, ReturnProductBody>({
      query: (body) => ({ url: '/ldn/v1/cancelReturnProduct', method: 'POST', body }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: [...AFTER_MONEY_CHANGE],
    }),
    /** [S7.31] [S4.8] Once per contribution, the owner only. */
    sendThank: build.mutation<SendThankResult, SendThankBody>({
      query: (body) => ({ url: '/ldn/public/v1/sendThank', method: 'POST', body }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: ['Historics'],
    }),
    /** [S4.8] [S7.36] Staff: the wallet part is refunded and debited from the wallet. */
    cancelWalletContribution: build.mutation<WalletAmounts, { readonly id: number }>({
      query: (body) => ({ url: '/ldn/v1/cancelWalletContribution', method: 'POST', body }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: [...AFTER_MONEY_CHANGE],
    }),
    /** [S4.8] Staff: the whole contribution is refunded. */
    cancelContribution: build.mutation<WalletAmounts, { readonly id: number }>({
      query: (body) => ({ url: '/ldn/v1/cancelContribution', method: 'POST', body }),
      extraOptions: { notFoundIsAnswer: true },
      invalidatesTags: [...AFTER_MONEY_CHANGE],
    }),
  }),
});

export const {
  useGetHistoricsQuery,
  useGetReturnsByEntryQuery,
  useReturnProductMutation,
  useCancelReturnProductMutation,
  useSendThankMutation,
  useCancelWalletContributionMutation,
  useCancelContributionMutation,
} = activityApi;

const isApiErrorBody = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { message?: unknown }).message === 'string' &&
  (data as { message: string }).message.trim() !== '';

/**
 * [S7.37] [S8.2] What to show when a call failed: the server's French message when its error body
 * has one (`{ status, code, message }`), else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (isApiErrorBody(data)) return data.message;
  }
  return fallback;
}

/** The machine code of a failed call (`PURCHASE_IN_PROGRESS`...), or `undefined`. */
export function apiErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (typeof data === 'object' && data !== null && 'code' in data) {
      const { code } = data as { code: unknown };
      if (typeof code === 'string') return code;
    }
  }
  return undefined;
}
