/**
 * The colours of the catalogue. `products.color` stores the French trade name ('Rose poudré');
 * the search facets group products by a coarser semantic colour ('rose', [S3.17]
 * `sf:semanticColor`), and the product images paint with `hex`.
 */
export interface ProductColor {
  /** The French name shown to customers and stored in `products.color`. */
  readonly name: string;
  /** The facet value: a plain French colour word. */
  readonly semantic: string;
  /** How the product image draws it. */
  readonly hex: string;
}

/** Every colour the generator uses, each with its semantic colour. */
export const PRODUCT_COLORS = [
  { name: 'Blanc', semantic: 'blanc', hex: '#f7f5f0' },
  { name: 'Écru', semantic: 'beige', hex: '#efe6d2' },
  { name: 'Beige sable', semantic: 'beige', hex: '#dcc9a6' },
  { name: 'Bois naturel', semantic: 'beige', hex: '#c9a57a' },
  { name: 'Caramel', semantic: 'marron', hex: '#b77b44' },
  { name: 'Taupe', semantic: 'marron', hex: '#8b7b6e' },
  { name: 'Rose poudré', semantic: 'rose', hex: '#efc3c6' },
  { name: 'Vieux rose', semantic: 'rose', hex: '#c98f94' },
  { name: 'Corail', semantic: 'orange', hex: '#f08a6c' },
  { name: 'Terracotta', semantic: 'orange', hex: '#c8674a' },
  { name: 'Jaune moutarde', semantic: 'jaune', hex: '#d9a52b' },
  { name: 'Jaune citron', semantic: 'jaune', hex: '#f2d84b' },
  { name: 'Vert sauge', semantic: 'vert', hex: '#9fb49a' },
  { name: 'Vert menthe', semantic: 'vert', hex: '#a8dcc5' },
  { name: 'Vert sapin', semantic: 'vert', hex: '#3f6b52' },
  { name: 'Bleu ciel', semantic: 'bleu', hex: '#a9cfea' },
  { name: 'Bleu denim', semantic: 'bleu', hex: '#5b7ea6' },
  { name: 'Bleu marine', semantic: 'bleu', hex: '#24375e' },
  { name: 'Lilas', semantic: 'violet', hex: '#c4b3dc' },
  { name: 'Rouge cerise', semantic: 'rouge', hex: '#c3303f' },
  { name: 'Gris perle', semantic: 'gris', hex: '#d4d6d9' },
  { name: 'Gris chiné', semantic: 'gris', hex: '#a3a6ab' },
  { name: 'Anthracite', semantic: 'gris', hex: '#4a4e55' },
  { name: 'Noir', semantic: 'noir', hex: '#25262a' },
  { name: 'Multicolore', semantic: 'multicolore', hex: '#e9a23b' },
] as const satisfies readonly ProductColor[];

/** A colour name of {@link PRODUCT_COLORS}. */
export type ColorName = (typeof PRODUCT_COLORS)[number]['name'];

const BY_NAME: ReadonlyMap<string, ProductColor> = new Map(
  PRODUCT_COLORS.map((color) => [color.name, color]),
);

/**
 * [S3.17] The semantic colour of a product colour ('Bleu marine' -> 'bleu'), for the search
 * facets; `undefined` for no colour or a colour the catalogue does not know.
 */
export function semanticColorOf(name: string | null | undefined): string | undefined {
  return name ? BY_NAME.get(name)?.semantic : undefined;
}

/** The colour a product image paints for `name`, if the catalogue knows it. */
export function colorHexOf(name: string | null | undefined): string | undefined {
  return name ? BY_NAME.get(name)?.hex : undefined;
}
