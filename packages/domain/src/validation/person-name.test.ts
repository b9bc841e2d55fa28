import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, validateFirstName, validateLastName } from './person-name';

describe('first and last names', () => {
  it.each([
    ['Léa', undefined],
    ['Jean-Noël', undefined],
    ['Marie Ève', undefined],
    ["D'Artagnan", undefined],
    ['D’Artagnan', undefined],
    ['Œdipe', undefined],
    ['Françoise', undefined],
    ['Zoë', undefined],
    ['L', undefined],
    ['ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸàâäçéèêëîïôöùûüÿœ', undefined],
    ['  Léa  ', undefined],
    ['Le\u0301a', undefined],
    ['a'.repeat(50), undefined],
    ['a'.repeat(51), 'INVALID_FIRST_NAME'],
    ['-Léa', 'INVALID_FIRST_NAME'],
    ["'", 'INVALID_FIRST_NAME'],
    ['Léa2', 'INVALID_FIRST_NAME'],
    ['Léa!', 'INVALID_FIRST_NAME'],
    ['Léa × Tom', 'INVALID_FIRST_NAME'],
    ['Léa_Tom', 'INVALID_FIRST_NAME'],
    ['李', 'INVALID_FIRST_NAME'],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
  ])('[S5.7] validateFirstName(%j) -> %s', (value, expected) => {
    expect(validateFirstName(value)).toBe(expected);
  });

  it.each([
    ['Dupont', undefined],
    ['de La Fontaine', undefined],
    ['Dupont-Martin', undefined],
    ['A'.repeat(NAME_MAX_LENGTH), undefined],
    ['A'.repeat(NAME_MAX_LENGTH + 1), 'INVALID_LAST_NAME'],
    ['Dupont3', 'INVALID_LAST_NAME'],
    ['', undefined],
  ])('[S5.7] validateLastName(%j) -> %s', (value, expected) => {
    expect(validateLastName(value)).toBe(expected);
  });

  it.each([
    ['', 'DEFAULT_INPUT_ERROR', 'DEFAULT_INPUT_ERROR'],
    ['  ', 'DEFAULT_INPUT_ERROR', 'DEFAULT_INPUT_ERROR'],
    [undefined, 'DEFAULT_INPUT_ERROR', 'DEFAULT_INPUT_ERROR'],
    ['Léa', undefined, undefined],
    ['Léa1', 'INVALID_FIRST_NAME', 'INVALID_LAST_NAME'],
  ])('[S5.7] [S5.10] required: %j -> first name %s, last name %s', (value, first, last) => {
    expect(validateFirstName(value, { required: true })).toBe(first);
    expect(validateLastName(value, { required: true })).toBe(last);
  });
});
