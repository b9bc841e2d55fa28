import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../../db/schema';

/** A catalogue row [S3.7] [S3.17]. */
export type ProductRow = typeof products.$inferSelect;

/** [S2.24] [S7.25] A product by its code (code_ax). */
export async function findProductByCode(db: Db, codeAx: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.codeAx, codeAx)).limit(1);
  return row;
}

/**
 * [S7.21] A product by either of its references: the AX code or the AS400 one. An AX code wins
 * over an AS400 code that happens to be the same text.
 */
export async function findProductByReference(
  db: Db,
  reference: string,
): Promise<ProductRow | undefined> {
  const rows = await db
    .select()
    .from(products)
    .where(or(eq(products.codeAx, reference), eq(products.codeAs400, reference)))
    .limit(2);
  return rows.find((row) => row.codeAx === reference) ?? rows[0];
}

/** [S7.25] [S3.17] The other products of the same model (its sizes and colours). */
export async function findVariants(db: Db, product: ProductRow): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.modelCode, product.modelCode), ne(products.codeAx, product.codeAx)))
    .orderBy(asc(products.size), asc(products.color), asc(products.codeAx))
    .limit(100);
}

/**
 * [S7.41] The stock values of the given codes; codes the catalogue does not know are absent from
 * the map.
 */
export async function availabilityOfCodes(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, ProductRow['availability']>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ codeAx: products.codeAx, availability: products.availability })
    .from(products)
    .where(inArray(products.codeAx, [...codes]));
  return new Map(rows.map((row) => [row.codeAx, row.availability]));
}
