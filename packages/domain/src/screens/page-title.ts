import { PAGE_TITLE_PREFIX } from '../messages';

/**
 * [S1.8] The document title: 'Liste de naissance' followed by the retailer brand, e.g.
 * 'Liste de naissance | Marque'. Without a brand, the prefix alone.
 */
export function pageTitle(brand: string | null | undefined): string {
  const trimmed = brand?.trim() ?? '';
  return trimmed === '' ? PAGE_TITLE_PREFIX : `${PAGE_TITLE_PREFIX} | ${trimmed}`;
}
