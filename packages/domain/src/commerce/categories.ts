import { categoryLabels } from '../messages';
import type { CategoryCode, OtherCategoryCode } from './types';

/** [S3.8] The known categories, in the spec's order. */
export const CATEGORY_CODES = [
  'bedroom',
  'outings',
  'travels',
  'meals',
  'toilet',
  'look',
  'awakening',
] as const satisfies readonly CategoryCode[];

/** [S3.8] The catch-all category, sorted last. */
export const OTHER_CATEGORY_CODE: OtherCategoryCode = 'autres';

const isKnownCategory = (code: string): code is CategoryCode =>
  (CATEGORY_CODES as readonly string[]).includes(code);

/** [S3.8] An item's category code: a missing or blank one is 'autres'. */
export function categoryOf(item: { readonly category?: string | null | undefined }): string {
  const code = item.category?.trim();
  return code ? code : OTHER_CATEGORY_CODE;
}

/**
 * [S3.8] The French label of a category: Chambre, Balade, Voyage, Repas, Toilette, Look, Éveil,
 * Autres. A code the spec does not know is shown as the server sent it.
 */
export function categoryLabel(code: string): string {
  return isKnownCategory(code) || code === OTHER_CATEGORY_CODE ? categoryLabels[code] : code;
}

/** The rank of a code: known ones in the spec's order, unknown ones after them, 'autres' last. */
function rank(code: string): number {
  if (code === OTHER_CATEGORY_CODE) return CATEGORY_CODES.length + 1;
  const index = (CATEGORY_CODES as readonly string[]).indexOf(code);
  return index === -1 ? CATEGORY_CODES.length : index;
}

/**
 * [S3.8] Sorts category codes for display: the known ones in the spec's order, then the unknown
 * ones in the order they came, then 'autres' last. Duplicates are dropped.
 */
export function sortCategoryCodes(codes: readonly string[]): readonly string[] {
  return [...new Set(codes)].sort((a, b) => rank(a) - rank(b));
}
