import { describe, expect, it } from 'vitest';
import { DEPARTMENT_COUNT, POSTAL_CODE_POSITIONS } from './postal-code-data';
import {
  departmentOfPostalCode,
  positionOfPostalCode,
  postalCodeLookupKeys,
} from './postal-code-position';

describe('postal code positions', () => {
  it('[S5.11] [S7.47] names the department of a code, overseas and Corsica included', () => {
    expect(departmentOfPostalCode('75015')).toBe('75');
    expect(departmentOfPostalCode('06200')).toBe('06');
    expect(departmentOfPostalCode('20137')).toBe('20');
    expect(departmentOfPostalCode('97411')).toBe('974');
    expect(departmentOfPostalCode('7501')).toBeUndefined();
    expect(departmentOfPostalCode('75O15')).toBeUndefined();
  });

  it('[S7.47] looks a code up exactly, then at <department>000 (overseas <department>00)', () => {
    expect(postalCodeLookupKeys('75015')).toEqual(['75015', '75000']);
    expect(postalCodeLookupKeys('33000')).toEqual(['33000']);
    expect(postalCodeLookupKeys('20137')).toEqual(['20137', '20000']);
    expect(postalCodeLookupKeys('97411')).toEqual(['97411', '97400']);
    expect(postalCodeLookupKeys('abcde')).toEqual([]);
  });

  it('[S7.47] gives a position for any postal code of France, exact where known', () => {
    expect(positionOfPostalCode('69003')).toEqual({ latitude: 45.7597, longitude: 4.859 });
    expect(positionOfPostalCode('69480')).toEqual({ latitude: 45.87, longitude: 4.64 });
    expect(positionOfPostalCode('2A000')).toBeNull();
    expect(positionOfPostalCode('99000')).toBeNull();
    for (let department = 1; department <= 95; department += 1) {
      const code = `${String(department).padStart(2, '0')}999`;
      expect(positionOfPostalCode(code), code).not.toBeNull();
    }
    for (const department of ['971', '972', '973', '974', '975', '976']) {
      expect(positionOfPostalCode(`${department}99`), department).not.toBeNull();
    }
  });

  it('covers 96 metropolitan departments (2A and 2B in one row) and 6 overseas, with unique codes', () => {
    expect(DEPARTMENT_COUNT).toBe(101);
    const codes = POSTAL_CODE_POSITIONS.map((row) => row.postalCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{5}$/.test(code))).toBe(true);
    expect(POSTAL_CODE_POSITIONS.length).toBeGreaterThan(150);
  });
});
