/**
 * [S4.11] [S2.39] The anchor of a product on the list page: each product card carries the element id
 * `produit-<codeAx>`, and the list's address may name it (`/list/{id}/detenteur#produit-<codeAx>`)
 * so that 'Voir ma liste' and a saved edit land on the product.
 */

const PREFIX = 'produit-';

/** [S4.11] The element id of a product's card on the list page. */
export const productElementId = (codeAx: string): string => `${PREFIX}${codeAx}`;

/**
 * [S4.11] The product code a URL hash names (`#produit-<codeAx>`, percent-encoded or not), or
 * `null` when the hash names no product.
 */
export function productCodeOfHash(hash: string): string | null {
  const id = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!id.startsWith(PREFIX) || id.length === PREFIX.length) return null;
  const code = id.slice(PREFIX.length);
  try {
    return decodeURIComponent(code);
  } catch {
    // A lone '%' is not an encoding: the code as written.
    return code;
  }
}
