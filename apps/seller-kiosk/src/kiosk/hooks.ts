import { useDispatch, useSelector } from 'react-redux';
import type { KioskState, KioskStore } from './kiosk-store';

/** House style rule 8: the kiosk's typed hooks, made once with `.withTypes`. */
export const useKioskSelector = useSelector.withTypes<KioskState>();
export const useKioskDispatch = useDispatch.withTypes<KioskStore['dispatch']>();
