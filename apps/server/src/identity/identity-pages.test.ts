import { describe, expect, it } from 'vitest';
import { loginPage, signUpPage } from './identity-pages';

const EMPTY_SIGN_UP = {
  titleCode: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: 'FR',
};

/** The ids an element's `aria-describedby` lists, found by the element's start tag. */
function describedBy(html: string, startTag: RegExp): string[] {
  const tag = html.match(startTag)?.[0];
  if (tag === undefined) throw new Error(`no tag ${String(startTag)}`);
  return tag.match(/aria-describedby="([^"]*)"/)?.[1]?.split(' ') ?? [];
}

describe('the identity pages', () => {
  it("[S2.22] 'Connexion' says its fields are required, on screen and in each field's description (RGAA 11.10)", () => {
    const html = loginPage({ action: '/login', signUpHref: '/sign-up', formToken: 't' });
    const note = '<p class="intro" id="required-note">Tous les champs sont obligatoires.</p>';
    // Before the form, so it is read before the fields.
    expect(html.indexOf(note)).toBeGreaterThan(0);
    expect(html.indexOf(note)).toBeLessThan(html.indexOf('<form'));
    for (const name of ['email', 'password']) {
      const input = new RegExp(`<input id="${name}"[^>]*>`);
      expect(html.match(input)?.[0]).toContain(' required');
      expect(describedBy(html, input)).toContain('required-note');
    }
    // The labels stay as they were.
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Mot de passe</label>');
  });

  it("[S5.12] 'Création de compte' ties its 'Tous les champs sont obligatoires.' to every field, errors kept", () => {
    const html = signUpPage({
      action: '/sign-up',
      loginHref: '/login',
      formToken: 't',
      values: EMPTY_SIGN_UP,
      errors: { phone: 'Le numéro de téléphone n’est pas valide.' },
    });
    expect(html).toContain(
      '<p class="intro" id="required-note">Tous les champs sont obligatoires.</p>',
    );
    for (const name of ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation']) {
      expect(describedBy(html, new RegExp(`<input id="${name}"[^>]*>`))).toEqual([
        'required-note',
        ...(name === 'password' ? ['password-hint'] : []),
      ]);
    }
    expect(describedBy(html, /<input id="phone"[^>]*>/)).toEqual([
      'required-note',
      'phone-hint',
      'phone-error',
    ]);
    expect(describedBy(html, /<input type="radio" name="titleCode" value="mrs"[^>]*>/)).toEqual([
      'required-note',
    ]);
    expect(describedBy(html, /<select id="country"[^>]*>/)).toEqual(['required-note']);
    // Every id referred to exists once.
    expect(html.match(/id="required-note"/g)).toHaveLength(1);
  });
});
