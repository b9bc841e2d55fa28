import { listsApi } from '@ldn/api-client';
import { listPhaseOf, type ScreenList } from '@ldn/domain';
import { createAction, createSlice } from '@reduxjs/toolkit';

/** [S2.31] [S3.3] The list the screens and bars read: the domain's `ScreenList` and its wallet. */
export interface CurrentList extends ScreenList {
  /** [S2.59] Wallet balance in cents, shown by the list bar. */
  readonly walletAmountCents: number;
}

export interface CurrentListState {
  /** `null` while no list is loaded (and after the reset of non-list pages [S2.35]). */
  readonly list: CurrentList | null;
}

const initialState: CurrentListState = { list: null };

/**
 * [S2.31] Navigation rule 7 loaded another list: whatever belonged to the previous one (the cart)
 * is dropped. The cart's slice follows this action; the shell dispatches it.
 */
export const cartReset = createAction('currentList/cartReset');

/**
 * [S2.31] [S2.35] The current list, following the server (house style rule 9): every `getList`
 * answer becomes the current list, with its phase from `listPhaseOf(status)`. Non-list pages reset
 * it.
 */
export const currentListSlice = createSlice({
  name: 'currentList',
  initialState,
  reducers: {
    /** [S2.35] After a navigation to a page that does not keep the list. */
    listReset(state) {
      state.list = null;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(listsApi.endpoints.getList.matchFulfilled, (state, action) => {
      const list = action.payload;
      state.list = {
        id: list.id,
        phase: listPhaseOf(list.informations.status),
        isOwner: list.isOwner,
        // A guest's answer has no wallet: the list bar shows it to the owner only [S2.59].
        walletAmountCents: list.walletAmount ?? 0,
      };
    });
  },
  selectors: {
    /** The current list as the screen rules read it, `null` when none is loaded. */
    selectCurrentList: (state) => state.list,
    selectCurrentListId: (state) => state.list?.id ?? null,
    /** [S4.1] `draft`, `published` or `closed`; `null` when no list is loaded. */
    selectCurrentListPhase: (state) => state.list?.phase ?? null,
    /** [S3.3] The server's `isOwner` for the signed-in user. */
    selectIsListOwner: (state) => state.list?.isOwner ?? false,
  },
});

export const { listReset } = currentListSlice.actions;

export const { selectCurrentList, selectCurrentListId, selectCurrentListPhase, selectIsListOwner } =
  currentListSlice.selectors;
