import { z } from 'zod';
import { companyParamSchema } from './common';

/** The stores calls of spec §7 "Transactions and stores" ([S7.40], [S7.41], [S7.45] to [S7.47]). */

export const storeCodeParams = z.object({
  company: companyParamSchema,
  storeCode: z.string().min(1).max(20),
});

/** [S7.45] Any company text: this call never answers an error status. */
export const staffStoreParams = z.object({ company: z.string() });

export const postalCodeParams = z.object({ postalCode: z.string().max(20) });

/** [S7.45] */
export const staffStoreCodeSchema = z.object({
  store_code: z.string().describe("The signed-in staff member's store; '' when none"),
});

/** [S3.16] [S7.46] A store. `store_code` repeats `storeCode` under the spec's [S3.16] name. */
export const storeSchema = z.object({
  name: z.string(),
  posSystemName: z.string().describe("[S1.5] 'WINSHOP', or 'CEGID' for the alternate system"),
  storeCode: z.string(),
  store_code: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  isLivMagEligible: z.boolean().describe('[S7.40] Delivers gifts to the parents at the store'),
});

/** [S7.47] */
export const closestStoresSchema = z.object({
  stores: z.array(
    storeSchema.extend({ distanceKm: z.number().describe('Kilometres, one decimal') }),
  ),
});

/** [S7.40] */
export const livMagEligibleSchema = z.object({ eligible: z.boolean() });

/** [S7.41] The product codes of a cart. */
export const cartCodesBody = z.array(z.string().max(20)).max(500);

/** [S7.41] */
export const cartLivMagSchema = z.object({
  available: z.boolean(),
  unavailableCodes: z.array(z.string()),
});
export type StoreResponse = z.infer<typeof storeSchema>;
export type ClosestStoresResponse = z.infer<typeof closestStoresSchema>;
export type StaffStoreCodeResponse = z.infer<typeof staffStoreCodeSchema>;
export type LivMagEligibleResponse = z.infer<typeof livMagEligibleSchema>;
export type CartCodesBody = z.infer<typeof cartCodesBody>;
export type CartLivMagResponse = z.infer<typeof cartLivMagSchema>;
