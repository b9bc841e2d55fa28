import { describe, expect, it } from 'vitest';
import { validateEmail } from './email';

describe('e-mail input', () => {
  it.each([
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['marie.dupont@gmail.com', undefined],
    ['marie_dupont-2@mail.orange.fr', undefined],
    ['a@b.co', undefined],
    ['a@b.abcdef', undefined],
    ['a@b.abcdefg', 'INVALID_EMAIL'],
    ['a@b.c', 'INVALID_EMAIL'],
    ['a@b.c0', 'INVALID_EMAIL'],
    ['marie', 'INVALID_EMAIL'],
    ['marie@', 'INVALID_EMAIL'],
    ['marie@gmail', 'INVALID_EMAIL'],
    ['@gmail.com', 'INVALID_EMAIL'],
    ['marie dupont@gmail.com', 'INVALID_EMAIL'],
    ['marie+bebe@gmail.com', 'INVALID_EMAIL'],
    ['marié@gmail.com', 'INVALID_EMAIL'],
    [' marie@gmail.com', 'INVALID_EMAIL'],
    ['   ', 'INVALID_EMAIL'],
  ])('[S5.8] optional: validateEmail(%j) -> %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it.each([
    ['', 'DEFAULT_INPUT_ERROR'],
    ['   ', 'DEFAULT_INPUT_ERROR'],
    [null, 'DEFAULT_INPUT_ERROR'],
    [undefined, 'DEFAULT_INPUT_ERROR'],
    ['marie@gmail.com', undefined],
    ['marie@gmail', 'INVALID_EMAIL'],
  ])('[S5.8] required: validateEmail(%j) -> %s', (value, expected) => {
    expect(validateEmail(value, { required: true })).toBe(expected);
  });
});
