import type { DiscoveryItem, Scope } from '@ldn/discovery-client';

/**
 * A small catalogue in the contract's shape for stories and tests: French baby products with
 * prices in euros, colours, sizes, variants, images drawn inline (no network). Not exported by the
 * package.
 */

const COLORS = ['Bleu ciel', 'Rose poudré', 'Gris chiné', 'Blanc', 'Vert sauge'] as const;
const SIZES = ['Naissance', '1 mois', '3 mois', '6 mois', 'Taille unique'] as const;

/** A square picture with the product's initial, as an inline SVG (no request). */
export function pictureOf(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" fill="hsl(${hue} 60% 88%)"/>` +
    `<text x="80" y="100" font-size="64" text-anchor="middle" fill="hsl(${hue} 40% 30%)">` +
    `${label.charAt(0)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

interface ProductSeed {
  readonly title: string;
  readonly brand: string;
  readonly price: number | null;
  readonly scope: string;
  readonly universe: string;
  readonly variants?: number;
  readonly bundle?: boolean;
  readonly addable?: boolean;
  /** [S3.9] The stock value; in stock by default. */
  readonly availability?: 'UNAVAILABLE' | 'PERMANENTLY_OUT_OF_STOCK';
}

const SEEDS: readonly ProductSeed[] = [
  { title: 'Biberon anti-colique 260 ml', brand: 'Petit Nid', price: 12.9, scope: 'meals/biberons', universe: 'meals' },
  { title: 'Biberon verre 150 ml', brand: 'Douce Lune', price: 9.5, scope: 'meals/biberons', universe: 'meals' },
  { title: 'Chauffe-biberon électrique', brand: 'Petit Nid', price: 39.9, scope: 'meals/biberons', universe: 'meals' },
  { title: 'Poussette citadine Lune', brand: 'Petit Nid', price: 249.9, scope: 'outings/poussettes', universe: 'outings' },
  { title: 'Poussette trio Voyage', brand: 'Cigogne', price: 589, scope: 'outings/poussettes', universe: 'outings' },
  { title: 'Body bébé manches longues', brand: 'Coton Doux', price: 7.99, scope: 'look/bodies', universe: 'look', variants: 4 },
  { title: 'Body bébé croisé', brand: 'Coton Doux', price: 8.5, scope: 'look/bodies', universe: 'look', variants: 3 },
  { title: 'Gigoteuse 0-6 mois', brand: 'Douce Lune', price: 44.9, scope: 'bedroom/gigoteuses', universe: 'bedroom', variants: 2 },
  { title: 'Lit à barreaux Nuage', brand: 'Cigogne', price: 199, scope: 'bedroom/lits', universe: 'bedroom', availability: 'UNAVAILABLE' },
  { title: 'Tapis d’éveil Forêt', brand: 'Petit Nid', price: 59.9, scope: 'awakening/tapis', universe: 'awakening' },
  { title: 'Doudou lapin', brand: 'Douce Lune', price: null, scope: 'awakening/doudous', universe: 'awakening' },
  { title: 'Baignoire pliante', brand: 'Cigogne', price: 29.9, scope: 'toilet/baignoires', universe: 'toilet' },
  { title: 'Coffret naissance biberons', brand: 'Petit Nid', price: 49.9, scope: 'meals/biberons', universe: 'meals', bundle: true },
  { title: 'Siège auto 0+', brand: 'Cigogne', price: 179, scope: 'travels/sieges-auto', universe: 'travels', addable: false },
];

/** Item number `index` of the catalogue (ids are 8 digits, as the retailer's codes). */
function itemOf(seed: ProductSeed, index: number, copy: number): DiscoveryItem {
  const id = String(10_000_000 + index * 37 + copy * 1_000).padStart(8, '0');
  const color = COLORS[(index + copy) % COLORS.length] ?? 'Blanc';
  const size = SIZES[index % SIZES.length] ?? 'Taille unique';
  const variantCount = seed.variants ?? 1;
  const title = copy === 0 ? seed.title : `${seed.title} (${copy + 1})`;
  return {
    'g:id': id,
    'g:title': title,
    'g:brand': seed.brand,
    'g:size': size,
    'g:description': `${seed.title}, par ${seed.brand}.`,
    'g:image_link': pictureOf(seed.title, (index * 47) % 360),
    'g:link': `https://boutique.example/product/${id}`,
    ...(seed.price === null ? {} : { 'g:price': `${seed.price.toFixed(2)} EUR`, 'sf:price': seed.price }),
    'sf:semanticColor': color,
    'c:as400': `A${id}`,
    'c:isbundle': seed.bundle === true ? 'Oui' : 'Non',
    'c:canaddtoldn': seed.addable === false ? 'Non' : 'Oui',
    'c:universe': seed.universe,
    'c:scope': seed.scope,
    'c:availability': seed.availability ?? 'AVAILABLE',
    'sf:variants': Array.from({ length: variantCount }, (_, variant) => ({
      'g:id': `${id.slice(0, 6)}${String(variant).padStart(2, '0')}`,
      'g:size': SIZES[variant % SIZES.length] ?? 'Taille unique',
      'sf:semanticColor': color,
    })),
  };
}

/**
 * The catalogue: each seed once, then `copies - 1` more of each (enough for several pages of 20
 * when `copies` is 3 or more).
 */
export function fakeCatalogue(copies = 1): DiscoveryItem[] {
  return Array.from({ length: copies }, (_, copy) =>
    SEEDS.map((seed, index) => itemOf(seed, index, copy)),
  ).flat();
}

/** [S3.17] The scope cards of the fake service. */
export const FAKE_SCOPES: readonly Scope[] = [
  { id: 'meals/biberons', name: 'Biberons', universe: 'Repas', image_link: pictureOf('Biberons', 20), products_count: 48 },
  { id: 'outings/poussettes', name: 'Poussettes', universe: 'Balade', image_link: pictureOf('Poussettes', 200), products_count: 31 },
  { id: 'look/bodies', name: 'Bodies', universe: 'Look', image_link: pictureOf('Bodies', 120), products_count: 1 },
];

export const FAKE_ACP = ['biberon anti-colique', 'biberon verre', 'body bébé', 'poussette citadine'];
export const FAKE_SUGGESTED_KEYWORDS = ['poussette', 'biberon', 'body', 'gigoteuse'];
