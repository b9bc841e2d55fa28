import { describe, expect, it } from 'vitest';
import {
  EMPTY_PASSWORD_CHANGE,
  fieldOfRefusal,
  passwordChangeErrors,
} from './password-change-rules';

const filled = {
  ...EMPTY_PASSWORD_CHANGE,
  currentPassword: 'Berceau-Bleu-2026',
  newPassword: 'Doudou-Lapin-Gris-7',
  confirmation: 'Doudou-Lapin-Gris-7',
};

describe('passwordChangeErrors', () => {
  it('[ASVS V6.2.2] accepts a filled form whose new password is 8 to 128 characters and confirmed', () => {
    expect(passwordChangeErrors(filled)).toEqual({});
    expect(
      passwordChangeErrors({
        ...filled,
        newPassword: '🍼'.repeat(8),
        confirmation: '🍼'.repeat(8),
      }),
    ).toEqual({});
  });

  it('[ASVS V6.2.2] asks for the current password, a new one of 8 to 128 characters, the same twice', () => {
    expect(passwordChangeErrors(EMPTY_PASSWORD_CHANGE)).toEqual({
      currentPassword: 'Saisissez votre mot de passe actuel.',
      newPassword: 'Le mot de passe doit contenir de 8 à 128 caractères.',
    });
    expect(
      passwordChangeErrors({
        ...filled,
        newPassword: 'x'.repeat(129),
        confirmation: 'x'.repeat(129),
      }),
    ).toEqual({ newPassword: 'Le mot de passe doit contenir de 8 à 128 caractères.' });
    expect(passwordChangeErrors({ ...filled, confirmation: 'Doudou-Lapin-Gris-8' })).toEqual({
      confirmation: 'Les deux mots de passe ne sont pas identiques.',
    });
  });
});

describe('fieldOfRefusal', () => {
  it.each([
    ['WRONG_PASSWORD', 'currentPassword'],
    ['WEAK_PASSWORD', 'newPassword'],
    ['SAME_PASSWORD', 'newPassword'],
    ['TOO_MANY_ATTEMPTS', undefined],
    [undefined, undefined],
  ])('[ASVS V6.2.2] puts the refusal %s on the field %s', (code, field) => {
    expect(fieldOfRefusal(code)).toBe(field);
  });
});
