import type { SelectedCustomer } from './session-slice';
import { browserSessionStorage, type FlagStorage } from './staff-flag-storage';

/**
 * [S2.13] [S4.3] Where staff work, kept for the browser session (the tab): the customer they act
 * for and the store chosen on SellerPage. A full page load (a reload, the way back from the payment
 * page) starts a new store; without this, the navigation rules found no customer and sent staff to
 * SellerPage [S2.28]. SellerPage, a profile that is not staff and the staff logout clear it.
 */
export const STAFF_PLACE_STORAGE_KEY = 'ldn.staffPlace';

export interface StaffPlace {
  readonly selectedCustomer: SelectedCustomer | null;
  readonly storeCode: string | null;
}

const NO_PLACE: StaffPlace = { selectedCustomer: null, storeCode: null };

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** The stored customer, if it has the shape the session holds (the storage is the page's own). */
function customerOf(value: unknown): SelectedCustomer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uid, pk, firstName, lastName } = value as Record<string, unknown>;
  if (!isText(uid, 254) || !isText(pk, 40) || pk === '') return null;
  if (!isText(firstName, 100) || !isText(lastName, 100)) return null;
  return { uid, pk, firstName, lastName };
}

/** The place kept in `storage`; none when there is none, it is malformed or access is refused. */
export function readStaffPlace(storage: FlagStorage | null = browserSessionStorage()): StaffPlace {
  try {
    const text = storage?.getItem(STAFF_PLACE_STORAGE_KEY);
    if (text === null || text === undefined) return NO_PLACE;
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return NO_PLACE;
    const { selectedCustomer, storeCode } = stored as Record<string, unknown>;
    return {
      selectedCustomer: customerOf(selectedCustomer),
      storeCode: isText(storeCode, 20) && storeCode !== '' ? storeCode : null,
    };
  } catch {
    return NO_PLACE;
  }
}

/** Keeps the place for the browser session, or forgets it when empty; a refused write is ignored. */
export function writeStaffPlace(
  place: StaffPlace,
  storage: FlagStorage | null = browserSessionStorage(),
): void {
  try {
    if (place.selectedCustomer === null && place.storeCode === null) {
      storage?.removeItem(STAFF_PLACE_STORAGE_KEY);
    } else {
      storage?.setItem(
        STAFF_PLACE_STORAGE_KEY,
        JSON.stringify({ selectedCustomer: place.selectedCustomer, storeCode: place.storeCode }),
      );
    }
  } catch {
    // Storage full or refused: the place then lasts until the page is left.
  }
}
