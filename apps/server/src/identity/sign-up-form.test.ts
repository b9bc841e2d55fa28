import { validationMessages } from '@ldn/domain';
import { describe, expect, it } from 'vitest';
import { identityMessages } from './identity-messages';
import { commonPasswords } from './common-passwords';
import {
  contextWords,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  SITE_WORDS,
  validateSignUp,
} from './sign-up-form';

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

/** No common password known: validateSignUp's own rules alone. */
const NO_COMMON: ReadonlySet<string> = new Set();

describe('validateSignUp', () => {
  it('[S3.1] [S5.9] accepts a complete form: lower-cased uid, normalised phone', () => {
    expect(validateSignUp(valid, NO_COMMON)).toEqual({
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
    const result = validateSignUp({ ...valid, country: undefined }, NO_COMMON);
    expect(result.ok && result.signUp.country).toBe('FR');
  });

  it('[S5.7] [S5.8] [S5.9] names every faulty field with its French message', () => {
    const result = validateSignUp(
      {
        titleCode: 'dr',
        firstName: '-',
        lastName: '',
        email: 'a@b',
        phone: '',
        password: 'abcdefg1',
        passwordConfirmation: 'abcdefg2',
        country: 'US',
      },
      NO_COMMON,
    );
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
    const result = validateSignUp({ ...valid, email: ['a@example.fr', 'b@example.fr'] }, NO_COMMON);
    expect(result).toMatchObject({
      ok: false,
      errors: { email: validationMessages.DEFAULT_INPUT_ERROR },
    });
  });
});

describe('the password of a sign-up', () => {
  it('[ASVS V6.2.4] refuses a common password with its own French message', async () => {
    const result = validateSignUp(
      { ...valid, password: 'motdepasse', passwordConfirmation: 'motdepasse' },
      await commonPasswords(PASSWORD_MIN_LENGTH),
    );
    expect(result).toMatchObject({
      ok: false,
      errors: { password: identityMessages.passwordCommon },
    });
  });

  it.each([
    ['bebe2026ok', undefined],
    ['abcdefg1', 'common'],
    ['bébé en avril', undefined],
    ['correcthorsebatterystaple', undefined],
    ['abcdefgh-sans-chiffre', undefined],
    ['12345678', 'common'],
    ['Password1', 'common'],
    ['azertyuiop', 'common'],
    ['abc1', 'length'],
    ['ééééééé', 'length'],
    [`a1${'x'.repeat(127)}`, 'length'],
    ['bateau lune '.repeat(6), undefined],
  ])(
    '[ASVS V6.2.1] [ASVS V6.2.4] [ASVS V6.2.5] [ASVS V6.2.9] %j -> %s (8 to 128 characters of any kind, not a common password)',
    async (password, expected) => {
      expect(passwordProblem(password, await commonPasswords(PASSWORD_MIN_LENGTH))).toBe(expected);
    },
  );

  it.each([
    [' '.repeat(12), 'blank'],
    [' '.repeat(8), 'blank'],
    ['\t'.repeat(10), 'blank'],
    ['\u00a0'.repeat(9), 'blank'],
    ['\u3000'.repeat(8), 'blank'],
    [`${' '.repeat(10)}a`, undefined],
    ['  lune de miel  ', undefined],
  ])('[ASVS V6.2.1] %j -> %s (a password blank once trimmed is refused)', (password, expected) => {
    expect(passwordProblem(password, NO_COMMON)).toBe(expected);
  });

  it('[ASVS V6.2.1] a sign-up with twelve spaces as its password gets its own French message', () => {
    const result = validateSignUp(
      { ...valid, password: ' '.repeat(12), passwordConfirmation: ' '.repeat(12) },
      NO_COMMON,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.password).toBe(identityMessages.passwordBlank);
  });

  it('[ASVS V6.2.4] knows thousands of common passwords, all long enough to pass the length rule', async () => {
    const common = await commonPasswords(PASSWORD_MIN_LENGTH);
    expect(common.size).toBeGreaterThan(3000);
    expect([...common].every((password) => [...password].length >= PASSWORD_MIN_LENGTH)).toBe(true);
  });

  it('[ASVS V6.1.2] the context-specific words: the site’s, and the person’s names and e-mail, bare', () => {
    expect(
      contextWords({ firstName: 'Léa-Marie', lastName: 'Ho', email: 'lea.marie@Orange.fr' }),
    ).toEqual([...SITE_WORDS, 'leamarie', 'leamarie', 'orange']);
  });

  it.each([
    ['Hugo-2026-juin', 'context'],
    ['ndiaye!2026', 'context'],
    ['hugondiaye', 'context'],
    ['monexample99', 'context'],
    ['Ma liste de naissance', 'context'],
    ['cagnotte2026', 'context'],
    ['bateau-lune-27', undefined],
  ])(
    '[ASVS V6.2.11] %j -> %s for Hugo N’Diaye, hugo.ndiaye@example.fr (accents, case and signs ignored)',
    (password, expected) => {
      const context = contextWords({
        firstName: 'Hugo',
        lastName: "N'Diaye",
        email: 'hugo.ndiaye@example.fr',
      });
      expect(passwordProblem(password, NO_COMMON, context)).toBe(expected);
    },
  );

  it('[ASVS V6.2.11] a sign-up whose password holds the first name gets its own French message', () => {
    const result = validateSignUp(
      { ...valid, password: 'hugo-en-2026', passwordConfirmation: 'hugo-en-2026' },
      NO_COMMON,
    );
    expect(result).toMatchObject({
      ok: false,
      errors: { password: identityMessages.passwordContext },
    });
  });
});
