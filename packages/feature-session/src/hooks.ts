import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { CurrentListState } from './current-list-slice';
import type { SessionState } from './session-slice';
import type { UiState } from './ui-slice';

/** The part of the app's state this package owns (the app's root state extends it). */
export interface SessionRootState {
  readonly session: SessionState;
  readonly currentList: CurrentListState;
  readonly ui: UiState;
}

/** The dispatch of any store holding these slices (thunks included). */
export type SessionDispatch = ThunkDispatch<SessionRootState, unknown, UnknownAction>;

/** House style rule 8: typed hooks, made once with `.withTypes`. */
export const useSessionSelector = useSelector.withTypes<SessionRootState>();
export const useSessionDispatch = useDispatch.withTypes<SessionDispatch>();
export const useSessionStore = useStore.withTypes<
  Store<SessionRootState> & { dispatch: SessionDispatch }
>();
