import {
  OTHER_CATEGORY_CODE,
  SPECIAL_CONTRIBUTION_CODE,
  SPECIAL_CONTRIBUTION_PRODUCT_NAME,
  SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS,
  type StockAvailability,
} from '@ldn/domain';
import type { products } from '../db/schema';
import {
  BRAND_POOLS,
  COLOR_PALETTES,
  PRODUCT_FAMILIES,
  RANGE_NAMES,
  SIZE_SCALES,
  type ProductFamily,
} from './catalogue-families';
import type { SeededRandom } from './random';
import type { ScopeId } from './scopes';
import { SEED_CLOCK, daysBefore } from './seed-clock';

/** A row of `products`, as the seed inserts it. */
export type ProductRow = typeof products.$inferInsert;

/** A model has at most this many variants, so no family floods the catalogue. */
const MAX_VARIANTS_PER_MODEL = 12;

const AVAILABILITY_WEIGHTS: readonly (readonly [StockAvailability, number])[] = [
  ['AVAILABLE', 0.88],
  ['UNAVAILABLE', 0.09],
  ['PERMANENTLY_OUT_OF_STOCK', 0.03],
];

/**
 * [S3.7] [S3.8] [S3.17] Generates `count` products (the special contribution item comes on top,
 * see {@link specialContributionProduct}). Products come in models: the variants of a model share
 * `model_code`, brand, name and price, and differ by size and/or colour. `code_ax` (8 digits) and
 * `code_as400` (7 digits) are unique; an 8-digit `code_ax` starting with 1-9 can never be the
 * special item's '01176190' [S9.4].
 */
export function generateCatalogue(random: SeededRandom, count: number): ProductRow[] {
  const rows: ProductRow[] = [];
  const codesAx = new Set<string>([SPECIAL_CONTRIBUTION_CODE]);
  const codesAs400 = new Set<string>([SPECIAL_CONTRIBUTION_CODE]);
  const familyWeights = PRODUCT_FAMILIES.map((family) => [family, family.weight ?? 1] as const);

  for (let model = 1; rows.length < count; model += 1) {
    const family = random.weighted(familyWeights);
    const modelCode = `M${String(model).padStart(6, '0')}`;
    const { name, scope } = modelName(random, family);
    const brand = random.pick(BRAND_POOLS[family.brands]);
    const priceCents = priceOf(random, family);
    const recommendedPriceCents = random.chance(0.25) ? recommendedPrice(random, priceCents) : null;
    const popularity = Math.floor(10_000 * random.next() ** 2.5);
    const description = `${family.blurb} Une création ${brand}.`;
    const createdAt = daysBefore(SEED_CLOCK, random.int(0, 720));

    for (const variant of variantsOf(random, family)) {
      if (rows.length >= count) break;
      rows.push({
        codeAx: uniqueDigits(random, codesAx, 10_000_000, 99_999_999),
        codeAs400: uniqueDigits(random, codesAs400, 1_000_000, 9_999_999),
        name,
        brand,
        description,
        category: family.category,
        modelCode,
        size: variant.size,
        color: variant.color,
        // A capacity scale costs a little more per step (a 330 ml bottle over a 150 ml one).
        priceCents: priceCents + (family.sizes === 'bottle' ? variant.sizeRank * 100 : 0),
        recommendedPriceCents:
          recommendedPriceCents === null
            ? null
            : recommendedPriceCents + (family.sizes === 'bottle' ? variant.sizeRank * 100 : 0),
        availability: random.weighted(AVAILABILITY_WEIGHTS),
        isBundle: family.bundle ?? false,
        canAddToLdn: true,
        popularity,
        createdAt,
        scope,
      });
    }
  }
  return rows;
}

/**
 * [S9.4] The special item that carries a free contribution amount: code '01176190', 1 EUR per
 * unit, category 'autres', never added to a list by hand (`can_add_to_ldn` false). Its name is the
 * domain's, so the cart entry and the catalogue agree.
 */
