import type { CategoryCode, OtherCategoryCode } from '@ldn/domain';

/**
 * [S3.17] The scopes of the catalogue: the shelves the search overlay shows as cards (image, name,
 * universe, product count) and navigates into ([S2.49] navigation mode). A scope id is
 * `<universe>/<slug>`, the universe being the category of [S3.8]; every product family of
 * `catalogue-families.ts` sits on one of them. Listed in shelf order within each universe.
 */
export interface SeedScope {
  readonly id: ScopeId;
  readonly name: string;
  readonly universe: CategoryCode | OtherCategoryCode;
}

export const SEED_SCOPES = [
  { id: 'bedroom/lits', name: 'Lits bébé', universe: 'bedroom' },
  { id: 'bedroom/berceaux', name: 'Berceaux et cododos', universe: 'bedroom' },
  { id: 'bedroom/matelas', name: 'Matelas', universe: 'bedroom' },
  { id: 'bedroom/gigoteuses', name: 'Gigoteuses et turbulettes', universe: 'bedroom' },
  { id: 'bedroom/linge-de-lit', name: 'Linge de lit', universe: 'bedroom' },
  { id: 'bedroom/couvertures', name: "Couvertures et nids d'ange", universe: 'bedroom' },
  { id: 'bedroom/veilleuses', name: 'Veilleuses', universe: 'bedroom' },
  { id: 'bedroom/mobiles', name: 'Mobiles', universe: 'bedroom' },
  { id: 'bedroom/rangements', name: 'Meubles de rangement', universe: 'bedroom' },
  { id: 'bedroom/babyphones', name: 'Babyphones', universe: 'bedroom' },
  { id: 'bedroom/fauteuils', name: "Fauteuils d'allaitement", universe: 'bedroom' },
  { id: 'bedroom/chambres-completes', name: 'Chambres complètes', universe: 'bedroom' },
  { id: 'outings/poussettes', name: 'Poussettes', universe: 'outings' },
  { id: 'outings/nacelles', name: 'Nacelles', universe: 'outings' },
  { id: 'outings/portage', name: 'Porte-bébés et écharpes', universe: 'outings' },
  { id: 'outings/sacs-a-langer', name: 'Sacs à langer', universe: 'outings' },
  { id: 'outings/accessoires-poussette', name: 'Accessoires de poussette', universe: 'outings' },
  { id: 'outings/packs-poussette', name: 'Packs poussette', universe: 'outings' },
  { id: 'travels/sieges-auto', name: 'Sièges auto', universe: 'travels' },
  { id: 'travels/lits-parapluie', name: 'Lits parapluie', universe: 'travels' },
  { id: 'travels/accessoires-voyage', name: 'Accessoires de voyage', universe: 'travels' },
  { id: 'meals/biberons', name: 'Biberons', universe: 'meals' },
  { id: 'meals/allaitement', name: 'Allaitement', universe: 'meals' },
  { id: 'meals/preparation', name: 'Préparation des repas', universe: 'meals' },
  { id: 'meals/chaises-hautes', name: 'Chaises hautes et rehausseurs', universe: 'meals' },
  { id: 'meals/bavoirs', name: 'Bavoirs', universe: 'meals' },
  { id: 'meals/vaisselle', name: 'Vaisselle bébé', universe: 'meals' },
  { id: 'meals/sucettes', name: 'Sucettes', universe: 'meals' },
  { id: 'toilet/bain', name: 'Bain', universe: 'toilet' },
  { id: 'toilet/change', name: 'Change', universe: 'toilet' },
  { id: 'toilet/soins', name: 'Soins et santé', universe: 'toilet' },
  { id: 'toilet/pots', name: 'Pots et réducteurs', universe: 'toilet' },
  { id: 'look/bodies', name: 'Bodies', universe: 'look' },
  { id: 'look/pyjamas', name: 'Pyjamas et grenouillères', universe: 'look' },
  { id: 'look/vetements', name: 'Vêtements', universe: 'look' },
  { id: 'look/manteaux', name: 'Manteaux et combinaisons', universe: 'look' },
  { id: 'look/accessoires', name: 'Bonnets, chaussettes et accessoires', universe: 'look' },
  { id: 'look/chaussons', name: 'Chaussons', universe: 'look' },
  { id: 'awakening/doudous', name: 'Doudous et peluches', universe: 'awakening' },
  { id: 'awakening/tapis-eveil', name: "Tapis d'éveil", universe: 'awakening' },
  { id: 'awakening/jouets', name: "Jouets d'éveil", universe: 'awakening' },
  { id: 'awakening/transats', name: 'Transats et balancelles', universe: 'awakening' },
  { id: 'awakening/parcs', name: 'Parcs', universe: 'awakening' },
  { id: 'awakening/premiers-pas', name: 'Premiers pas', universe: 'awakening' },
  { id: 'autres/souvenirs', name: 'Souvenirs de naissance', universe: 'autres' },
  { id: 'autres/cadeaux', name: 'Idées cadeaux', universe: 'autres' },
] as const satisfies readonly { id: `${string}/${string}`; name: string; universe: string }[];

/** A scope id of the seed, e.g. `'meals/biberons'`. */
export type ScopeId = (typeof SEED_SCOPES)[number]['id'];

/** A `discovery_scopes` row as the seed writes it (migration 0004). */
export interface ScopeRow {
  readonly id: string;
  readonly name: string;
  readonly universe: string;
  readonly universeLabel: string;
  readonly imagePath: string | null;
  readonly sort: number;
}

/** What {@link scopeRows} reads of a generated product. */
interface ScopedProduct {
  readonly codeAx: string;
  readonly scope?: string | null;
  readonly popularity?: number;
  readonly availability?: string;
  readonly isBundle?: boolean;
}

/**
 * [S3.17] The scope rows, each pictured by the image of its most popular in-stock product that is
 * not a bundle (any product of the scope if it holds only bundles; none if it is empty).
 */
export function scopeRows(
  products: readonly ScopedProduct[],
  labelOf: (universe: string) => string,
  imagePathOf: (codeAx: string) => string,
): ScopeRow[] {
  const best = new Map<string, { product: ScopedProduct; weight: number }>();
  for (const product of products) {
    if (!product.scope) continue;
    const inStock = product.availability === 'AVAILABLE' && !product.isBundle;
    const weight = (product.popularity ?? 0) + (inStock ? 1_000_000 : 0);
    const current = best.get(product.scope);
    if (!current || weight > current.weight) best.set(product.scope, { product, weight });
  }
  return SEED_SCOPES.map((scope, index) => {
    const picture = best.get(scope.id)?.product;
    return {
      id: scope.id,
      name: scope.name,
      universe: scope.universe,
      universeLabel: labelOf(scope.universe),
      imagePath: picture ? imagePathOf(picture.codeAx) : null,
      sort: index + 1,
    };
  });
}
