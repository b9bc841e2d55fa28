import { compareSizes, CURRENCY } from '@ldn/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';
import { productImagePath } from '../images/product-image';
import { badRequest } from './discovery-errors';
import { discoveryMessages } from './discovery-messages';
import { fieldSettings } from './discovery-settings';

/**
 * [S3.17] Items as the discovery contract shapes them: one per model, its variants (the model's
 * other sizes and colours) in `sf:variants`. Prices are euros on this contract (`sf:price` a
 * number, `g:price` "amount currency"); the database keeps cents.
 */

/** The catalogue columns an item is made of. */
export type ItemRow = Pick<
  typeof products.$inferSelect,
  | 'codeAx'
  | 'codeAs400'
  | 'name'
  | 'brand'
  | 'description'
  | 'category'
  | 'scope'
  | 'modelCode'
  | 'size'
  | 'color'
  | 'priceCents'
  | 'availability'
  | 'isBundle'
  | 'canAddToLdn'
  | 'popularity'
>;

/** An item: `g:*`, `c:*` and `sf:*` fields, `sf:variants` an array of partial items. */
export type DiscoveryItem = Record<string, string | number | Record<string, string | number>[]>;

/** The fields of an item when the request names none (the contract's `<Item>`). */
export const DEFAULT_ITEM_FIELDS: readonly string[] = [
  'g:id',
  'g:title',
  'g:brand',
  'g:size',
  'g:description',
  'g:image_link',
  'g:link',
  'g:price',
  'sf:price',
  'sf:semanticColor',
  'c:as400',
  'c:isbundle',
  'c:canaddtoldn',
  'c:universe',
  'c:scope',
  'c:availability',
  'sf:variants',
];

/** The fields of each variant when the request names none. */
export const DEFAULT_VARIANT_FIELDS: readonly string[] = ['g:id', 'g:size', 'sf:semanticColor'];

/** Which fields to answer, checked against the settings [S5.19] [S8.5]. */
export interface ItemShape {
  readonly fields: readonly string[];
  readonly variantFields: readonly string[];
  /** The absolute origin `g:image_link` and `g:link` are built on. */
  readonly origin: string;
}

/**
 * [S5.19] The item and variant fields a request asks for: every one must be a field of the
 * settings ('You cannot add unknown item field'); `g:id` always comes, items are found by it.
 */
export function itemShape(
  fields: readonly string[] | undefined,
  variantFields: readonly string[] | undefined,
  origin: string,
): ItemShape {
  const check = (names: readonly string[], allowVariants: boolean): string[] => {
    for (const name of names) {
      if (!fieldSettings(name) || (!allowVariants && name === 'sf:variants')) {
        throw badRequest('Discovery:Items:UnknownField', discoveryMessages.unknownItemField);
      }
    }
    return ['g:id', ...names.filter((name) => name !== 'g:id')];
  };
  return {
    fields: fields ? check(fields, true) : DEFAULT_ITEM_FIELDS,
    variantFields: variantFields ? check(variantFields, false) : DEFAULT_VARIANT_FIELDS,
    origin,
  };
}

const yesNo = (flag: boolean): string => (flag ? 'Oui' : 'Non');

/** The value of one field of a product row; undefined when the product has none. */
function fieldValue(row: ItemRow, field: string, origin: string): string | number | undefined {
  switch (field) {
    case 'g:id':
      return row.codeAx;
    case 'g:title':
      return row.name;
    case 'g:brand':
      return row.brand;
    case 'g:size':
      return row.size ?? undefined;
    case 'g:description':
      return row.description;
    case 'g:image_link':
      return `${origin}${productImagePath(row.codeAx)}`;
    case 'g:link':
      // [S2.12] ViewFromSearch.
      return `${origin}/product/${row.codeAx}`;
    case 'g:price':
      return `${(row.priceCents / 100).toFixed(2)} ${CURRENCY}`;
    case 'sf:price':
      return row.priceCents / 100;
    case 'sf:semanticColor':
      return row.color ?? undefined;
    case 'sf:popularity':
      return row.popularity;
    case 'c:as400':
      return row.codeAs400;
    case 'c:isbundle':
      return yesNo(row.isBundle);
    case 'c:canaddtoldn':
      return yesNo(row.canAddToLdn);
    case 'c:universe':
      return row.category;
    case 'c:scope':
      return row.scope ?? undefined;
    case 'c:availability':
      // [S3.9] [S6.4] The stock value: the overlay offers no 'Ajouter à ma liste' out of stock.
      return row.availability;
    default:
      return undefined;
  }
}

