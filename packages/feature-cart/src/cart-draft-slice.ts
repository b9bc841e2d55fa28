import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the cart page knows before the server does, for the shell's cart bar [S2.43] [S5.1]: the
 * contributor e-mail as typed (saved only once valid) and whether the cart is busy (a change or
 * the validation on its way).
 */
export interface CartDraftState {
  /** The e-mail as typed on the cart page; `null` when the page is not shown. */
  readonly contributorEmail: string | null;
  readonly busy: boolean;
}

const initialState: CartDraftState = { contributorEmail: null, busy: false };

/**
 * The cart page's draft. The app adds it to its store (`cartDraftSlice.injectInto(rootReducer)`
 * or in `combineSlices`); `selectCartDraft` reads it whether added yet or not.
 */
export const cartDraftSlice = createSlice({
  name: 'cartDraft',
  initialState,
  reducers: {
    contributorEmailTyped(state, action: PayloadAction<string>) {
      state.contributorEmail = action.payload;
    },
    cartBusyChanged(state, action: PayloadAction<boolean>) {
      state.busy = action.payload;
    },
    /** The cart page left. */
    cartDraftCleared() {
      return initialState;
    },
  },
});

export const { contributorEmailTyped, cartBusyChanged, cartDraftCleared } = cartDraftSlice.actions;

/** A store that may hold the draft. */
export interface CartDraftRootState {
  readonly cartDraft?: CartDraftState | undefined;
}

/** The cart page's draft (the initial one while the slice is not in the store). */
export function selectCartDraft(state: CartDraftRootState): CartDraftState {
  return state.cartDraft ?? initialState;
}
