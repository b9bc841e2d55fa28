import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * House style rule 8: the package's typed dispatch, made once with `.withTypes`. The flow runs the
 * api-client's endpoints with `initiate` (thunks), whatever else the app's store holds.
 */
export const useProductDispatch =
  useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
