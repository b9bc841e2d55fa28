import {
  cartDraftSlice,
  ContributionPopupHost,
  useCartSummary,
  type CartSummary,
} from '@ldn/feature-cart';
import { selectCurrentList, useSessionSelector } from '@ldn/feature-session';

/** A reducer made with `combineSlices`, which slices can join later. */
type InjectableReducer = Parameters<typeof cartDraftSlice.injectInto>[0];

/**
 * The cart page's draft (the e-mail as typed, busy) joins the app's store with the shell that
 * reads it: call once, where the app builds its root reducer's module.
 */
export function injectCartSlices(rootReducer: InjectableReducer): void {
  cartDraftSlice.injectInto(rootReducer);
}

/** The list whose cart the shell shows: the current list once it is Validée [S2.62]. */
function useCartListId(): string | null {
  const list = useSessionSelector(selectCurrentList);
  return list !== null && list.phase === 'published' ? list.id : null;
}

/**
 * [S2.43] [S2.62] What the layout's bars show of the cart: the top bar's badge (the special
 * contribution item counts as 1 [S9.4]) and the cart bar's total and validate state, from
 * `GET /user/cart` for the current Validée list (not read on other pages).
 */
export function useShellCart(): CartSummary {
  return useCartSummary(useCartListId());
}

/**
 * [S2.59] [S6.3] The shell's part of the cart, mounted once by the layout: the contribution popup
 * opened by the list bar's 'Participer à la cagnotte' (the shell action 'openContributionPopup').
 */
export function CartShell() {
  return <ContributionPopupHost listId={useCartListId()} />;
}
