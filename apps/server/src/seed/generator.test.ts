import { createHash } from 'node:crypto';
import { NAME_PATTERN, PHONE_PATTERN, SPECIAL_CONTRIBUTION_CODE, validateEmail } from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import { BRANDS, PRODUCT_FAMILIES } from './catalogue-families';
import { generateCatalogue, specialContributionProduct } from './catalogue';
import { PRODUCT_COLORS, semanticColorOf } from '../modules/catalogue/colors';
import { generateLists, SEED_LIST_IDS } from './lists';
import { DEMO_ACCOUNTS, generateCustomers } from './people';
import { DEFAULT_SEED, SeededRandom } from './random';
import { parseSeedArgs } from './seed-args';
import { SEED_STORES } from './stores';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

function owners(seed = DEFAULT_SEED) {
  const generated = generateCustomers(new SeededRandom(seed + 1));
  const parent = DEMO_ACCOUNTS[0];
  if (!parent) throw new Error('no parent account');
  return {
    parent: { customer: parent, pk: 1 },
    coParent: DEMO_ACCOUNTS[1],
    generated: generated.map((customer, index) => ({ customer, pk: index + 10 })),
  };
}

describe('SeededRandom (mulberry32)', () => {
  it('[design §3] gives the same sequence for the same seed, on every machine', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    // Known values of mulberry32(42): a change of the algorithm changes every seeded row.
    expect(first.map((value) => value.toFixed(10))).toEqual([
      '0.6011037519',
      '0.4482905590',
      '0.8524657935',
      '0.6697340414',
      '0.1748138987',
    ]);
  });

  it('draws integers within bounds and samples without repetition', () => {
    const random = new SeededRandom(7);
    for (let i = 0; i < 1000; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    const sample = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(random.alphanumeric(12)).toMatch(/^[a-z0-9]{12}$/);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});

describe('generateCatalogue', () => {
  it('[design §3] generates byte-identical catalogues from the same seed', () => {
    const a = generateCatalogue(new SeededRandom(), 1600);
    const b = generateCatalogue(new SeededRandom(), 1600);
    expect(digest(b)).toBe(digest(a));
    expect(digest(generateCatalogue(new SeededRandom(1), 1600))).not.toBe(digest(a));
  });

  it('[S3.7] [S9.4] gives unique 8-digit AX and unique AS400 codes, never the special item code', () => {
    const rows = generateCatalogue(new SeededRandom(), 5000);
    expect(rows).toHaveLength(5000);
    expect(new Set(rows.map((row) => row.codeAx)).size).toBe(5000);
    expect(new Set(rows.map((row) => row.codeAs400)).size).toBe(5000);
    expect(rows.every((row) => /^\d{8}$/.test(row.codeAx))).toBe(true);
    expect(rows.some((row) => row.codeAx === SPECIAL_CONTRIBUTION_CODE)).toBe(false);
    expect(rows.every((row) => Number.isInteger(row.priceCents) && row.priceCents > 0)).toBe(true);
    expect(rows.every((row) => row.canAddToLdn)).toBe(true);
  });

  it('[S3.7] keeps the prefix of a larger catalogue equal to the smaller one', () => {
    const small = generateCatalogue(new SeededRandom(), 1500);
    const large = generateCatalogue(new SeededRandom(), 3000);
    expect(digest(large.slice(0, 1500))).toBe(digest(small));
  });

  it('[S9.4] describes the special contribution item', () => {
    expect(specialContributionProduct()).toMatchObject({
      codeAx: '01176190',
      priceCents: 100,
      category: 'autres',
      canAddToLdn: false,
    });
  });

  it('[S3.17] gives every colour of the families a semantic colour', () => {
    const rows = generateCatalogue(new SeededRandom(), 1600);
    for (const row of rows) {
      if (row.color !== null && row.color !== undefined) {
        expect(semanticColorOf(row.color)).toBeTruthy();
      }
    }
    expect(semanticColorOf('Bleu marine')).toBe('bleu');
    expect(semanticColorOf(null)).toBeUndefined();
    expect(new Set(PRODUCT_COLORS.map((color) => color.name)).size).toBe(PRODUCT_COLORS.length);
  });

  it('uses about 30 invented brands and families over every category', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(25);
    expect(BRANDS.length).toBeLessThanOrEqual(35);
    expect(new Set(BRANDS).size).toBe(BRANDS.length);
    expect(new Set(PRODUCT_FAMILIES.map((family) => family.category)).size).toBe(8);
  });
});

describe('generated customers and lists', () => {
  it('[S3.1] [S5.8] [S5.9] gives customers valid names, e-mails and phones', () => {
    const customers = [...DEMO_ACCOUNTS, ...generateCustomers(new SeededRandom(DEFAULT_SEED + 1))];
    expect(new Set(customers.map((customer) => customer.uid)).size).toBe(customers.length);
    for (const customer of customers) {
      expect(validateEmail(customer.uid)).toBeUndefined();
      expect(customer.phone).toMatch(PHONE_PATTERN);
      expect(customer.firstName).toMatch(NAME_PATTERN);
      expect(customer.lastName).toMatch(NAME_PATTERN);
    }
  });

  it('[design §3] draws stable list ids, whatever the catalogue size', () => {
    const ids = (catalogueSize: number) =>
      generateLists(
        DEFAULT_SEED + 2,
        owners(),
        generateCatalogue(new SeededRandom(), catalogueSize),
      ).map((entry) => entry.list.id);
    const small = ids(1600);
    expect(ids(1600)).toEqual(small);
    expect(ids(4000)).toEqual(small);
    expect(small).toContain(SEED_LIST_IDS.parentValidated);
    expect(new Set(small).size).toBe(small.length);
    for (const id of small) expect(id).toMatch(/^[a-z0-9]{8,32}$/);
  });

  it('[S4.2] never gifts more than wanted, never a negative wallet, comments within 255 characters', () => {
    const lists = generateLists(
      DEFAULT_SEED + 2,
      owners(),
      generateCatalogue(new SeededRandom(), 1600),
    );
    for (const { list, items } of lists) {
      expect(list.walletCents ?? 0).toBeLessThanOrEqual(list.walletTotalCents ?? 0);
      expect(new Set(items.map((item) => item.codeAx)).size).toBe(items.length);
      for (const item of items) {
        expect(item.quantityContributed ?? 0).toBeLessThanOrEqual(item.quantity);
        expect((item.message ?? '').length).toBeLessThanOrEqual(255);
      }
    }
  });
});

describe('seed stores', () => {
  it('[S3.16] gives unique codes matching the stores CHECK and real-looking positions in France', () => {
    expect(new Set(SEED_STORES.map((store) => store.storeCode)).size).toBe(SEED_STORES.length);
    for (const store of SEED_STORES) {
      expect(store.storeCode).toMatch(/^[0-9A-Z]{2,10}$/);
      expect(store.postalCode).toMatch(/^\d{5}$/);
      expect(store.latitude).toBeGreaterThan(41);
      expect(store.latitude).toBeLessThan(51.2);
      expect(store.longitude).toBeGreaterThan(-5.2);
      expect(store.longitude).toBeLessThan(9.7);
    }
  });
});

describe('parseSeedArgs', () => {
  it('reads --products in both spellings and ignores a passed-through --', () => {
    expect(parseSeedArgs(['--', '--products', '100000'])).toEqual({
      products: 100_000,
      help: false,
    });
    expect(parseSeedArgs(['--products=2000'])).toEqual({ products: 2000, help: false });
    expect(parseSeedArgs([])).toEqual({ help: false });
    expect(parseSeedArgs(['--help'])).toEqual({ help: true });
  });

  it('refuses a size out of range and unknown arguments, with a message for the terminal', () => {
    expect(() => parseSeedArgs(['--products', '10'])).toThrow(/from 1500 to 100000, not 10/);
    expect(() => parseSeedArgs(['--products'])).toThrow(/not nothing/);
    expect(() => parseSeedArgs(['--reset'])).toThrow(/Unknown argument --reset/);
  });
});
