import { describe, expect, it } from 'vitest';
import { validationMessages } from '../messages-other-screens';
import { validateRequiredStore } from './store';

describe('store choice', () => {
  it.each([
    ['', 'REQUIRED_STORE'],
    ['   ', 'REQUIRED_STORE'],
    [null, 'REQUIRED_STORE'],
    [undefined, 'REQUIRED_STORE'],
    ['0042', undefined],
  ])('[S5.7] validateRequiredStore(%j) -> %s', (storeCode, expected) => {
    expect(validateRequiredStore(storeCode)).toBe(expected);
  });

  it("[S5.7] its message is the spec's, verbatim", () => {
    expect(validationMessages.REQUIRED_STORE).toBe("Le choix d'un magasin est obligatoire.");
  });
});
