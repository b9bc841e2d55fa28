import { describe, expect, it } from 'vitest';
import { isLogged, isSellerWithoutAccountant, isStaff } from './roles';

describe('roles', () => {
  it.each([
    [{ roles: ['SELLER'] }, true],
    [{ roles: ['ACCOUNTANT'] }, true],
    [{ roles: ['SELLER', 'ACCOUNTANT'] }, true],
    [{ roles: ['CUSTOMER'] }, false],
    [{ roles: [] }, false],
    [{ roles: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('[S6.1] isStaff(%j) is %s', (user, expected) => {
    expect(isStaff(user)).toBe(expected);
  });

  it.each([
    [{ pk: '8796093022212' }, true],
    [{ pk: '' }, false],
    [{ pk: null }, false],
    [{ roles: ['SELLER'] }, false],
    [null, false],
  ])('[S6.1] [S3.1] isLogged(%j) is %s: logged in means having a pk', (user, expected) => {
    expect(isLogged(user)).toBe(expected);
  });

  it.each([
    [{ roles: ['SELLER'] }, true],
    [{ roles: ['SELLER', 'ACCOUNTANT'] }, false],
    [{ roles: ['ACCOUNTANT'] }, false],
    [{ roles: [] }, false],
    [undefined, false],
  ])('[S6.5] isSellerWithoutAccountant(%j) is %s', (user, expected) => {
    expect(isSellerWithoutAccountant(user)).toBe(expected);
  });
});
