import type { ValidationErrorCode } from '../messages-other-screens';
import { isBlank } from './text';

/**
 * [S5.7] A required store choice (contact store of a list, store code typed by staff): no store
 * chosen gives REQUIRED_STORE ('Le choix d'un magasin est obligatoire.'), not the generic error.
 */
export function validateRequiredStore(
  storeCode: string | null | undefined,
): ValidationErrorCode | undefined {
  return isBlank(storeCode) ? 'REQUIRED_STORE' : undefined;
}
