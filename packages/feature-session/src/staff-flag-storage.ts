/**
 * [S2.35] [S2.62] The staff logout flag lasts for the browser session: it is kept in
 * `sessionStorage`, so a reload still offers SellerLogin, and a new tab or a closed browser forgets
 * it (docs/decisions.md).
 */
export const STAFF_FLAG_STORAGE_KEY = 'ldn.wasStaffLoggedIn';

/** The part of `Storage` the flag needs (tests pass a map). */
export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `sessionStorage`, or nothing where there is none (Node) or where it is refused (privacy modes). */
export function browserSessionStorage(): FlagStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Whether a staff member logged out in this browser session. */
export function readStaffFlag(storage: FlagStorage | null = browserSessionStorage()): boolean {
  try {
    return storage?.getItem(STAFF_FLAG_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Keeps (or forgets) the flag for the browser session; a refused write is ignored. */
export function writeStaffFlag(
  value: boolean,
  storage: FlagStorage | null = browserSessionStorage(),
): void {
  try {
    if (value) storage?.setItem(STAFF_FLAG_STORAGE_KEY, 'true');
    else storage?.removeItem(STAFF_FLAG_STORAGE_KEY);
  } catch {
    // Storage full or refused: the flag then lasts until the page is left.
  }
}
