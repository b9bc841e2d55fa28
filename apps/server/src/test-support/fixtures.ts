import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { customers, listItems, lists, postalCodes, products, stores } from '../db/schema';

/**
 * Small row builders for API tests: each inserts one row with sensible defaults and returns what
 * the test needs. They are not the seed generator (`src/seed/`), so tests stay independent of it
 * and say in their own lines the data they rely on.
 */

type StoreRow = typeof stores.$inferInsert;
type ProductRow = typeof products.$inferInsert;
type CustomerRow = typeof customers.$inferInsert;
type ListRow = typeof lists.$inferInsert;
type ListItemRow = typeof listItems.$inferInsert;

let productCounter = 0;

/** A new 8-digit product code (`code_ax` is 8 digits), unique within a test file. */
export function nextProductCode(): string {
  productCounter += 1;
  return String(20_000_000 + productCounter);
}

/** Inserts a store (Paris by default). */
export async function insertStore(
  database: Database,
  values: Partial<StoreRow> & Pick<StoreRow, 'storeCode'>,
): Promise<StoreRow> {
  const row: StoreRow = {
    name: `Magasin ${values.storeCode}`,
    address: '1 rue de la Paix',
    postalCode: '75002',
    city: 'Paris',
    latitude: 48.8686,
    longitude: 2.3317,
    posSystemName: 'WINSHOP',
    isLivMagEligible: true,
    ...values,
  };
  await database.db.insert(stores).values(row);
  return row;
}

/** Inserts a postal code with its position. */
export async function insertPostalCode(
  database: Database,
  postalCode: string,
  city: string,
  latitude: number,
  longitude: number,
): Promise<void> {
  await database.db.insert(postalCodes).values({ postalCode, city, latitude, longitude });
}

/** Inserts a catalogue product; returns its code. */
export async function insertProduct(
  database: Database,
  values: Partial<ProductRow> = {},
): Promise<string> {
  const codeAx = values.codeAx ?? nextProductCode();
  await database.db.insert(products).values({
    codeAs400: `AS${codeAx}`,
    name: `Produit ${codeAx}`,
    brand: 'Marque',
    category: 'bedroom',
    modelCode: `M${codeAx}`,
    priceCents: 1_000,
    ...values,
    codeAx,
  });
  return codeAx;
}

/** Inserts a customer (FR by default); returns its pk as the API sends it (a string). */
export async function insertCustomer(
  database: Database,
  values: Partial<CustomerRow> & Pick<CustomerRow, 'uid'>,
): Promise<string> {
  const [row] = await database.db
    .insert(customers)
    .values({
      passwordHash: 'not-a-hash',
      firstName: 'Claire',
      lastName: 'Martin',
      phone: '0612345678',
      country: 'FR',
      ...values,
    })
    .returning({ pk: customers.pk });
  if (!row) throw new Error('insertCustomer: nothing inserted');
  return String(row.pk);
}

/** Inserts a list of an owner (VALIDATED by default); returns its id. */
export async function insertList(
  database: Database,
  ownerPk: string,
  values: Partial<ListRow> = {},
): Promise<string> {
  const id = values.id ?? randomBytes(10).toString('hex');
  await database.db.insert(lists).values({
    title: 'Notre liste',
    ownerFirstName: 'Claire',
    ownerLastName: 'Martin',
    ownerMail: 'claire@example.fr',
    status: 'VALIDATED',
    ...values,
    id,
    ownerPk: Number(ownerPk),
  });
  return id;
}

/** Inserts an item of a list (quantity 1 by default). */
export async function insertItem(
  database: Database,
  listId: string,
  codeAx: string,
  values: Partial<ListItemRow> = {},
): Promise<void> {
  await database.db.insert(listItems).values({ quantity: 1, ...values, listId, codeAx });
}