export function specialContributionProduct(): ProductRow {
  return {
    codeAx: SPECIAL_CONTRIBUTION_CODE,
    codeAs400: SPECIAL_CONTRIBUTION_CODE,
    name: SPECIAL_CONTRIBUTION_PRODUCT_NAME,
    brand: 'Liste de naissance',
    description:
      'Participation libre à la cagnotte de la liste : chaque unité vaut 1 €, la quantité est le montant offert.',
    category: OTHER_CATEGORY_CODE,
    modelCode: SPECIAL_CONTRIBUTION_CODE,
    size: null,
    color: null,
    priceCents: SPECIAL_CONTRIBUTION_UNIT_PRICE_CENTS,
    recommendedPriceCents: null,
    availability: 'AVAILABLE',
    isBundle: false,
    canAddToLdn: false,
    popularity: 0,
    createdAt: SEED_CLOCK,
    // On no shelf of the search overlay: it is not a product one chooses.
    scope: null,
  };
}

/** A model's name, and the scope of its base name [S3.17]. */
function modelName(random: SeededRandom, family: ProductFamily): { name: string; scope: ScopeId } {
  const base = random.pick(family.names);
  const qualifier = family.qualifiers ? random.pick(family.qualifiers) : '';
  const range = family.ranged ? random.pick(RANGE_NAMES) : '';
  const name = [base, qualifier, range].filter((part) => part !== '').join(' ');
  return { name, scope: scopeOf(family, family.names.indexOf(base)) };
}

/** [S3.17] The scope of the family's base name at `index`. */
export function scopeOf(family: ProductFamily, index: number): ScopeId {
  if (typeof family.scope === 'string') return family.scope;
  const scope = family.scope[index];
  if (!scope) throw new Error(`seed: no scope for name ${index} of a ${family.category} family`);
  return scope;
}

interface Variant {
  readonly size: string | null;
  /** Position of the size on its scale: 0 for the smallest. */
  readonly sizeRank: number;
  readonly color: string | null;
}

/** The sizes x colours of one model, at most {@link MAX_VARIANTS_PER_MODEL}. */
function variantsOf(random: SeededRandom, family: ProductFamily): Variant[] {
  const scale: readonly string[] = family.sizes ? SIZE_SCALES[family.sizes] : [];
  let sizes: readonly (string | null)[] = [null];
  let firstRank = 0;
  if (scale.length > 0) {
    const length = random.int(Math.min(2, scale.length), scale.length);
    firstRank = random.int(0, scale.length - length);
    sizes = scale.slice(firstRank, firstRank + length);
  }
  const palette: readonly string[] = family.colors ? COLOR_PALETTES[family.colors] : [];
  const colorCount = palette.length === 0 ? 0 : random.int(1, sizes.length > 1 ? 3 : 4);
  const colors: readonly (string | null)[] =
    colorCount === 0 ? [null] : random.sample(palette, colorCount);

  const variants: Variant[] = [];
  for (const color of colors) {
    sizes.forEach((size, index) => variants.push({ size, sizeRank: firstRank + index, color }));
  }
  return variants.slice(0, MAX_VARIANTS_PER_MODEL);
}

/**
 * A shelf price in the family's range, rounded as shops price: 12,99 EUR under 100 EUR,
 * 349,00 EUR from 100 EUR.
 */
function priceOf(random: SeededRandom, family: ProductFamily): number {
  const [low, high] = family.price;
  const euros = low + random.next() * (high - low);
  if (euros >= 100) return (Math.max(10, Math.round(euros / 10)) * 10 - 1) * 100;
  return Math.floor(euros) * 100 + random.pick([99, 99, 90, 50]);
}

/** A recommended (crossed-out) price 10 % to 35 % above the shelf price. */
function recommendedPrice(random: SeededRandom, priceCents: number): number {
  const raised = priceCents * (1.1 + random.next() * 0.25);
  return Math.floor(raised / 100) * 100 + 99;
}

function uniqueDigits(random: SeededRandom, taken: Set<string>, min: number, max: number): string {
  for (;;) {
    const code = String(random.int(min, max));
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}
