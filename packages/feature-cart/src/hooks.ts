import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { CartDraftRootState } from './cart-draft-slice';

/** House style rule 8: the package's typed hooks, made once with `.withTypes`. */
export const useCartDispatch =
  useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
export const useCartSelector = useSelector.withTypes<CartDraftRootState>();
