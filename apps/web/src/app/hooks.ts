import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppState, AppStore } from './store';

/** House style rule 8: the app's typed hooks, made once with `.withTypes`. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppStore = useStore.withTypes<AppStore>();