function pick(
  row: ItemRow,
  fields: readonly string[],
  origin: string,
): Record<string, string | number> {
  const item: Record<string, string | number> = {};
  for (const field of fields) {
    const value = fieldValue(row, field, origin);
    if (value !== undefined) item[field] = value;
  }
  return item;
}

const TEXT_COLLATOR = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

/** Sizes in shop order (the domain's `compareSizes`), a variant without a size first. */
function compareVariantSizes(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return compareSizes(a, b);
}

/** Variants by colour, then size in shop order, then code. */
export function compareVariants(a: ItemRow, b: ItemRow): number {
  return (
    TEXT_COLLATOR.compare(a.color ?? '', b.color ?? '') ||
    compareVariantSizes(a.size, b.size) ||
    a.codeAx.localeCompare(b.codeAx)
  );
}

/** [S3.17] One item: the leading product's fields, and every product of its model as variants. */
export function itemOf(
  leader: ItemRow,
  variants: readonly ItemRow[],
  shape: ItemShape,
): DiscoveryItem {
  const item: DiscoveryItem = pick(leader, shape.fields, shape.origin);
  if (shape.fields.includes('sf:variants')) {
    item['sf:variants'] = [...variants]
      .sort(compareVariants)
      .map((variant) => pick(variant, shape.variantFields, shape.origin));
  }
  return item;
}

const ITEM_COLUMNS = {
  codeAx: products.codeAx,
  codeAs400: products.codeAs400,
  name: products.name,
  brand: products.brand,
  description: products.description,
  category: products.category,
  scope: products.scope,
  modelCode: products.modelCode,
  size: products.size,
  color: products.color,
  priceCents: products.priceCents,
  availability: products.availability,
  isBundle: products.isBundle,
  canAddToLdn: products.canAddToLdn,
  popularity: products.popularity,
};

/** The products of the given codes (in no order). */
export async function productsByCodes(db: Db, codes: readonly string[]): Promise<ItemRow[]> {
  if (codes.length === 0) return [];
  return db
    .select(ITEM_COLUMNS)
    .from(products)
    .where(inArray(products.codeAx, [...codes]));
}

/**
 * The product rows `where` (over the products `p`) selects, as a JSON array of {@link ItemRow}s:
 * the search statement fetches its page's items with it, in the same round trip.
 */
export function itemRowsSql(where: SQL): SQL {
  return sql`SELECT coalesce(json_agg(r), '[]'::json) FROM (
    SELECT p.code_ax AS "codeAx", p.code_as400 AS "codeAs400", p.name, p.brand, p.description,
      p.category, p.scope, p.model_code AS "modelCode", p.size, p.color,
      p.price_cents AS "priceCents", p.availability, p.is_bundle AS "isBundle",
      p.can_add_to_ldn AS "canAddToLdn", p.popularity
    FROM products p WHERE ${where}) r`;
}

/**
 * The items of `leaders` (product codes), in that order, from `rows`: the leaders' rows and, when
 * the shape has `sf:variants`, every product of their models.
 */
export function itemsFromRows(
  leaders: readonly string[],
  rows: readonly ItemRow[],
  shape: ItemShape,
): DiscoveryItem[] {
  const withVariants = shape.fields.includes('sf:variants');
  const byModel = new Map<string, ItemRow[]>();
  if (withVariants) {
    for (const row of rows) {
      const list = byModel.get(row.modelCode) ?? [];
      list.push(row);
      byModel.set(row.modelCode, list);
    }
  }
  const byCode = new Map(rows.map((row) => [row.codeAx, row]));
  return leaders.flatMap((code) => {
    const leader = byCode.get(code);
    return leader ? [itemOf(leader, byModel.get(leader.modelCode) ?? [leader], shape)] : [];
  });
}

/**
 * The items of `leaders` (product codes), in that order: one query gives the leaders and every
 * product of their models, so a page of 20 items costs one round trip whatever their variants.
 */
export async function itemsOf(
  db: Db,
  leaders: readonly string[],
  shape: ItemShape,
): Promise<DiscoveryItem[]> {
  if (leaders.length === 0) return [];
  const rows = shape.fields.includes('sf:variants')
    ? await db
        .select(ITEM_COLUMNS)
        .from(products)
        .where(
          inArray(
            products.modelCode,
            db
              .select({ modelCode: products.modelCode })
              .from(products)
              .where(inArray(products.codeAx, [...leaders])),
          ),
        )
    : await productsByCodes(db, leaders);
  return itemsFromRows(leaders, rows, shape);
}
