import { validationMessages } from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import { identityMessages } from './identity-messages';
import { isAcceptablePassword, validateSignUp } from './sign-up-form';

const valid = {
  titleCode: 'mr',
  firstName: 'Hugo',
  lastName: "N'Diaye",
  email: 'Hugo.NDiaye@Example.fr',
  phone: '06.12.34.56.78',
  password: 'abcdefg1',
  passwordConfirmation: 'abcdefg1',
  country: 'BE',
};

describe('validateSignUp', () => {
  it('[S3.1] [S5.9] accepts a complete form: lower-cased uid, normalised phone', () => {
    expect(validateSignUp(valid)).toEqual({
      ok: true,
      signUp: {
        uid: 'hugo.ndiaye@example.fr',
        titleCode: 'mr',
        firstName: 'Hugo',
        lastName: "N'Diaye",
        phone: '0612345678',
        country: 'BE',
        password: 'abcdefg1',
      },
    });
  });

  it('[S5.12] [S5.13] takes France when no country is sent', () => {
    const result = validateSignUp({ ...valid, country: undefined });
    expect(result.ok && result.signUp.country).toBe('FR');
  });

  it('[S5.7] [S5.8] [S5.9] names every faulty field with its French message', () => {
    const result = validateSignUp({
      titleCode: 'dr',
      firstName: '-',
      lastName: '',
      email: 'a@b',
      phone: '',
      password: 'abcdefg1',
      passwordConfirmation: 'abcdefg2',
      country: 'US',
    });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        titleCode: identityMessages.titleRequired,
        firstName: validationMessages.INVALID_FIRST_NAME,
        lastName: validationMessages.DEFAULT_INPUT_ERROR,
        email: validationMessages.INVALID_EMAIL,
        phone: validationMessages.REQUIRED_PHONE,
        passwordConfirmation: identityMessages.passwordMismatch,
        country: identityMessages.countryRequired,
      },
    });
  });

  it('ignores what is not a string (a repeated field, an object)', () => {
    const result = validateSignUp({ ...valid, email: ['a@example.fr', 'b@example.fr'] });
    expect(result).toMatchObject({
      ok: false,
      errors: { email: validationMessages.DEFAULT_INPUT_ERROR },
    });
  });
});

describe('isAcceptablePassword', () => {
  it.each([
    ['abcdefg1', true],
    ['12345678a', true],
    ['Naissance2026!', true],
    ['éléphant1', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc1', false],
    [`a1${'x'.repeat(127)}`, false],
  ])('%j -> %s (at least 8 characters, a letter and a digit)', (password, expected) => {
    expect(isAcceptablePassword(password)).toBe(expected);
  });
});
