import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * House style rule 8: the package's typed dispatch, made once with `.withTypes`; used to mark the
 * api client's cached activity and wallet stale after closing (whatever else the app's store holds).
 */
export const useActivityDispatch =
  useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
