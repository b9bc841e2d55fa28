import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  /** [S2.27] [S2.60] The menu drawer is open. */
  readonly menuOpen: boolean;
  /** [S2.26] [S2.58] The assistant / external products panel (the search overlay) is open. */
  readonly assistantOpen: boolean;
  /** [S2.35] The location being navigated to, while the navigation rules run. */
  readonly pendingLocation: string | null;
  /**
   * [S2.23] [S7.1] Not found is shown in place of the page (a 400/404 answer, a list that cannot be
   * loaded), keeping the address; the next navigation clears it.
   */
  readonly notFoundShown: boolean;
  /**
   * [S2.49] The category path the overlay opens on (navigation mode), `null` for search mode.
   * Set with the opening, cleared with the closing.
   */
  readonly assistantNavigateTo: string | null;
  /**
   * [S2.58] The product page shows a permanently out-of-stock product: the bottom bar of
   * ViewFromList hides for non-staff. The product page tells, and clears it when it leaves.
   */
  readonly productPermanentlyOutOfStock: boolean;
}

/** What opening the overlay may say: the category path of navigation mode. */
export interface AssistantOpening {
  readonly navigateTo?: string | undefined;
}

const initialState: UiState = {
  menuOpen: false,
  assistantOpen: false,
  pendingLocation: null,
  notFoundShown: false,
  assistantNavigateTo: null,
  productPermanentlyOutOfStock: false,
};

/** The shell's open panels and the navigation in progress. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    menuOpened(state) {
      state.menuOpen = true;
    },
    /** [S2.27] Rule 3. */
    menuClosed(state) {
      state.menuOpen = false;
    },
    /** [S2.49] Opens the overlay, in navigation mode when a category path is given. */
    assistantOpened(state, action: PayloadAction<AssistantOpening | undefined>) {
      state.assistantOpen = true;
      state.assistantNavigateTo = action.payload?.navigateTo ?? null;
    },
    /** [S2.26] Rule 2. */
    assistantClosed(state) {
      state.assistantOpen = false;
      state.assistantNavigateTo = null;
    },
    /** [S2.58] The product page says whether its product is permanently out of stock. */
    productStockShown(state, action: PayloadAction<{ permanentlyOutOfStock: boolean }>) {
      state.productPermanentlyOutOfStock = action.payload.permanentlyOutOfStock;
    },
    /** [S2.35] The pending location is remembered while the rules run. */
    navigationStarted(state, action: PayloadAction<string>) {
      state.pendingLocation = action.payload;
      state.notFoundShown = false;
      // A new page starts without the previous product's stock state.
      state.productPermanentlyOutOfStock = false;
    },
    navigationSettled(state) {
      state.pendingLocation = null;
    },
    notFoundShown(state) {
      state.notFoundShown = true;
    },
  },
  selectors: {
    selectMenuOpen: (state) => state.menuOpen,
    selectAssistantOpen: (state) => state.assistantOpen,
    selectPendingLocation: (state) => state.pendingLocation,
    selectNotFoundShown: (state) => state.notFoundShown,
    selectAssistantNavigateTo: (state) => state.assistantNavigateTo,
    selectProductPermanentlyOutOfStock: (state) => state.productPermanentlyOutOfStock,
  },
});

export const {
  menuOpened,
  menuClosed,
  assistantOpened,
  assistantClosed,
  navigationStarted,
  navigationSettled,
  notFoundShown,
  productStockShown,
} = uiSlice.actions;

export const {
  selectMenuOpen,
  selectAssistantOpen,
  selectPendingLocation,
  selectNotFoundShown,
  selectAssistantNavigateTo,
  selectProductPermanentlyOutOfStock,
} = uiSlice.selectors;
