/**
 * The wire shapes of the stores API ([S3.16], [S7.45] to [S7.47]), from the server's schemas
 * (apps/server/src/modules/stores/stores-schemas.ts).
 */

/** [S3.16] [S7.46] A store. `store_code` repeats `storeCode` under the spec's name. */
export interface Store {
  readonly name: string;
  /** [S1.5] WINSHOP, or CEGID for the alternate point-of-sale system. */
  readonly posSystemName: string;
  readonly storeCode: string;
  readonly store_code: string;
  readonly address: string;
  readonly postalCode: string;
  readonly city: string;
  /** [S7.40] Delivers gifts to the parents at the store. */
  readonly isLivMagEligible: boolean;
}

/** [S7.47] A store with its distance from the postal code asked. */
export interface NearbyStore extends Store {
  /** Kilometres, one decimal. */
  readonly distanceKm: number;
}

/** [S7.47] The closest stores, closest first. */
export interface ClosestStoresResult {
  readonly stores: readonly NearbyStore[];
}

/** [S7.45] The signed-in staff's store code; '' when none. */
export interface StoreCodeResult {
  readonly store_code: string;
}
