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
}

const initialState: UiState = {
  menuOpen: false,
  assistantOpen: false,
  pendingLocation: null,
  notFoundShown: false,
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
    assistantOpened(state) {
      state.assistantOpen = true;
    },
    /** [S2.26] Rule 2. */
    assistantClosed(state) {
      state.assistantOpen = false;
    },
    /** [S2.35] The pending location is remembered while the rules run. */
    navigationStarted(state, action: PayloadAction<string>) {
      state.pendingLocation = action.payload;
      state.notFoundShown = false;
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
} = uiSlice.actions;

export const { selectMenuOpen, selectAssistantOpen, selectPendingLocation, selectNotFoundShown } =
  uiSlice.selectors;
