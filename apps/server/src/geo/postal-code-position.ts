import { POSTAL_CODE_PATTERN } from '@ldn/domain';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { postalCodes } from '../db/schema';
import { departmentFallbackCode, POSTAL_CODE_POSITIONS } from './postal-code-data';

/** A WGS 84 position. */
export interface GeoPosition {
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * The department of a French postal code: its first two digits ('75015' -> '75'), its first three
 * overseas ('97411' -> '974'); Corsica's codes all start with '20' and give '20' (its two
 * departments 2A and 2B share that prefix). `undefined` for anything but 5 digits [S5.11].
 */
export function departmentOfPostalCode(code: string): string | undefined {
  if (!POSTAL_CODE_PATTERN.test(code)) return undefined;
  return code.startsWith('97') || code.startsWith('98') ? code.slice(0, 3) : code.slice(0, 2);
}

/**
 * [S7.47] The codes to look up, best first: the exact code, then its department's fallback
 * ('75015' -> ['75015', '75000']; '97411' -> ['97411', '97400']; '20137' -> ['20137', '20000']).
 * Empty for a malformed code.
 */
export function postalCodeLookupKeys(code: string): readonly string[] {
  const department = departmentOfPostalCode(code);
  if (department === undefined) return [];
  const fallback = departmentFallbackCode(department);
  return fallback === code ? [code] : [code, fallback];
}

const SEEDED: ReadonlyMap<string, GeoPosition> = new Map(
  POSTAL_CODE_POSITIONS.map((row) => [
    row.postalCode,
    { latitude: row.latitude, longitude: row.longitude },
  ]),
);

/**
 * [S7.47] The position of a postal code from the seed's own table, without a database: the exact
 * code if known, else its department's centroid; `null` for a malformed code or a department the
 * table lacks (none in France). The database answer ({@link lookupPostalCodePosition}) is the
 * same on a seeded database and also sees rows added later.
 */
export function positionOfPostalCode(code: string): GeoPosition | null {
  for (const key of postalCodeLookupKeys(code)) {
    const position = SEEDED.get(key);
    if (position) return position;
  }
  return null;
}

/**
 * [S7.47] The position of a postal code from the `postal_codes` table: the exact code first, then
 * `<department>000` (overseas `<department>00`). `null` when neither is known or the code is not
 * 5 digits, so the caller can answer "unknown postal code" rather than guess.
 */
export async function lookupPostalCodePosition(
  db: Db | Tx,
  code: string,
): Promise<GeoPosition | null> {
  const keys = postalCodeLookupKeys(code);
  if (keys.length === 0) return null;
  const rows = await db
    .select({
      postalCode: postalCodes.postalCode,
      latitude: postalCodes.latitude,
      longitude: postalCodes.longitude,
    })
    .from(postalCodes)
    .where(inArray(postalCodes.postalCode, [...keys]));
  for (const key of keys) {
    const row = rows.find((candidate) => candidate.postalCode === key);
    if (row) return { latitude: row.latitude, longitude: row.longitude };
  }
  return null;
}
