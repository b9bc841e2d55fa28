import { describe, expect, it } from 'vitest';
import { isCartValidateDisabled } from './cart-validate';

const bodysuit = { code: '00987654', quantity: 1 };
const contribution = { code: '01176190', quantity: 30 };

describe('isCartValidateDisabled', () => {
  it.each([
    ['one item, idle, no e-mail', [bodysuit], false, undefined, false],
    ['one item, idle, empty e-mail', [bodysuit], false, '', false],
    ['one item, idle, valid e-mail', [bodysuit], false, 'mamie.dupont@orange.fr', false],
    ['a wallet contribution only', [contribution], false, null, false],
    ['no item', [], false, 'mamie.dupont@orange.fr', true],
    ['an entry of quantity 0 only', [{ code: '00987654', quantity: 0 }], false, '', true],
    ['loading', [bodysuit], true, 'mamie.dupont@orange.fr', true],
    ['an invalid e-mail', [bodysuit], false, 'mamie.dupont@orange', true],
    ['an e-mail with a space', [bodysuit], false, 'mamie dupont@orange.fr', true],
  ])('[S5.1] %s -> disabled %s', (_label, entries, isLoading, contributorEmail, expected) => {
    expect(isCartValidateDisabled({ entries, isLoading, contributorEmail })).toBe(expected);
  });
});
